import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifiedPhones } from '../../db/schema';
import { hashToken } from '../../http/middleware';

/** How long a verified phone may be used for bookings without a new code. */
export const PHONE_PROOF_MS = 2 * 60 * 60_000;

/**
 * A proof that the caller holds this phone (they typed the code sent to it): a random token, of
 * which only the SHA-256 is kept. The booking call accepts the phone only with it.
 */
export async function issuePhoneProof(
  db: Db,
  phone: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + PHONE_PROOF_MS);
  await db.insert(verifiedPhones).values({ phone, proofHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Whether the token proves this phone (area code and number, digits only) at `now`. */
export async function verifyPhoneProof(db: Db, token: string, phone: string, now: Date): Promise<boolean> {
  const [proof] = await db
    .select({ id: verifiedPhones.id })
    .from(verifiedPhones)
    .where(
      and(
        eq(verifiedPhones.proofHash, hashToken(token)),
        eq(verifiedPhones.phone, phone),
        gt(verifiedPhones.expiresAt, now),
      ),
    )
    .limit(1);
  return proof !== undefined;
}
