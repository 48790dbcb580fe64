import { ApiClientError } from '@/lib/site/api/errors';

/** Unknown articles (404) and malformed references (-1) are both "no such page" to a reader. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiClientError && (error.code === 404 || error.code === -1)) return null;
    throw error;
  }
}
