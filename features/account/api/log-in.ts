import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { PasswordLoginBody } from '@/lib/api/contract/account';
import type { Api } from '@/lib/site/api/transport';
import { toSessionUser } from '../to-site';
import type { SessionUser } from '../types';

/** POST /user/login, by password: the user, whose session the API sets as the Auth cookie. */
export const logIn = async (api: Api, body: PasswordLoginBody): Promise<SessionUser> =>
  toSessionUser((await api.post('/user/login', body)).user);

export function useLogIn() {
  const api = useApi();
  return useMutation({ mutationFn: (body: PasswordLoginBody) => logIn(api, body) });
}
