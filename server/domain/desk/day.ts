import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OpsDeskDay } from '@/lib/api/contract/ops-desk';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { dateOnClock, deskStoreOf, deskStores, type DeskStore } from './desk-stores';
import { loadRentals, presentRental } from './rentals';

/** The orders a desk lists: bookings that will happen (an unpaid online one is not yet a booking). */
const LISTED = inArray(orders.status, ['NORMAL', 'CONFIRMED']);

const presentStore = (store: DeskStore) => ({
  code: store.code,
  name: store.name,
  zone: store.zone,
  city: store.city,
});

/**
 * A store's day at the counter, on the store's own clock: the pick-ups at the store that day and
 * the returns to it (a one-way rental returns to the store it goes back to). Wall times are kept
 * on each store's clock ('YYYY-MM-DD HH:mm'), so the day is their date: a booking for 00:30 in
 * Bangkok is on that Bangkok date whatever the UTC date.
 */
export async function deskDay(
  db: Db,
  scope: readonly string[] | null,
  input: { store: string; date?: string | undefined },
  now: Date,
): Promise<OpsDeskDay> {
  const reached = await deskStores(db, scope);
  const store = deskStoreOf(reached, input.store);
  const today = dateOnClock(now, store.zone);
  const date = input.date ?? today;
  const [pickups, returns] = await Promise.all([
    loadRentals(
      db,
      and(LISTED, eq(orders.storeCode, store.code), sql`left(${orders.pickupWall}, 10) = ${date}`),
    ),
    loadRentals(
      db,
      and(LISTED, eq(orders.dropStoreCode, store.code), sql`left(${orders.dropoffWall}, 10) = ${date}`),
    ),
  ]);
  return {
    store: presentStore(store),
    stores: reached.map(presentStore),
    date,
    today,
    pickups: pickups.map((row) => presentRental(row, now)),
    returns: returns
      .sort((a, b) => a.order.dropoffAt.getTime() - b.order.dropoffAt.getTime())
      .map((row) => presentRental(row, now)),
  };
}
