import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { describeError, logger } from '@/lib/logger';

/** Side content (notices, banners) never fails the page: an error is logged and shows nothing. */
export async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    unstable_rethrow(error);
    logger.warn(`${what} failed`, describeError(error));
    return [];
  }
}
