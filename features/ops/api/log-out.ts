import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

/** POST /ops/auth/logout: ends the staff session (its cookie goes with it). */
export const logOut = async (api: Api) => {
  await api.post('/ops/auth/logout');
};

export function useLogOut({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  return useMutation({ mutationFn: () => logOut(api), onSuccess });
}
