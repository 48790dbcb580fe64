import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { PayRequest } from '@/lib/api/contract/payment';
import { cardBrandOf } from '@/lib/payment/card-brand';
import { describeError, logger } from '@/lib/logger';
import type { Db } from '../../db/client';
import { isTransientDbError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { orders, payments } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { GatewayNetworkError, type ChargeOutcome, type PaymentGateway } from '../../providers/payment/types';
import { findOwnOrder } from '../booking/order-access';
import {
  claimKey,
  keyOwnerOf,
  requestHash,
  saveAnswer,
  type IdempotentCall,
  type StoredAnswer,
} from '../idempotency';
import { recordOutcome, type PaymentRow } from './outcome';
import { payableNow } from './payable';
import { presentPaymentState } from './present';
import { answerOfKey } from './wait';

export type PayCaller = { identity: Identity; idempotencyKey: string; now?: () => Date };

/** How long a request waits for another attempt on the same order (the gateway's answer) to finish. */
const WAIT_FOR_OTHER_ATTEMPT_MS = 30_000;

/** Another attempt of the order is with the gateway right now: wait for it, then look again. */
class AttemptInFlight extends Error {}

/**
 * POST /payment/pay: charges the order's stored online total (never an amount from the browser) to
 * a card, once; for a paid booking whose dearer change waits, that change's difference (its
 * success applies the change: ./outcome.ts).
 *
 * - The same Idempotency-Key again answers the first answer; while the first is still with the
 *   gateway, the retry waits for it (a double click, a retry after a timeout).
 * - Another key on the same order (a second tab) waits while an attempt is with the gateway, then
 *   sees the order paid (refused) or tries its own card: one live attempt per order, which the
 *   database enforces (payments_one_live_per_order).
 * - An expired, cancelled, paid or pay-at-the-counter order is refused; refusals write nothing.
 * - The card goes to the gateway and nowhere else: the attempt keeps its brand and last four, the
 *   key's request hash is taken over those, never over the number or the CVV.
 */
export async function payOrder(
  db: Db,
  gateway: PaymentGateway,
  request: PayRequest,
  caller: PayCaller,
): Promise<StoredAnswer> {
  const clock = caller.now ?? (() => new Date());
  const order = await findOwnOrder(db, caller.identity, request.trade_no);
  if (!order) throw new ApiError('not_found');
  const brand = cardBrandOf(request.card_number);
  if (!brand) throw new ApiError('params_error');
  const last4 = request.card_number.slice(-4);
  const call: IdempotentCall = {
    scope: `payment/pay:${keyOwnerOf(caller.identity)}`,
    key: caller.idempotencyKey,
    requestHash: requestHash({
      trade_no: request.trade_no,
      brand,
      last4,
      expiry: request.expiry,
      holder: request.holder_name,
    }),
  };
  const earlier = await answerOfKey(db, call);
  if (earlier) return earlier;

  const started = await startAttempt(db, call, order.id, { brand, last4 }, clock);
  if ('answer' in started) return started.answer;
  const { attempt } = started;

  const outcome = await chargeCard(gateway, attempt, request, brand, clock());
  if (!outcome) {
    // Nobody knows yet whether the acquirer took the money: the attempt stays 'processing' and
    // holds the order until the reconcile job asks the acquirer, then answers this key. The
    // traveller sees 'processing' on the result page, which reads it again until it settles.
    const [current] = await db.select().from(orders).where(eq(orders.id, attempt.orderId));
    return {
      status: 200,
      body: { code: 200, msg: 'success', data: await presentPaymentState(db, current!, attempt, clock()) },
    };
  }
  return db.transaction(async (tx) => {
    const now = clock();
    const recorded = (await recordOutcome(tx, attempt, 'processing', outcome, now)) ?? attempt;
    const [current] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId));
    const answer: StoredAnswer = {
      status: 200,
      body: { code: 200, msg: 'success', data: await presentPaymentState(tx, current!, recorded, now) },
    };
    await saveAnswer(tx, call, answer);
    return answer;
  });
}

/**
 * Claims the key and opens the attempt in one transaction, the order's row locked: it checks the
 * order may be charged and that no other attempt is live. Answers the key's answer instead when
 * another request with it committed first.
 */
