import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { ResetPasswordBody } from '@/lib/api/contract/account';
import type { Api } from '@/lib/site/api/transport';

/** POST /user/reset_password, with a code sent for 'reset_password': a new password, no session. */
export async function resetPassword(api: Api, body: ResetPasswordBody): Promise<void> {
  await api.post('/user/reset_password', body);
}

export function useResetPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(api, body) });
}
