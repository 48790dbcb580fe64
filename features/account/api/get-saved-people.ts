import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import type { SavedPeople } from '../types';

/**
 * GET /user/drivers and /user/contacts: a logged-in user's saved drivers and contacts. A failure
 * is not hidden (an empty list would tell the user they have nothing saved): a 401 (no or an
 * expired session) reaches the page as ApiClientError 'unauthorized'.
 */
export async function getSavedPeople(api: Api): Promise<SavedPeople> {
  const [drivers, contacts] = await Promise.all([api.get('/user/drivers'), api.get('/user/contacts')]);
  return { drivers: drivers.list, contacts: contacts.list };
}

/** Read once by the saved-people page: a 401 sends the visitor to log in at once, not after a retry. */
export const getSavedPeopleQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['user', 'saved-people'], queryFn: () => getSavedPeople(api), retry: false });
