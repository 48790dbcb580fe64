import { describe, expect, it } from 'vitest';
import { isTransientDbError, pgErrorCode } from '@/server/db/errors';

/** What node-postgres throws, wrapped as Drizzle wraps it (DrizzleQueryError with the cause). */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: select …'), { cause: Object.assign(new Error('db'), { code }) });

describe('database errors', () => {
  it('reads the SQLSTATE through the wrapper', () => {
    expect(pgErrorCode(wrapped('23505'))).toBe('23505');
    expect(pgErrorCode(new Error('no code'))).toBeUndefined();
    expect(pgErrorCode(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBeUndefined();
  });

  it('calls retryable only what the server undid or never started', () => {
    for (const code of ['40001', '40P01', '53300', '57P03'])
      expect(isTransientDbError(wrapped(code))).toBe(true);
    // A lost connection may have lost it after a commit; a constraint says something about the request.
    for (const code of ['08006', '08003', '23505', '23P01', '22001']) {
      expect(isTransientDbError(wrapped(code))).toBe(false);
    }
    expect(isTransientDbError(new Error('plain'))).toBe(false);
  });
});
