import { and, eq, inArray } from 'drizzle-orm';
import type { Amount } from '@/lib/api/contract/bill';
import type { ConfirmChangeRequest, OrderChanged } from '@/lib/api/contract/order-change';
import { needsMorePayment } from '@/lib/bill/change-money';
import { storedDecimal } from '@/lib/money';
import type { Db } from '../../db/client';
import { retryTransient } from '../../db/errors';
import { orderChanges, orders, payments, type ChangeSnapshot } from '../../db/schema';
import type { PaymentGateway } from '../../providers/payment/types';
import type { OrderRow } from '../booking/present-order';
import { checkSearchToken } from '../booking/search-token';
import { ApiError } from '../errors';
import { holdFreeUnit } from '../holds';
import {
  claimKey,
  priorAnswer,
  requestHash,
  saveAnswer,
  type IdempotentCall,
  type StoredAnswer,
} from '../idempotency';
import { searchClaimsOf } from '../search/detail';
import { phoneKey } from '../verification/phone-key';
import { signingSecret } from '../signing-secret';
import { assertChangeAllowed } from './change-guard';
import { queueChangedEmail } from './changed-email';
import { holdBeside, payByFrom, pendingSetOf, replaceAwaitingChanges } from './awaiting-payment';
import { paidSoFar } from './paid-so-far';
import { priceChange, type PricedChange } from './price-change';
import { releaseOwnHolds } from './own-holds';
import { quoteOf } from './quote';
import { sendChangeRefund } from './send-refund';

/**
 * POST /order/change/confirm: makes the change quoted, once (issue 32; DESIGN.md §11).
 *
 * 1. The key first: the same Idempotency-Key replays the first answer; a concurrent request with it
 *    waits on the claim and replays (never a price of its own).
 * 2. Then, in the same transaction: the order's row is locked (a second change of the order waits,
 *    then is judged on the order as the first left it), the rules are asked again, the order's own
 *    hold is set aside and the change priced from the catalogue as it is now. The quote's search
 *    token must sign exactly the new search, and its total be the one shown (else 1005
 *    price_changed). The new car is held through the exclusion constraint (none free: out_of_stock,
 *    and the whole transaction, the old hold's release included, is undone; a deadlock with a rival
 *    booking, which the database resolves by aborting one, is run again), the order takes its new
 *    rental and bill and keeps its number, and a change record keeps the before and after. A paid
 *    booking's dearer change instead waits for its difference (./awaiting-payment.ts): the new car
 *    is held beside the old and the order is left as it is until the difference is paid. A change
 *    still waiting is replaced by the new one (its car released).
 * 3. After the commit, a lower prepaid total is sent back through the gateway, keyed by the change's
 *    id (a replay of the key sends what is still unsent; the gateway refunds a key once).
 */
