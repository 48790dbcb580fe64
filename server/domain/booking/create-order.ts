import { rememberBookingPeople } from '../accounts/saved-people';
import { eq } from 'drizzle-orm';
import type { CreatedOrder, CreateOrderRequest } from '@/lib/api/contract/booking';
import { storedDecimal } from '@/lib/money';
import type { Db } from '../../db/client';
import { orders, packages } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { enqueueMessage } from '../../providers/messaging/outbound-queue';
import { spendWalletCoupon } from '../coupons/wallet';
import { holdFreeUnit } from '../holds';
import {
  claimKey,
  priorAnswer,
  requestHash,
  saveAnswer,
  type IdempotentCall,
  type StoredAnswer,
} from '../idempotency';
import { claimPreAuth } from './deposit';
import { confirmationEmail } from './confirmation/build-confirmation';
import { paymentWindowMs } from './expiry';
import { findOwnOrder, grantOrderAccess } from './order-access';
import { presentOrder, type OrderRow } from './present-order';
import { priceBooking, type PricedBooking } from './price-booking';
import { newTradeNo } from './trade-no';

/** Who books, and how the request reached us. */
export type BookingCaller = {
  /** the payment currency (the currency common param) */
  currency: string;
  identity: Identity;
  /** the user_id common param: the site's generated guest id when not logged in */
  guestId: string | undefined;
  idempotencyKey: string;
  /** the campaign of the visit (the utm cookie), kept with the order */
  utm: Record<string, string> | null;
  channel: string;
  now?: Date;
};

/** The answer to send, and a new guest token when the caller had no session (the Auth_guest cookie). */
export type BookingOutcome = StoredAnswer & { guestToken?: string };

/**
 * POST /order/create: books a car for the traveller alone, at the price they were shown, once.
 *
 * 1. The same Idempotency-Key again replays the first answer (another request with it: 422).
 * 2. One transaction claims the key first (a concurrent retry waits on it, then replays), then
 *    checks and prices the request against the database as it is now (priceBooking; a refusal
 *    undoes the claim and writes nothing), writes the order with its bill, drivers and contact,
 *    holds a fleet unit over [pick-up, drop-off) through the exclusion constraint (none left: sold
 *    out, and the whole transaction is undone), grants the caller access, queues the confirmation, and saves
 *    the answer with the key.
 */
export async function createOrder(
  db: Db,
  request: CreateOrderRequest,
  caller: BookingCaller,
): Promise<BookingOutcome> {
  const now = caller.now ?? new Date();
  const call: IdempotentCall = {
    scope: `order/create:${scopeOf(caller)}`,
    key: caller.idempotencyKey,
    requestHash: requestHash(request),
  };
  const earlier = await priorAnswer(db, call);
  if (earlier) return replay(db, earlier, caller, now);

  const result: { booked: BookingOutcome } | { committedMeanwhile: StoredAnswer } = await db.transaction(
    async (tx) => {
      // The key first, then the price: a retry waits here for the first request and replays its
      // answer, never a price of its own (once the first order exists, a first booking's discount
      // no longer applies and a retry priced afresh would be told the price changed).
      const committed = await claimKey(tx, call);
      if (committed) return { committedMeanwhile: committed };
      // A refusal (an ApiError, made an envelope by app.ts) undoes the claim with everything else,
      // so it is not kept with the key, as Stripe keeps only answers of requests that did
      // something: the same request again is checked afresh and may succeed once the reason is gone.
      const priced = await priceBooking(tx, request, {
        currency: caller.currency,
        identity: caller.identity,
        now,
      });
      const order = await insertOrder(tx, request, priced, caller, now);
      const hold = await holdFreeUnit(tx, request.sku_id, priced.search.interval, order.id);
      if (!hold) throw new ApiError('out_of_stock', { sku_id: request.sku_id });
      if (priced.deposit.preAuthId) await claimPreAuth(tx, priced.deposit.preAuthId, order.id);
      // priceBooking let a coupon through only for a logged-in user: it is used once, here.
      if (priced.coupon && caller.identity.kind === 'user') {
        await spendWalletCoupon(tx, caller.identity.userId, priced.coupon.code, order.id, now);
      }
      const access = await grantOrderAccess(tx, caller.identity, caller.guestId, order.id, now);
      if (caller.identity.kind === 'user') {
        await rememberBookingPeople(tx, caller.identity.userId, request.drivers, request.contact);
      }
      await enqueueMessage(tx, confirmationEmail(presentOrder(order, contextOf(priced), now), order.id));
      const answer: StoredAnswer = {
        status: 200,
        body: { code: 200, msg: 'success', data: createdOf(order) },
      };
      await saveAnswer(tx, call, answer);
      return { booked: { ...answer, guestToken: access.guestToken } };
    },
  );
  return 'booked' in result ? result.booked : replay(db, result.committedMeanwhile, caller, now);
}

