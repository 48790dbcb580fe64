import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { RegisterBody } from '@/lib/api/contract/account';
import type { Api } from '@/lib/site/api/transport';
import { toSessionUser } from '../to-site';
import type { SessionUser } from '../types';

/** POST /user/register, with a code sent for 'register': the new user, logged in by the API. */
export const register = async (api: Api, body: RegisterBody): Promise<SessionUser> =>
  toSessionUser((await api.post('/user/register', body)).user);

export function useRegister() {
  const api = useApi();
  return useMutation({ mutationFn: (body: RegisterBody) => register(api, body) });
}