export async function confirmChange(
  db: Db,
  gateway: PaymentGateway,
  order: OrderRow,
  request: ConfirmChangeRequest,
  idempotencyKey: string,
  now: Date,
): Promise<StoredAnswer> {
  const call: IdempotentCall = {
    scope: `order/change:${order.id}`,
    key: idempotencyKey,
    requestHash: requestHash(request),
  };
  const earlier = await priorAnswer(db, call);
  if (earlier) return afterReplay(db, gateway, earlier, now);

  const result: { made: StoredAnswer } | { replayed: StoredAnswer } = await retryTransient(() =>
    db.transaction(async (tx) => {
      const committed = await claimKey(tx, call);
      if (committed) return { replayed: committed };
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (!locked || locked.deletedAt) throw new ApiError('not_found');
      await assertChangeAllowed(tx, locked, now);
      await assertNoPaymentInFlight(tx, locked.id);
      await replaceAwaitingChanges(tx, locked.id, now);
      const priced = await priceChange(tx, locked, request, now);
      if (priced.repriced) await checkToken(tx, priced, request, locked.paymentCurrency, now);
      if (priced.bill.totalBillPrice.payment !== request.expected_total) {
        throw new ApiError('price_changed', {
          total: priced.bill.totalBillPrice,
          currency: locked.paymentCurrency,
        });
      }
      const paid = await paidSoFar(tx, locked);
      const quote = quoteOf(locked, priced, paid, now);
      if (priced.repriced && needsMorePayment(quote.money)) {
        const answer = await awaitPayment(tx, locked, priced, quote.money.to_pay_online, now);
        await saveAnswer(tx, call, answer);
        return { made: answer };
      }
      if (priced.repriced) await moveHold(tx, locked.id, priced, now);
      const updated = await applyChange(tx, locked, priced, now);
      const [change] = await tx
        .insert(orderChanges)
        .values({
          orderId: locked.id,
          sequence: updated.changeCount,
          changed: priced.changed,
          before: snapshotOf(locked),
          after: snapshotOf(updated),
          oldBill: locked.bill,
          newBill: updated.bill,
          refundMinor: quote.money.to_refund.payment,
          refundLocalMinor: quote.money.to_refund.local,
          createdAt: now,
        })
        .returning();
      await queueChangedEmail(tx, updated, now);
      const answer: StoredAnswer = {
        status: 200,
        body: {
          code: 200,
          msg: 'success',
          data: {
            trade_no: updated.tradeNo,
            change_id: change!.id,
            status: 'applied',
            sequence: updated.changeCount,
            total: updated.bill.totalBillPrice,
            refunded: quote.money.to_refund,
            to_pay_online: { payment: 0, local: 0 },
            pay_by: null,
          } satisfies OrderChanged,
        },
      };
      await saveAnswer(tx, call, answer);
      return { made: answer };
    }),
  );
  return afterReplay(db, gateway, 'made' in result ? result.made : result.replayed, now);
}

/** A refund the change owes is sent (again by the same key, harmlessly, on a replay). */
async function afterReplay(db: Db, gateway: PaymentGateway, answer: StoredAnswer, now: Date) {
  const changeId = (answer.body.data as Partial<OrderChanged> | null)?.change_id;
  if (answer.status === 200 && changeId) await sendChangeRefund(db, gateway, changeId, now);
  return answer;
}

/**
 * The new hold first, then the old one released (DESIGN.md §11): the exclusion constraint decides
 * whether the new car and dates are free (none: out_of_stock, and the transaction is undone). When
 * the only free unit is the order's own (one more day of the last car), it is released first and
 * taken again over the new dates.
 */
async function moveHold(
  tx: Db,
  orderId: string,
  priced: Extract<PricedChange, { repriced: true }>,
  now: Date,
) {
  let hold = await holdFreeUnit(tx, priced.skuId, priced.search.interval, orderId);
  if (!hold) {
    await releaseOwnHolds(tx, orderId, now);
    hold = await holdFreeUnit(tx, priced.skuId, priced.search.interval, orderId);
    if (!hold) throw new ApiError('out_of_stock', { sku_id: priced.skuId });
  }
  await releaseOwnHolds(tx, orderId, now, hold.bookingId);
}

async function checkToken(
  tx: Db,
  priced: Extract<PricedChange, { repriced: true }>,
  request: ConfirmChangeRequest,
  currency: string,
  now: Date,
) {
  if (!request.search_token) throw new ApiError('info_error', { field: 'search_token' });
  const claims = searchClaimsOf(priced.search, priced.skuId, currency);
  const token = checkSearchToken(request.search_token, claims, await signingSecret(tx)(), now);
  if (token === 'expired') throw new ApiError('search_expired');
  if (token === 'invalid') throw new ApiError('info_error', { field: 'search_token' });
}

/**
 * A payment at the gateway was asked for the old total: the order waits for its outcome before its
 * total may change (as a cancellation does).
 */
async function assertNoPaymentInFlight(tx: Db, orderId: string) {
  const [inFlight] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['processing', 'pending'])))
    .limit(1);
  if (inFlight) throw new ApiError('payment_pending');
}