async function startAttempt(
  db: Db,
  call: IdempotentCall,
  orderId: string,
  card: { brand: string; last4: string },
  clock: () => Date,
): Promise<{ attempt: PaymentRow } | { answer: StoredAnswer }> {
  const deadline = clock().getTime() + WAIT_FOR_OTHER_ATTEMPT_MS;
  for (;;) {
    try {
      return await db.transaction(async (tx) => {
        const committed = await claimKey(tx, call);
        if (committed) return { answer: committed };
        const now = clock();
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        const payable = await payableNow(tx, order!, now);
        const [live] = await tx
          .select({ status: payments.status })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['processing', 'pending'])));
        if (live?.status === 'pending') throw new ApiError('payment_pending');
        if (live) throw new AttemptInFlight();
        const [attempt] = await tx
          .insert(payments)
          .values({
            orderId,
            changeId: payable.changeId,
            amount: payable.amount,
            currency: order!.paymentCurrency,
            status: 'processing',
            cardBrand: card.brand,
            cardLast4: card.last4,
            idempotencyScope: call.scope,
            idempotencyKey: call.key,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return { attempt: attempt! };
      });
    } catch (error) {
      if (error instanceof ApiError && error.name === 'request_in_progress') {
        // The same key claimed by a request that is with the gateway now: its answer is ours.
        const answer = await answerOfKey(db, call);
        if (answer) return { answer };
        continue;
      }
      // Waiting for our turn: a poll that lost to the database (a deadlock victim, no free
      // connection on a crowded server) wrote nothing and is simply tried again, like a busy one.
      const transient = isTransientDbError(error);
      const busy =
        transient || error instanceof AttemptInFlight || pgErrorCode(error) === PG_UNIQUE_VIOLATION;
      if (!busy) throw error;
      if (transient) logger.warn('payment attempt poll retried', describeError(error));
      if (clock().getTime() > deadline) throw new ApiError('payment_pending');
      await sleep(50 + Math.random() * 100);
    }
  }
}

/**
 * The gateway's answer. An acquirer that could not be reached charged nothing: 'network', and the
 * traveller may try again. An answer that does not come in time, or a failure we cannot read, is
 * null: the money may or may not have been taken, which only the acquirer can tell (reconcile.ts).
 */
async function chargeCard(
  gateway: PaymentGateway,
  attempt: PaymentRow,
  request: PayRequest,
  brand: NonNullable<ReturnType<typeof cardBrandOf>>,
  now: Date,
): Promise<ChargeOutcome | null> {
  const [month, year] = request.expiry.split('/').map((part) => Number(part.trim()));
  try {
    return await withinGatewayTimeout(
      gateway.charge(
        {
          reference: attempt.id,
          amountMinor: Math.round(Number(attempt.amount) * 10 ** minorUnitsOf(attempt.amount)),
          currency: attempt.currency,
          brand,
          card: {
            number: request.card_number,
            expiryMonth: month!,
            expiryYear: year! < 100 ? 2000 + year! : year!,
            cvv: request.cvv,
            holder: request.holder_name,
          },
        },
        now,
      ),
    );
  } catch (error) {
    // Never the request: it holds the card. The error's own text names no card data.
    if (error instanceof GatewayNetworkError) {
      logger.warn('payment gateway unreachable', {
        paymentId: attempt.id,
        gateway: gateway.name,
        error: error.message,
      });
      return { status: 'declined', gatewayRef: null, code: 'network' };
    }
    logger.warn('payment gateway answer unknown: left to the reconcile job', {
      paymentId: attempt.id,
      gateway: gateway.name,
      ...describeError(error),
    });
    return null;
  }
}

/**
 * How long a charge may take. Well under the reconcile job's STUCK_AFTER_MS, so the job never asks
 * the acquirer about an attempt whose own request is still waiting for an answer.
 */
export const GATEWAY_TIMEOUT_MS = 20_000;

class GatewayTimeout extends Error {
  constructor() {
    super(`the payment gateway did not answer within ${GATEWAY_TIMEOUT_MS} ms`);
    this.name = 'GatewayTimeout';
  }
}

async function withinGatewayTimeout<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayTimeout()), GATEWAY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const minorUnitsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;
