import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

/** DELETE /user/drivers/{id}: one of the user's own saved drivers, gone. */
export async function deleteSavedDriver(api: Api, id: number): Promise<void> {
  await api.delete('/user/drivers/{id}', { path: { id } });
}

export function useDeleteSavedDriver() {
  const api = useApi();
  return useMutation({ mutationFn: (id: number) => deleteSavedDriver(api, id) });
}
