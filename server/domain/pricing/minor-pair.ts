import type { Price } from '@/lib/api/contract/car';
import { convertMinor, fromMinor, toMinor, type CurrencyRate, type Decimal } from '@/lib/money';

/** The two currencies of a quote: the store's (local) and the traveller's (payment). */
export type QuoteCurrencies = { local: CurrencyRate; payment: CurrencyRate };

/** An amount held in both currencies' minor units. */
export type MinorPair = { local: number; payment: number };

export const ZERO: MinorPair = { local: 0, payment: 0 };

/** A local amount with its payment-currency equivalent, converted once. */
export const inBoth = (localMinor: number, currencies: QuoteCurrencies): MinorPair => ({
  local: localMinor,
  payment: convertMinor(localMinor, currencies.local, currencies.payment),
});

/**
 * Sums pairs currency by currency, so a total in the payment currency is the sum of the lines the
 * traveller sees, not a separately rounded conversion that could differ by a cent.
 */
export const sumPairs = (pairs: readonly MinorPair[]): MinorPair =>
  pairs.reduce((sum, pair) => ({ local: sum.local + pair.local, payment: sum.payment + pair.payment }), ZERO);

/** The API's shape, rounded to each currency's decimals. */
export const toPrice = (pair: MinorPair, currencies: QuoteCurrencies): Price => ({
  payment_amount: fromMinor(pair.payment, currencies.payment.minorUnits),
  payment_currency: currencies.payment.code,
  local_amount: fromMinor(pair.local, currencies.local.minorUnits),
  local_currency: currencies.local.code,
});

/** A decimal amount of the store's currency (a deposit, an extra's unit price) as the API shows it. */
export const localPrice = (amount: Decimal, currencies: QuoteCurrencies): Price =>
  toPrice(inBoth(toMinor(amount, currencies.local.minorUnits), currencies), currencies);
