import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { signingSecret } from '../signing-secret';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from the database's signing secret, so a
 * copy of the staff table alone (a leaked backup, a read-only injection) does not hand out anyone's
 * second factor. Stored as 'v1.' + base64url(iv, tag, ciphertext). A value without the prefix is a
 * plain base32 secret (written straight into the table, as test fixtures do) and reads as itself.
 */
const PREFIX = 'v1.';

const totpKey = perDatabase(
  (db: Db) => async () =>
    createHmac('sha256', await signingSecret(db)())
      .update('staff-totp-secrets')
      .digest(),
);

export async function sealTotpSecret(db: Db, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await totpKey(db)(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The base32 secret, or null when there is none or it cannot be opened (another key). */
export async function openTotpSecret(db: Db, stored: string | null): Promise<string | null> {
  if (!stored) return null;
  if (!stored.startsWith(PREFIX)) return stored;
  try {
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', await totpKey(db)(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
