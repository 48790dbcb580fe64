import { and, eq, isNull, ne } from 'drizzle-orm';
import { isTradeNo } from '@/lib/orders/trade-no';
import type { Db } from '../../db/client';
import { orderGrants, orders, sessions } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { GUEST_SESSION_MS, grantOrderAccess } from '../booking/order-access';
import { acceptCaptcha } from '../captcha/captcha';
import { limiters } from '../rate-limit/limiters';
import { matchesContact, type OrderContact } from './contact';
import { isApiError, limitFailures, type FailureKey } from '../rate-limit/failure-limit';

/**
 * The limiter keys of a lookup: the client (when known), hard, and the order number asked about,
 * which anyone may name: past its limit it asks for the captcha instead of refusing (issue 35).
 */
function lookupKeys(db: Db, tradeNo: string, client: string | undefined): FailureKey[] {
  const limits = limiters(db);
  return [
    ...(client ? [{ limiter: limits.lookupClient, key: `client:${client}` }] : []),
    { limiter: limits.lookupOrder, key: `order:${tradeNo.slice(0, 64)}`, past: 'captcha' as const },
  ];
}

/**
 * A guest finds an order by its number and the phone or e-mail on it (spec: /query). Five failures
 * in 15 minutes from one client lock that client's lookups (even right ones) until the window ends;
 * five on one order number, from anywhere, make every further lookup of it carry a solved captcha
 * (captcha_required otherwise, before the search), so a stranger cannot lock the owner out and a
 * guesser pays a proof of work per try. The count is taken before the search (limitFailures), so
 * parallel guesses cannot pass it together. Any failure answers
 * order_info_error and says nothing about which part was wrong. On success the caller's session
 * gets a grant on that order alone; a caller without one gets a new guest session (its token answered
 * for the Auth_guest cookie).
 */
export async function lookUpOrder(
  db: Db,
  request: {
    tradeNo: string;
    contact: OrderContact;
    identity: Identity;
    guestId?: string;
    client?: string;
    /** the solved captcha, needed once the order number has had its failures */
    captcha?: string;
  },
  now: Date,
): Promise<{ tradeNo: string; guestToken?: string }> {
  const order = await limitFailures(
    lookupKeys(db, request.tradeNo, request.client),
    isApiError('order_info_error'),
    () => findByContact(db, request.tradeNo, request.contact),
    { captcha: () => acceptCaptcha(db, request.captcha, now) },
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
