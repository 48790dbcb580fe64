import type { Price } from '../../api/contract/car';

/**
 * An amount in the traveller's payment currency, with the pick-up store's own currency beside it:
 * the site's shape of the API's Price (the store charges the local amount; the payment amount is
 * what the traveller pays).
 */
export type Money = {
  amount: number;
  currency: string;
  localAmount: number;
  localCurrency: string;
};

export const toMoney = (price: Price): Money => ({
  amount: price.payment_amount,
  currency: price.payment_currency,
  localAmount: price.local_amount,
  localCurrency: price.local_currency,
});

/** Amounts the API rounded to their currency's decimals, added without a float tail (0.1 + 0.2). */
const addAmounts = (a: number, b: number) => Math.round((a + b) * 1e6) / 1e6;

/** Two amounts of the same two currencies, added currency by currency. */
export const addMoney = (a: Money, b: Money): Money => ({
  ...a,
  amount: addAmounts(a.amount, b.amount),
  localAmount: addAmounts(a.localAmount, b.localAmount),
});

/** Which figures of a unit price are averages: true where unit × count misses the total. */
export type Approximation = { amount: boolean; localAmount: boolean };

export const EXACT: Approximation = { amount: false, localAmount: false };

/**
 * Which of `unit`'s two figures, × `count`, miss `total` (each currency on its own). A daily price
 * is derived from its total (total ÷ days, rounded to the currency's minor units), and a line's
 * converted unit price is rounded apart from its converted total (one rounding per line), so a
 * product can miss its total by a few minor units: that figure is an average, shown as '≈ ¥214.90',
 * never as exact. The other figure may still be exact (฿6,930 ÷ 7 = ฿990.00 while its dollars
 * are not): it carries no '≈'.
 */
export function approximateFigures(unit: Money, count: number, total: Money): Approximation {
  const misses = (a: number, b: number) => Math.abs(addAmounts(a * count, 0) - b) >= 1e-6;
  return {
    amount: misses(unit.amount, total.amount),
    localAmount: misses(unit.localAmount, total.localAmount),
  };
}

/** Whether `unit` × `count` is exactly `total` in both currencies (approximateFigures). */
export function multipliesExactly(unit: Money, count: number, total: Money): boolean {
  const { amount, localAmount } = approximateFigures(unit, count, total);
  return !amount && !localAmount;
}
