import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema';
import { hashCode } from '../verification/secrets';

/**
 * Ten one-time recovery codes per enrolment, for a member of staff without their phone. Each is ten
 * characters (about 50 bits) from an alphabet without look-alikes (no 0/o, 1/l/i), shown as
 * xxxx-xxxx-xx; typed with or without the hyphens, in either case. Only a keyed hash is stored.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const LENGTH = 10;

const newRecoveryCode = () => {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
};

/** The code as it is hashed: lower case, without hyphens or spaces; null when it cannot be one. */
export function normaliseRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return plain.length === LENGTH && [...plain].every((ch) => ALPHABET.includes(ch)) ? plain : null;
}

const scopeOf = (staffId: string) => `staff-recovery:${staffId}`;

/**
 * Ten new codes and their hashes. The hashes are made before the transaction that stores them: the
 * key is read through the database handle, which a transaction on the embedded database would block.
 */
export async function newRecoveryCodes(db: Db, staffId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(
    codes.map((code) => hashCode(db, scopeOf(staffId), normaliseRecoveryCode(code)!)),
  );
  return { codes, hashes };
}

/** Replaces a member's recovery codes with the new ones' hashes (none: the member has no codes). */
export async function storeRecoveryCodes(tx: Db, staffId: string, hashes: readonly string[], now: Date) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length === 0) return;
  await tx
    .insert(staffRecoveryCodes)
    .values(hashes.map((codeHash) => ({ staffId, codeHash, createdAt: now })));
}

/** What a typed recovery code is looked up by, or null when it cannot be one. */
export async function recoveryCodeHash(db: Db, staffId: string, code: string): Promise<string | null> {
  const plain = normaliseRecoveryCode(code);
  return plain ? hashCode(db, scopeOf(staffId), plain) : null;
}

/**
 * Uses one recovery code: true when it was one of the member's and unused. The guarded UPDATE marks
 * it used, so of two uses at once only one finds it unused.
 */
export async function useRecoveryCode(tx: Db, staffId: string, codeHash: string, now: Date) {
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}
