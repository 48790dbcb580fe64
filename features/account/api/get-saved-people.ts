import 'server-only';
import { serverApi } from '@/lib/api/server';
import {
  savedContactsSchema,
  savedDriversSchema,
  type SavedContact,
  type SavedDriver,
} from '@/lib/api/contract/account';
import { describeError, logger } from '@/lib/logger';

export type SavedPeopleLists = { drivers: SavedDriver[]; contacts: SavedContact[] };

/** A logged-in user's saved drivers and contacts (empty for a guest or when the API fails). */
export async function getSavedPeople(loggedIn: boolean): Promise<SavedPeopleLists> {
  if (!loggedIn) return { drivers: [], contacts: [] };
  try {
    const [drivers, contacts] = await Promise.all([
      serverApi.get('/user/drivers', savedDriversSchema),
      serverApi.get('/user/contacts', savedContactsSchema),
    ]);
    return { drivers: drivers.list, contacts: contacts.list };
  } catch (error) {
    logger.warn('saved people unavailable', describeError(error));
    return { drivers: [], contacts: [] };
  }
}
