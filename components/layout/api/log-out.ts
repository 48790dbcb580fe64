import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

/** POST /user/logout: the session ends on the API and its Auth cookie is cleared. */
export async function logOut(api: Api): Promise<void> {
  await api.post('/user/logout', {});
}

export function useLogOut() {
  const api = useApi();
  return useMutation({ mutationFn: () => logOut(api) });
}
