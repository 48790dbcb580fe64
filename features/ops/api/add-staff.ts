import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { StaffRole } from '@/lib/ops/roles';
import type { Api } from '@/lib/site/api/transport';
import { changeStaffThenReadAgain } from '../file-cache';
import { toSetupLink } from '../to-site-staff';
import type { SetupLink } from '../types';

export type StaffValues = { email: string; name: string; roles: StaffRole[]; storeCodes: string[] };

/** POST /ops/staff/add: a new member; the answer's set-up link is shown once, to send privately. */
export const addStaff = async (api: Api, values: StaffValues): Promise<SetupLink> =>
  toSetupLink(
    await api.post('/ops/staff/add', {
      email: values.email,
      name: values.name,
      roles: values.roles.join(','),
      store_codes: values.storeCodes.join(','),
    }),
  );

export function useAddStaff({ onSuccess }: { onSuccess?: (link: SetupLink) => void } = {}) {
  const api = useApi();
  return useMutation(
    changeStaffThenReadAgain(
      useQueryClient(),
      api,
      (values: StaffValues) => addStaff(api, values),
      onSuccess,
    ),
  );
}
