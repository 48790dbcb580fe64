import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { changeStaffThenReadAgain } from '../file-cache';
import { toSetupLink } from '../to-site-staff';
import type { SetupLink } from '../types';

/**
 * POST /ops/staff/reissue_setup: a new set-up link (the old one stops working); the member sets a
 * new password and enrols the second factor again.
 */
export const reissueSetupLink = async (api: Api, id: string): Promise<SetupLink> =>
  toSetupLink(await api.post('/ops/staff/reissue_setup', { id }));

export function useReissueSetupLink({ onSuccess }: { onSuccess?: (link: SetupLink) => void } = {}) {
  const api = useApi();
  return useMutation(
    changeStaffThenReadAgain(useQueryClient(), api, (id: string) => reissueSetupLink(api, id), onSuccess),
  );
}
