import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { SavedDriver, SavedDriverValues } from '../types';

export type SavedDriverChange = { id: number; values: SavedDriverValues };

/** POST /user/drivers/{id}: the user's own saved driver, changed; answers it as saved. */
export const updateSavedDriver = (api: Api, { id, values }: SavedDriverChange): Promise<SavedDriver> =>
  api.post('/user/drivers/{id}', values, { path: { id } });

export function useUpdateSavedDriver() {
  const api = useApi();
  return useMutation({ mutationFn: (change: SavedDriverChange) => updateSavedDriver(api, change) });
}
