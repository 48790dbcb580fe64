import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { CodeLoginBody } from '@/lib/api/contract/account';
import type { Api } from '@/lib/site/api/transport';
import { toSessionUser } from '../to-site';
import type { SessionUser } from '../types';

/** POST /user/login_by_code, with a code sent for 'login': the user, whose session the API sets. */
export const logInByCode = async (api: Api, body: CodeLoginBody): Promise<SessionUser> =>
  toSessionUser((await api.post('/user/login_by_code', body)).user);

export function useLogInByCode() {
  const api = useApi();
  return useMutation({ mutationFn: (body: CodeLoginBody) => logInByCode(api, body) });
}
