import { and, eq, isNull, ne } from 'drizzle-orm';
import { isTradeNo } from '@/lib/orders/trade-no';
import type { Db } from '../../db/client';
import { orderGrants, orders, sessions } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { GUEST_SESSION_MS, grantOrderAccess } from '../booking/order-access';
import { limiters } from '../rate-limit/limiters';
import { matchesContact, type OrderContact } from './contact';
import { isApiError, limitFailures, type FailureKey } from '../rate-limit/failure-limit';

/** The limiter keys of a lookup: the client (when known) and the order number asked about. */
function lookupKeys(db: Db, tradeNo: string, client: string | undefined): FailureKey[] {
  const limits = limiters(db);
  return [
    ...(client ? [{ limiter: limits.lookupClient, key: `client:${client}` }] : []),
    { limiter: limits.lookupOrder, key: `order:${tradeNo.slice(0, 64)}` },
  ];
}

/**
 * A guest finds an order by its number and the phone or e-mail on it (spec: /query). Five failures
 * in 15 minutes from one client, or on one order number, lock further lookups (even right ones)
 * until the window ends, so guessing a contact or a number is slow; the count is taken before the
 * search (limitFailures), so parallel guesses cannot pass it together. Any failure answers
 * order_info_error and says nothing about which part was wrong. On success the caller's session
 * gets a grant on that order alone; a caller without one gets a new guest session (its token answered
 * for the Auth_guest cookie).
 */
export async function lookUpOrder(
  db: Db,
  request: { tradeNo: string; contact: OrderContact; identity: Identity; guestId?: string; client?: string },
  now: Date,
): Promise<{ tradeNo: string; guestToken?: string }> {
  const order = await limitFailures(
    lookupKeys(db, request.tradeNo, request.client),
    isApiError('order_info_error'),
    () => findByContact(db, request.tradeNo, request.contact),
  );
  const { identity } = request;
  if (identity.kind === 'anonymous') {
    const granted = await grantOrderAccess(db, identity, request.guestId, order.id, now);
    return { tradeNo: order.tradeNo, ...granted };
  }
  // A user or a guest session: the grant goes on the session they already have; a guest's is extended.
  await db.transaction(async (tx) => {
    await tx
      .insert(orderGrants)
      .values({ sessionId: identity.sessionId, orderId: order.id })
      .onConflictDoNothing();
    if (identity.kind === 'guest') {
      await tx
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + GUEST_SESSION_MS) })
        .where(eq(sessions.id, identity.sessionId));
    }
  });
  return { tradeNo: order.tradeNo };
}

/** One query whatever is wrong (an unknown number, another contact), so the answer's time says nothing. */
async function findByContact(db: Db, tradeNo: string, contact: OrderContact) {
  const [order] = await db
    .select({ id: orders.id, tradeNo: orders.tradeNo })
    .from(orders)
    .where(
      and(
        eq(orders.tradeNo, isTradeNo(tradeNo) ? tradeNo : '-'),
        matchesContact(contact),
        isNull(orders.deletedAt),
        ne(orders.status, 'TEST'),
      ),
    )
    .limit(1);
  if (!order) throw new ApiError('order_info_error');
  return order;
}
