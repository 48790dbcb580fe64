import { and, eq, isNull } from 'drizzle-orm';
import { DEPOSIT_WAYS, type DepositWay } from '@/lib/api/contract/booking-form';
import type { CreateOrderRequest } from '@/lib/api/contract/booking';
import { PRE_AUTH_PASSING_SCORE } from '@/lib/api/contract/pre-auth';
import { preAuthAllowed } from '@/lib/booking-rules/pre-auth';
import type { Db } from '../../db/client';
import { preAuthorisations } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { loadPreAuthSignConfig } from '../pre-auth';

/** How the deposit is secured, and the passed pre-authorisation that replaces it (zhima credit). */
export type BookingDeposit = { way: DepositWay; preAuthId: string | null };

type DepositRequest = Pick<CreateOrderRequest, 'deposit' | 'pre_auth_payment_no' | 'sku_id' | 'package_code'>;

/**
 * Spec §4-§6: zhima credit replaces the card deposit only for a logged-in traveller, where the
 * pre-authorisation config allows it at the pick-up store (or the traveller is whitelisted), and
 * only once their own pre-authorisation of this car and package has passed (a score above 650) and
 * backs no other booking. Anything less is 1106 pre_auth_required: the form sends the traveller
 * through the provider again rather than booking without a deposit.
 */
export async function bookingDeposit(
  db: Db,
  request: DepositRequest,
  pickupStore: string,
  identity: Identity,
): Promise<BookingDeposit> {
  const way = DEPOSIT_WAYS[request.deposit];
  if (way === 'credit_card') return { way, preAuthId: null };
  if (identity.kind !== 'user') throw new ApiError('unauthorized', { field: 'deposit' });
  const config = await loadPreAuthSignConfig(db, identity.userId);
  if (!preAuthAllowed(config, pickupStore)) {
    throw new ApiError('params_error', {
      fields: [{ path: 'deposit', message: 'zhima credit is not available at this store' }],
    });
  }
  if (!request.pre_auth_payment_no) throw new ApiError('pre_auth_required', { field: 'deposit' });
  const [preAuth] = await db
    .select()
    .from(preAuthorisations)
    .where(
      and(
        eq(preAuthorisations.preAuthPaymentNo, request.pre_auth_payment_no),
        eq(preAuthorisations.userId, identity.userId),
      ),
    )
    .limit(1);
  const passed =
    preAuth &&
    preAuth.status === 'success' &&
    (preAuth.score ?? 0) > PRE_AUTH_PASSING_SCORE &&
    preAuth.skuId === request.sku_id &&
    preAuth.packageCode === request.package_code &&
    preAuth.orderId === null;
  if (!passed) throw new ApiError('pre_auth_required', { field: 'deposit' });
  return { way, preAuthId: preAuth.id };
}

/**
 * Ties the pre-authorisation to the order inside the booking's transaction. Two bookings racing
 * with one pre-authorisation: the second finds it taken and its whole transaction is undone.
 */
export async function claimPreAuth(tx: Db, preAuthId: string, orderId: string): Promise<void> {
  const [claimed] = await tx
    .update(preAuthorisations)
    .set({ orderId, updatedAt: new Date() })
    .where(and(eq(preAuthorisations.id, preAuthId), isNull(preAuthorisations.orderId)))
    .returning({ id: preAuthorisations.id });
  if (!claimed) throw new ApiError('pre_auth_required', { field: 'deposit' });
}
