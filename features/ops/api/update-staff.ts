import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { StaffRole } from '@/lib/ops/roles';
import type { Api } from '@/lib/site/api/transport';
import { changeStaffThenReadAgain } from '../file-cache';
import { toStaffMember } from '../to-site-staff';
import type { StaffMember } from '../types';

export type StaffChange = { id: string; name: string; roles: StaffRole[]; storeCodes: string[] };

/** POST /ops/staff/update: a member's name, roles and stores. */
export const updateStaff = async (api: Api, values: StaffChange): Promise<StaffMember> =>
  toStaffMember(
    await api.post('/ops/staff/update', {
      id: values.id,
      name: values.name,
      roles: values.roles.join(','),
      store_codes: values.storeCodes.join(','),
    }),
  );

export function useUpdateStaff({ onSuccess }: { onSuccess?: (member: StaffMember) => void } = {}) {
  const api = useApi();
  return useMutation(
    changeStaffThenReadAgain(
      useQueryClient(),
      api,
      (values: StaffChange) => updateStaff(api, values),
      onSuccess,
    ),
  );
}
