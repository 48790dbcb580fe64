import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { changeStaffThenReadAgain } from '../file-cache';
import { toStaffMember } from '../to-site-staff';
import type { StaffMember } from '../types';

export type StaffIdValues = { id: string; reason?: string };

/** POST /ops/staff/enable: lets a disabled member sign in again. */
export const enableStaff = async (api: Api, values: StaffIdValues): Promise<StaffMember> =>
  toStaffMember(await api.post('/ops/staff/enable', { id: values.id, reason: values.reason || undefined }));

export function useEnableStaff({ onSuccess }: { onSuccess?: (member: StaffMember) => void } = {}) {
  const api = useApi();
  return useMutation(
    changeStaffThenReadAgain(
      useQueryClient(),
      api,
      (values: StaffIdValues) => enableStaff(api, values),
      onSuccess,
    ),
  );
}
