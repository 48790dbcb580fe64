/** PostgreSQL error codes the domain reacts to (same on PGlite). */
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A failure that says nothing about the request and left nothing written: a deadlock or
 * serialization victim (rolled back by the server), or no connection to be had (53300 too many
 * connections, 57P03 starting up). A loop that polls for its turn may simply try again. A connection
 * lost mid-statement (class 08) is not one: a commit may have gone through before it broke.
 */
const TRANSIENT_CODES = new Set(['40001', '40P01', '53300', '57P03']);

export const isTransientDbError = (error: unknown): boolean => TRANSIENT_CODES.has(pgErrorCode(error) ?? '');

/**
 * Runs a transaction again when the database chose it as a deadlock or serialization victim (it
 * was rolled back whole, so running it again is safe): two transactions that each wait for the
 * other's row (a change holding the store's inventory row while it waits on a rival booking's new
 * hold, the rival the other way round) are resolved by the database aborting one of them.
 */
export async function retryTransient<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransientDbError(error)) throw error;
    }
  }
}
