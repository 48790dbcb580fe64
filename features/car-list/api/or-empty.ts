import 'server-only';
import { unstable_rethrow } from 'next/navigation';

/** Side content (notices, banners) never fails the page: an error is logged and shows nothing. */
export async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    unstable_rethrow(error);
    console.error(JSON.stringify({ level: 'warn', message: `${what} failed`, error: String(error) }));
    return [];
  }
}
