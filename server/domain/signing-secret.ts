import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { settings } from '../db/schema';

const KEY = 'signing_secret';

/**
 * The key that signs what the API hands out and reads back (search tokens), and from which the keys
 * of one-time codes, staff recovery codes and the staff's TOTP secrets are derived. Made once per
 * database and kept in settings, so every instance of a fleet uses the same key without configuring
 * one. Rotating it (deleting the row) makes outstanding searches search again, outstanding codes
 * fail, and every member of staff set up again (an admin re-issues their set-up links).
 */
export const signingSecret = perDatabase((db: Db) => {
  let secret: Promise<Buffer> | undefined;
  return (): Promise<Buffer> =>
    (secret ??= (async () => {
      await db
        .insert(settings)
        .values({ key: KEY, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      const [row] = await db.select().from(settings).where(eq(settings.key, KEY)).limit(1);
      if (typeof row?.value !== 'string') throw new Error('the signing secret could not be read');
      return Buffer.from(row.value, 'base64');
    })().catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
});
