import type { Price } from '../api/contract/car';

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
