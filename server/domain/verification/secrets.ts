import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { signingSecret } from '../signing-secret';

/** A 6-digit code, uniformly random (leading zeros allowed). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A proof token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export const newProofToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token (sessions, phone proofs): its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// The codes' key is derived from the database's signing secret, so a copy of the codes table
// alone does not let anyone try the million codes offline.
const codeKey = perDatabase(
  (db: Db) => async () =>
    createHmac('sha256', await signingSecret(db)())
      .update('one-time-codes')
      .digest(),
);

/** What is stored for a code: bound to its target and purpose, so a code answers for nothing else. */
export async function hashCode(db: Db, scope: string, code: string): Promise<string> {
  return createHmac('sha256', await codeKey(db)())
    .update(`${scope}\n${code}`)
    .digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
