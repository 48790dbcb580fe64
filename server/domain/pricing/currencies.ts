import { eq, inArray } from 'drizzle-orm';
import type { CurrencyRate } from '@/lib/money';
import type { Db } from '../../db/client';
import { currencies, fxRates } from '../../db/schema';
import { cachedReference } from '../search/reference-cache';
import type { QuoteCurrencies } from './minor-pair';

/** Amounts are shown in this currency when the requested one has no exchange rate. */
const FALLBACK_CURRENCY = 'USD';

/** Decimals and USD rates of the currencies that have a rate, by code. */
export async function loadCurrencyRates(db: Db, codes: string[]): Promise<Map<string, CurrencyRate>> {
  const rows = await db
    .select({ code: currencies.code, minorUnits: currencies.minorUnits, perUsd: fxRates.perUsd })
    .from(currencies)
    .innerJoin(fxRates, eq(fxRates.currency, currencies.code))
    .where(inArray(currencies.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row]));
}

// Rates are reference data: an operator's edit reaches every instance within REFERENCE_TTL_MS.
const ratesOf = cachedReference((db: Db, local: string, payment: string) =>
  loadCurrencyRates(db, [local, payment, FALLBACK_CURRENCY]),
);

/**
 * The store's currency and the traveller's (the requested one, or US dollars when it has no rate),
 * with their rates: what every amount of a rental is shown in.
 */
export async function rentalCurrencies(
  db: Db,
  localCode: string,
  requestedCurrency: string,
): Promise<QuoteCurrencies> {
  const rates = await ratesOf(db, localCode, requestedCurrency);
  const local = rates.get(localCode);
  const payment = rates.get(requestedCurrency) ?? rates.get(FALLBACK_CURRENCY);
  if (!local || !payment) throw new Error(`no exchange rate for ${localCode} or ${FALLBACK_CURRENCY}`);
  return { local, payment };
}