/**
 * A paid booking's dearer change waits for its difference (./awaiting-payment.ts): the new car held
 * beside the old, the order untouched, the change recorded with what it will write and what is
 * due by when. The traveller pays it on the payment page; unpaid, it lapses.
 */
async function awaitPayment(
  tx: Db,
  order: OrderRow,
  priced: Extract<PricedChange, { repriced: true }>,
  due: Amount,
  now: Date,
): Promise<StoredAnswer> {
  const { holdId, restoreHold } = await holdBeside(tx, order, priced, now);
  const set = changedColumns(order, priced);
  const payBy = payByFrom(now);
  const [change] = await tx
    .insert(orderChanges)
    .values({
      orderId: order.id,
      sequence: null,
      status: 'awaiting_payment',
      changed: priced.changed,
      before: snapshotOf(order),
      after: snapshotOf({ ...order, ...set }),
      oldBill: order.bill,
      newBill: priced.bill,
      payBy,
      dueMinor: due.payment,
      dueLocalMinor: due.local,
      holdId,
      restoreHold,
      pending: pendingSetOf(set),
      createdAt: now,
    })
    .returning();
  return {
    status: 200,
    body: {
      code: 200,
      msg: 'success',
      data: {
        trade_no: order.tradeNo,
        change_id: change!.id,
        status: 'awaiting_payment',
        sequence: order.changeCount,
        total: priced.bill.totalBillPrice,
        refunded: { payment: 0, local: 0 },
        to_pay_online: due,
        pay_by: payBy.toISOString(),
      } satisfies OrderChanged,
    },
  };
}

async function applyChange(tx: Db, order: OrderRow, priced: PricedChange, now: Date): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({
      ...changedColumns(order, priced),
      changeCount: order.changeCount + 1,
      changedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

/** The order's columns the change writes (its count and instants aside). */
function changedColumns(order: OrderRow, priced: PricedChange): Partial<OrderRow> {
  const { bill } = priced;
  const rental = priced.repriced
    ? {
        skuId: priced.skuId,
        packageId: priced.pkg.package_id,
        packageCode: priced.packageCode,
        dropStoreCode: priced.detail.rent_info.drop_off_location,
        pickupAt: priced.search.interval.start,
        dropoffAt: priced.search.interval.end,
        pickupWall: priced.detail.rent_info.pickup_date_time,
        dropoffWall: priced.detail.rent_info.drop_off_date_time,
        rentDays: priced.detail.rent_days,
        extras: priced.extras,
        drivers: priced.drivers,
        bill,
        totalPayment: storedDecimal(bill.totalBillPrice.payment, bill.currencies.payment.minorUnits),
        totalLocal: storedDecimal(bill.totalBillPrice.local, bill.currencies.local.minorUnits),
        onlineAmount: storedDecimal(bill.onlinePrice.payment, bill.currencies.payment.minorUnits),
        mileageLimit: priced.pkg.mileage_limit,
        deposit: priced.detail.car.deposit,
      }
    : {};
  return {
    ...rental,
    flightNo: priced.flightNo,
    contact: {
      ...order.contact,
      name: priced.contactName,
      email: priced.contactEmail,
      contact_area_code: priced.contactAreaCode,
      contact_phone: priced.contactPhone,
    },
    contactEmail: priced.contactEmail,
    contactPhone: phoneKey(priced.contactAreaCode, priced.contactPhone),
  };
}

const snapshotOf = (order: OrderRow): ChangeSnapshot => ({
  skuId: order.skuId,
  packageId: order.packageId,
  packageCode: order.packageCode,
  dropStoreCode: order.dropStoreCode,
  pickupWall: order.pickupWall,
  dropoffWall: order.dropoffWall,
  pickupAt: order.pickupAt.toISOString(),
  dropoffAt: order.dropoffAt.toISOString(),
  rentDays: order.rentDays,
  extras: order.extras,
  drivers: order.drivers,
  flightNo: order.flightNo,
  contactName: order.contact.name,
  contactEmail: order.contactEmail,
  contactPhone: order.contactPhone,
  total: order.bill.totalBillPrice,
});
