import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { SavedContact, SavedContactValues } from '../types';

export type SavedContactChange = { id: number; values: SavedContactValues };

/** POST /user/contacts/{id}: the user's own saved contact, changed; answers it as saved. */
export const updateSavedContact = (api: Api, { id, values }: SavedContactChange): Promise<SavedContact> =>
  api.post('/user/contacts/{id}', values, { path: { id } });

export function useUpdateSavedContact() {
  const api = useApi();
  return useMutation({ mutationFn: (change: SavedContactChange) => updateSavedContact(api, change) });
}
