import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/site/api/errors';
import type { Api } from '@/lib/site/api/transport';
import { describeError, logger } from '@/lib/logger';
import type { SessionUser } from '../types';
import { getSessionUser } from './get-session-user';

/**
 * The logged-in user of this request (the Auth cookie), or null for a guest. A failure of the API
 * shows the page as to a guest rather than failing it.
 */
export async function getCurrentUser(api: Api, hasToken: boolean): Promise<SessionUser | null> {
  if (!hasToken) return null;
  try {
    return await getSessionUser(api);
  } catch (error) {
    if (!(error instanceof ApiClientError && error.reason === 'unauthorized')) {
      logger.warn('current user unavailable', describeError(error));
    }
    return null;
  }
}

/** A server page's read (getServerQueryClient().fetchQuery): it never fails, a guest is null. */
export const getCurrentUserQueryOptions = (api: Api, hasToken: boolean) =>
  queryOptions({ queryKey: ['user', 'current', hasToken], queryFn: () => getCurrentUser(api, hasToken) });
