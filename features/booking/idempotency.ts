import { newIdempotencyKey } from '@/lib/site/api/idempotency-key';
import type { BookingAttempt } from '@/lib/site/store/fill-in-draft';

export { newIdempotencyKey };

/**
 * A short fingerprint of a request (cyrb53 over its JSON): whether a new attempt is the same
 * request as the last one. Not a security measure: the server compares the whole request with the
 * one its key was first used for, and refuses another (idempotency_conflict).
 */
export function requestFingerprint(body: unknown): string {
  const text = JSON.stringify(body);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The key for this request: the last attempt's when it is the same request (a retry after a lost
 * answer gets the first answer, never a second order), a new one when anything changed.
 */
export function attemptFor(body: unknown, last: BookingAttempt | null): BookingAttempt {
  const fingerprint = requestFingerprint(body);
  return last && last.fingerprint === fingerprint ? last : { key: newIdempotencyKey(), fingerprint };
}
