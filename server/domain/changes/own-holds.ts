import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * Releases the order's live holds, all of them or all but the one just taken (keep): the car it
 * held becomes free for others. Inside a change's transaction, so nobody outside ever sees the
 * order with no car or with two.
 */
export async function releaseOwnHolds(tx: Db, orderId: string, now: Date, keep?: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ releasedAt: now })
    .where(
      and(
        eq(bookings.orderId, orderId),
        isNull(bookings.releasedAt),
        keep === undefined ? undefined : ne(bookings.id, keep),
      ),
    );
}

/** Thrown to roll a savepoint back; never escapes withOwnHoldsAside. */
class Undo extends Error {}

/**
 * Runs `read` as if the order held no car (its own unit counts as free for the new dates, so one
 * more day of the same car needs no second unit), in a savepoint that is then rolled back, so the
 * hold itself moves only when the new one has been taken (./confirm.ts). The rollback also lets
 * go of the store's inventory row the release locked: the change never holds it while it waits for
 * a rival booking's new hold, which would wait for it in turn (a deadlock).
 */
export async function withOwnHoldsAside<T>(
  tx: Db,
  orderId: string,
  now: Date,
  read: (aside: Db) => Promise<T>,
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await tx.transaction(async (aside) => {
      await releaseOwnHolds(aside, orderId, now);
      result = { value: await read(aside) };
      throw new Undo();
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
  }
  if (!result) throw new Error('the savepoint ended without a result');
  return result.value;
}
