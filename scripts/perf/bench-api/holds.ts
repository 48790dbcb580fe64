// While a search run lasts, LAX01's cars are held and freed, so remembered answers really go stale.
import type { Db } from '../../../server/db/client';
import { pick } from './searches';
import { BENCH } from './settings';

/**
 * Bookings while the searches run: BENCH_HOLDS_PER_SECOND times a second a car of LAX01 is held for
 * three days around the benched search's dates (so its answer changes), and released a second
 * later. Answers a function that stops them.
 */
export function holdAndRelease(db: Db, perSecond = BENCH.BENCH_HOLDS_PER_SECOND) {
  if (perSecond <= 0) return () => {};
  const tick = async () => {
    const [{ holdFreeUnit }, { bookings, skus }, { and, eq }] = await Promise.all([
      import('../../../server/domain/holds'),
      import('../../../server/db/schema'),
      import('drizzle-orm'),
    ]);
    const lax = await db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.storeCode, 'LAX01'), eq(skus.active, true)));
    const start = Date.now() + (5 + Math.random() * 5) * 86_400_000;
    const held = await holdFreeUnit(db, pick(lax).id, {
      start: new Date(start),
      end: new Date(start + 3 * 86_400_000),
    });
    if (!held) return;
    setTimeout(() => {
      void db
        .update(bookings)
        .set({ releasedAt: new Date() })
        .where(eq(bookings.id, held.bookingId))
        .catch(console.error);
    }, 1_000);
  };
  const timer = setInterval(() => void tick().catch(console.error), 1_000 / perSecond);
  return () => clearInterval(timer);
}
