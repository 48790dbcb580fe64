import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

export type SetupPasswordValues = { token: string; password: string; password_confirm: string };

/** POST /ops/auth/setup: the new member's password, once, through their set-up link. */
export const setUpPassword = async (api: Api, values: SetupPasswordValues) => {
  await api.post('/ops/auth/setup', values);
};

export function useSetUpPassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  return useMutation({ mutationFn: (values: SetupPasswordValues) => setUpPassword(api, values), onSuccess });
}
