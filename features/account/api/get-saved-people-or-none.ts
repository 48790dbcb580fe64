import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { describeError, logger } from '@/lib/logger';
import type { SavedPeople } from '../types';
import { getSavedPeople } from './get-saved-people';

const NONE: SavedPeople = { drivers: [], contacts: [] };

/**
 * What the booking form offers: a logged-in user's saved drivers and contacts, and none for a
 * guest or when the API fails (the form is still filled in by hand).
 */
export async function getSavedPeopleOrNone(api: Api, loggedIn: boolean): Promise<SavedPeople> {
  if (!loggedIn) return NONE;
  try {
    return await getSavedPeople(api);
  } catch (error) {
    logger.warn('saved people unavailable', describeError(error));
    return NONE;
  }
}

/** A server page's read (getServerQueryClient().fetchQuery): it never fails. */
export const getSavedPeopleOrNoneQueryOptions = (api: Api, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['user', 'saved-people-or-none', loggedIn],
    queryFn: () => getSavedPeopleOrNone(api, loggedIn),
  });
