import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The key of the command line's door (POST /ops/cli/run): on the embedded database the production
 * server makes one at start (server/process/ops-key.ts writes it to a file beside the data, which
 * only who may read the data can read) and `npm run ops` sends it back.
 *
 * Two copies of this module run in one process: the one the production server loads (which makes
 * the key) and the one Next bundles into the API (which checks it). They share the key on
 * globalThis under a registered symbol, as server/lifecycle.ts shares its state.
 */
const KEY = Symbol.for('rentcar.opsCliKey');
const holder = globalThis as typeof globalThis & { [KEY]?: Buffer | null };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** 256 random bits, URL-safe. */
export const newOpsCliKey = (): string => randomBytes(32).toString('base64url');

/** From now on the door opens to `key`; null closes it (no key matches). */
export function holdOpsCliKey(key: string | null): void {
  holder[KEY] = key === null ? null : digest(key);
}

/** Whether `given` is the held key, compared in constant time; always false while none is held. */
export function opsCliKeyMatches(given: string | undefined): boolean {
  const held = holder[KEY];
  if (!held || !given) return false;
  return timingSafeEqual(digest(given), held);
}

/** A loopback address, as the Node guard reports the client (one plain address). */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/.test(address ?? '');
