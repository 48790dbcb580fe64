import 'server-only';
import { serverApi } from '@/lib/api/server';
import { savedContactsSchema, savedDriversSchema } from '@/lib/api/contract/account';
import type { SavedPeopleLists } from './get-saved-people';

/**
 * The saved-people page's lists. Unlike the booking form's reader this one does not hide a failure:
 * an empty list would tell the user they have nothing saved. A 401 (no or an expired session)
 * reaches the page as ApiClientError 'unauthorized'.
 */
export async function listSavedPeople(): Promise<SavedPeopleLists> {
  const [drivers, contacts] = await Promise.all([
    serverApi.get('/user/drivers', savedDriversSchema),
    serverApi.get('/user/contacts', savedContactsSchema),
  ]);
  return { drivers: drivers.list, contacts: contacts.list };
}
