import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { changeStaffThenReadAgain } from '../file-cache';
import { toStaffMember } from '../to-site-staff';
import type { StaffMember } from '../types';

export type StaffIdValues = { id: string; reason?: string };

/** POST /ops/staff/disable: disables the member (their sessions end at once), with the reason. */
export const disableStaff = async (api: Api, values: StaffIdValues): Promise<StaffMember> =>
  toStaffMember(await api.post('/ops/staff/disable', { id: values.id, reason: values.reason || undefined }));

export function useDisableStaff({ onSuccess }: { onSuccess?: (member: StaffMember) => void } = {}) {
  const api = useApi();
  return useMutation(
    changeStaffThenReadAgain(
      useQueryClient(),
      api,
      (values: StaffIdValues) => disableStaff(api, values),
      onSuccess,
    ),
  );
}
