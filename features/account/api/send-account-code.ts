import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { SendAccountCodeBody } from '@/lib/api/contract/account';
import type { Api } from '@/lib/site/api/transport';

/**
 * POST /user/send_code: a one-time code to the account's e-mail or phone, for a login, a sign-up
 * or a reset. The answer is the same whether or not the account exists, and says nothing the form
 * shows.
 */
export async function sendAccountCode(api: Api, body: SendAccountCodeBody): Promise<void> {
  await api.post('/user/send_code', body);
}

export function useSendAccountCode() {
  const api = useApi();
  return useMutation({ mutationFn: (body: SendAccountCodeBody) => sendAccountCode(api, body) });
}
