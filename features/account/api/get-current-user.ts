import 'server-only';
import { serverApi } from '@/lib/api/server';
import { ApiClientError } from '@/lib/api/errors';
import { userSchema, type User } from '@/lib/api/contract/account';
import { describeError, logger } from '@/lib/logger';

/**
 * The logged-in user of this request (the Auth cookie), or null for a guest. A failure of the API
 * shows the page as to a guest rather than failing it.
 */
export async function getCurrentUser(hasToken: boolean): Promise<User | null> {
  if (!hasToken) return null;
  try {
    return await serverApi.get('/user/info', userSchema);
  } catch (error) {
    if (!(error instanceof ApiClientError && error.reason === 'unauthorized')) {
      logger.warn('current user unavailable', describeError(error));
    }
    return null;
  }
}
