import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { ApiError } from '../errors';
import type { OrderRow } from '../booking/present-order';
import { verifyPhoneProof } from '../verification/phone-codes';
import { phoneKey } from '../verification/phone-key';
import { assertActionAllowed } from './guard';

/**
 * Binds a guest's order to the account of a mobile number the guest proved with a one-time code
 * (/verify/send_code and /verify/check_code, as the booking form proves its phone): the order gets
 * that account's user_id and shows in its list. The number must belong to an account already
 * (user_not_registered otherwise: the page asks to sign up with it first); nothing is kept for a
 * later sign-up, so an order is never attached to someone by a number they have not registered.
 */
export async function bindOrder(
  db: Db,
  order: OrderRow,
  request: { areaCode: string; phone: string; phoneToken: string },
  now: Date,
): Promise<void> {
  await assertActionAllowed(db, order, 'bind', now);
  if (!(await verifyPhoneProof(db, request.phoneToken, request.areaCode, request.phone, now))) {
    throw new ApiError('phone_not_verified');
  }
  const areaCode = request.areaCode.replace(/\D/g, '');
  const national = phoneKey(areaCode, request.phone).slice(areaCode.length);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneAreaCode, areaCode), eq(users.phone, national)))
    .limit(1);
  if (!user) throw new ApiError('user_not_registered');
  // Guarded: two binds at once (or one after another) leave the first account's.
  const [bound] = await db
    .update(orders)
    .set({ userId: user.id, updatedAt: now })
    .where(and(eq(orders.id, order.id), isNull(orders.userId)))
    .returning({ id: orders.id });
  if (!bound) throw new ApiError('order_action_not_allowed');
}
