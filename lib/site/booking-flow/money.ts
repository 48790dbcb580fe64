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

/**
 * Whether `unit` × `count` is exactly `total` in both currencies. A daily price is derived from its
 * total (total ÷ days, rounded), and a line's converted unit price is rounded apart from its
 * converted total (one rounding per line), so in a converted currency the product can miss the total
 * by a few cents: such a unit price is shown as an approximation ('≈ ¥214.90'), never as exact.
 */
export function multipliesExactly(unit: Money, count: number, total: Money): boolean {
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return (
    same(addAmounts(unit.amount * count, 0), total.amount) &&
    same(addAmounts(unit.localAmount * count, 0), total.localAmount)
  );
}