/** Keys belong to one caller: a user, else the site's guest id (a key cannot reveal another's order). */
const scopeOf = (caller: BookingCaller) =>
  caller.identity.kind === 'user' ? `u:${caller.identity.userId}` : `g:${caller.guestId ?? '-'}`;

/**
 * The first answer again. A retry may come from a browser that never got the first answer (and so
 * no cookie): a caller in the key's scope is granted the order once more.
 */
async function replay(
  db: Db,
  answer: StoredAnswer,
  caller: BookingCaller,
  now: Date,
): Promise<BookingOutcome> {
  const data = answer.body.data as Partial<CreatedOrder> | null;
  if (answer.status !== 200 || !data?.trade_no) return answer;
  if (await findOwnOrder(db, caller.identity, data.trade_no)) return answer;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.tradeNo, data.trade_no))
    .limit(1);
  if (!order) return answer;
  const access = await grantOrderAccess(db, caller.identity, caller.guestId, order.id, now);
  return { ...answer, guestToken: access.guestToken };
}

async function insertOrder(
  tx: Db,
  request: CreateOrderRequest,
  priced: PricedBooking,
  caller: BookingCaller,
  now: Date,
): Promise<OrderRow> {
  const { detail, search, pkg, bill } = priced;
  // The package's change terms are copied as its cancellation terms are: later edits never change them.
  const [{ changePolicy } = { changePolicy: null }] = await tx
    .select({ changePolicy: packages.changePolicy })
    .from(packages)
    .where(eq(packages.id, pkg.package_id));
  const online = pkg.pay_mode === 'full_prepaid';
  const units = detail.payment_minor_units;
  const values = {
    userId: caller.identity.kind === 'user' ? caller.identity.userId : null,
    guestId: caller.guestId ?? null,
    // Paying online holds the car 30 minutes for the payment; paying at the counter books it now.
    status: online ? ('CREATE_ORDER' as const) : ('NORMAL' as const),
    paymentStatus: 'NOT_PAY' as const,
    payMethod: bill.payMethod,
    storeCode: detail.rent_info.pickup_location,
    dropStoreCode: detail.rent_info.drop_off_location,
    skuId: request.sku_id,
    packageId: pkg.package_id,
    packageCode: pkg.package_code_origin,
    pickupAt: search.interval.start,
    dropoffAt: search.interval.end,
    pickupWall: detail.rent_info.pickup_date_time,
    dropoffWall: detail.rent_info.drop_off_date_time,
    rentDays: detail.rent_days,
    driverAge: search.driverAge,
    drivers: request.drivers,
    contact: request.contact,
    extras: priced.extras,
    contactPhone: priced.phone,
    contactEmail: request.contact.email,
    flightNo: request.flight_no || null,
    couponCode: priced.coupon?.code ?? null,
    depositWay: priced.deposit.way,
    remark: request.remark || null,
    paymentCurrency: detail.payment_currency,
    localCurrency: detail.local_currency,
    bill,
    totalPayment: storedDecimal(bill.totalBillPrice.payment, units),
    totalLocal: storedDecimal(bill.totalBillPrice.local, detail.local_minor_units),
    onlineAmount: storedDecimal(bill.onlinePrice.payment, units),
    paymentVersion: bill.paymentVersion,
    cancellationPolicy: pkg.cancellation_policy,
    changePolicy,
    freshman: bill.promotions.some((line) => line.code === 'freshman'),
    deposit: detail.car.deposit,
    mileageLimit: pkg.mileage_limit,
    lang: request.lang,
    channel: caller.channel,
    utm: caller.utm,
    expiresAt: online ? new Date(now.getTime() + paymentWindowMs()) : null,
    createdAt: now,
    updatedAt: now,
  };
  // A clash of random numbers is astronomically rare; draw again rather than fail.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, tradeNo: newTradeNo() })
      .onConflictDoNothing({ target: orders.tradeNo })
      .returning();
    if (order) return order;
  }
  throw new Error('could not draw a free order number');
}

function contextOf(priced: PricedBooking) {
  const { detail, pkg } = priced;
  return {
    vehicle: detail.car.vehicle_info,
    pkg: {
      code: pkg.package_code_origin,
      planGroup: pkg.plan_group,
      payMode: pkg.pay_mode,
      name: pkg.name,
      services: pkg.services,
    },
    pickupStore: detail.pickup_store,
    dropOffStore: detail.drop_off_store,
  };
}

function createdOf(order: OrderRow): CreatedOrder {
  return {
    trade_no: order.tradeNo,
    status: order.status,
    payment_status: order.paymentStatus,
    pay_method: order.payMethod,
    expires_at: order.expiresAt?.toISOString() ?? null,
    total: order.bill.totalBillPrice,
    online: order.bill.onlinePrice,
  };
}
