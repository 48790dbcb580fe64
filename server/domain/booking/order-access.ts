import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderGrants, orders, sessions } from '../../db/schema';
import type { Identity } from '../identity';
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
  // The session and its grant in one statement (one round trip of the booking's transaction); the
  // grant's foreign key is checked at the statement's end, when the session row is there.
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + GUEST_SESSION_MS).toISOString();
  await db.execute(sql`
    with ${sql.identifier('session')} as (
      insert into ${sessions} (${sql.identifier(sessions.id.name)}, ${sql.identifier(sessions.tokenHash.name)},
        ${sql.identifier(sessions.kind.name)}, ${sql.identifier(sessions.guestId.name)},
        ${sql.identifier(sessions.expiresAt.name)})
      values (${sessionId}, ${hashToken(token)}, 'guest', ${guestId ?? null}, ${expiresAt}::timestamptz)
    )
    insert into ${orderGrants} (${sql.identifier(orderGrants.sessionId.name)}, ${sql.identifier(orderGrants.orderId.name)})
    values (${sessionId}, ${orderId})`);
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
