import { and, eq } from 'drizzle-orm';
import type { PriceState, PriceTargetKind } from '@/lib/api/contract/ops-prices';
import { storedDecimal, toMinor } from '@/lib/money';
import type { Db } from '../../db/client';
import { pricePeriods } from '../../db/schema';
import { ApiError, paramsErrorAt } from '../errors';
import { recordAction, type OperatorContext } from '../operators/record';
import { lockedPriceRow, priceStore, writeBase, type PriceStore } from './store-prices';

/**
 * The back office's price edits (prices.manage). Each runs in one transaction with its
 * operator_actions row (who, when, before, after, reason), so a refused edit writes nothing; every
 * write moves the store's catalogue version (triggers, migrations 0010 and 0012), so the next
 * search prices with it and a booking holding an older quote is refused with price_changed.
 * What a period means for a rental is the pricing owner's rule (pricing/price-periods.ts).
 */

/** Why an edit is refused, as the field's params error says it (the page words it). */
export const PRICE_PROBLEMS = {
  decimals: 'too_many_decimals',
  past: 'past_date',
  order: 'ends_before_start',
  withdrawn: 'already_withdrawn',
} as const;

export type PriceAmountInput = {
  store: string;
  target: PriceTargetKind;
  targetId: number;
  amount: string;
  reason: string;
};
export type PricePeriodInput = PriceAmountInput & { startsOn: string; endsOn: string };

/** The amount in the store's currency as stored ('45.00'), or a params error with more decimals. */
function storeAmount(store: PriceStore, amount: string): string {
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > store.minorUnits)
    throw paramsErrorAt('amount', PRICE_PROBLEMS.decimals);
  return storedDecimal(toMinor(amount, store.minorUnits), store.minorUnits);
}

const actionTarget = (store: string, target: PriceTargetKind, targetId: number) => ({
  store,
  target,
  target_id: targetId,
});

/** Changes a base price: the row itself (skus.daily_rate, the charge item's amount, the extra's unit price). */
export async function setBasePrice(db: Db, context: OperatorContext, input: PriceAmountInput) {
  const store = await priceStore(db, input.store, context.now);
  const amount = storeAmount(store, input.amount);
  await db.transaction(async (tx) => {
    const row = await lockedPriceRow(tx, store.code, input.target, input.targetId);
    await writeBase(tx, row, amount);
    const before: PriceState = {
      amount: storedDecimal(toMinor(row.base, store.minorUnits), store.minorUnits),
    };
    const after: PriceState = { amount };
    await recordAction(
      tx,
      context,
      'prices.set_base',
      {},
      { ...actionTarget(store.code, input.target, input.targetId), code: row.code },
      { before, after, reason: input.reason },
    );
  });
  return 'set_base';
}

/** Adds a period: from today on the store's clock at the earliest, ends on or after its start. */
export async function addPricePeriod(db: Db, context: OperatorContext, input: PricePeriodInput) {
  const store = await priceStore(db, input.store, context.now);
  const amount = storeAmount(store, input.amount);
  if (input.startsOn < store.today) throw paramsErrorAt('starts_on', PRICE_PROBLEMS.past);
  if (input.endsOn < input.startsOn) throw paramsErrorAt('ends_on', PRICE_PROBLEMS.order);
  await db.transaction(async (tx) => {
    const row = await lockedPriceRow(tx, store.code, input.target, input.targetId);
    const [period] = await tx
      .insert(pricePeriods)
      .values({
        storeCode: store.code,
        target: input.target,
        targetId: input.targetId,
        amount,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        note: input.reason,
        createdBy: context.staffId ?? null,
        createdAt: context.now,
      })
      .returning({ id: pricePeriods.id });
    const after: PriceState = {
      period_id: period!.id,
      amount,
      starts_on: input.startsOn,
      ends_on: input.endsOn,
    };
    await recordAction(
      tx,
      context,
      'prices.add_period',
      {},
      { ...actionTarget(store.code, input.target, input.targetId), code: row.code, period_id: period!.id },
      { before: null, after, reason: input.reason },
    );
  });
  return 'add_period';
}

/** Withdraws a live period of the store: the base price (or an older period) applies again. */
export async function withdrawPricePeriod(
  db: Db,
  context: OperatorContext,
  input: { store: string; periodId: number; reason: string },
) {
  const store = await priceStore(db, input.store, context.now);
  await db.transaction(async (tx) => {
    const [period] = await tx
      .select()
      .from(pricePeriods)
      .where(and(eq(pricePeriods.id, input.periodId), eq(pricePeriods.storeCode, store.code)))
      .for('update');
    if (!period) throw new ApiError('not_found');
    if (period.withdrawnAt !== null) throw paramsErrorAt('period_id', PRICE_PROBLEMS.withdrawn);
    await tx
      .update(pricePeriods)
      .set({ withdrawnAt: context.now, withdrawnBy: context.staffId ?? null })
      .where(eq(pricePeriods.id, period.id));
    const state = (withdrawn: boolean): PriceState => ({
      period_id: period.id,
      amount: period.amount,
      starts_on: period.startsOn,
      ends_on: period.endsOn,
      withdrawn,
    });
    await recordAction(
      tx,
      context,
      'prices.withdraw_period',
      {},
      { ...actionTarget(store.code, period.target, period.targetId), period_id: period.id },
      { before: state(false), after: state(true), reason: input.reason },
    );
  });
  return 'withdraw_period';
}
