import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

/** DELETE /user/contacts/{id}: one of the user's own saved contacts, gone. */
export async function deleteSavedContact(api: Api, id: number): Promise<void> {
  await api.delete('/user/contacts/{id}', { path: { id } });
}

export function useDeleteSavedContact() {
  const api = useApi();
  return useMutation({ mutationFn: (id: number) => deleteSavedContact(api, id) });
}
