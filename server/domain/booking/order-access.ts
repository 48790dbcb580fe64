import { randomBytes } from 'node:crypto';
import { and, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderGrants, orders, sessions } from '../../db/schema';
import type { Identity } from '../../http/context';
import { hashToken } from '../verification/secrets';

/** How long a guest's access to the orders they booked or found lasts (the Auth_guest cookie). */
export const GUEST_SESSION_MS = 30 * 24 * 60 * 60_000;

/**
 * Lets the caller read and act on an order: a user owns it by user_id; a guest gets a grant on
 * their guest session, and a caller with no session gets a new one, whose token (at least 128 bits,
 * only its SHA-256 stored) is answered for the Auth_guest cookie.
 */
export async function grantOrderAccess(
  db: Db,
  identity: Identity,
  guestId: string | undefined,
  orderId: string,
  now: Date,
): Promise<{ guestToken?: string }> {
  if (identity.kind === 'user') return {};
  if (identity.kind === 'guest') {
    await db.insert(orderGrants).values({ sessionId: identity.sessionId, orderId }).onConflictDoNothing();
    return {};
  }
  const token = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: 'guest',
      guestId: guestId ?? null,
      expiresAt: new Date(now.getTime() + GUEST_SESSION_MS),
    })
    .returning({ id: sessions.id });
  await db.insert(orderGrants).values({ sessionId: session!.id, orderId });
  return { guestToken: token };
}

/**
 * The order of this number if the caller may see it; an order they may not see reads as unknown.
 * A user sees their own orders, and one they found by a lookup (a grant on their session).
 */
export async function findOwnOrder(db: Db, identity: Identity, tradeNo: string) {
  if (identity.kind === 'anonymous') return undefined;
  const [order] =
    identity.kind === 'user'
      ? await db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.tradeNo, tradeNo),
              or(
                eq(orders.userId, identity.userId),
                exists(
                  db
                    .select({ one: orderGrants.orderId })
                    .from(orderGrants)
                    .where(
                      and(eq(orderGrants.orderId, orders.id), eq(orderGrants.sessionId, identity.sessionId)),
                    ),
                ),
              ),
            ),
          )
          .limit(1)
      : await db
          .select({ order: orders })
          .from(orders)
          .innerJoin(
            orderGrants,
            and(eq(orderGrants.orderId, orders.id), eq(orderGrants.sessionId, identity.sessionId)),
          )
          .where(eq(orders.tradeNo, tradeNo))
          .limit(1)
          .then((rows) => rows.map((row) => row.order));
  return order && !order.deletedAt ? order : undefined;
}
