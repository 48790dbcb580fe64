import type { Amount } from '@/lib/api/contract/bill';
import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import { convertMinor, fromMinor, toMinor, type CurrencyRate } from '@/lib/pricing/money';
import type { QuoteCurrencies } from '@/lib/pricing/price';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { loadCurrencyRates } from '../search/catalog';
import { liveCoupon } from './live-coupon';

/**
 * A coupon's terms for a rental at a store, in the rental's two currencies: known, switched on,
 * within its dates and valid in the store's country, else coupon_incorrect ('Your coupon is
 * incorrect, please try again'). Whether it applies to a price (its lower limit) is the bill's rule.
 */
export async function couponTermsFor(
  db: Db,
  code: string,
  store: { country: string },
  currencies: QuoteCurrencies,
  now: Date,
): Promise<CouponTermsAnswer> {
  const coupon = await liveCoupon(db, code, now);
  if (!coupon || (coupon.countries.length > 0 && !coupon.countries.includes(store.country))) {
    throw new ApiError('coupon_incorrect', { code });
  }
  const couponCurrency = coupon.currency ?? currencies.local.code;
  const rate = await rateOf(db, couponCurrency, currencies);
  const inRental = (decimal: string): Amount => {
    const minor = toMinor(decimal, rate.minorUnits);
    return {
      local: convertMinor(minor, rate, currencies.local),
      payment: convertMinor(minor, rate, currencies.payment),
    };
  };
  const percent = coupon.discountType === 'percent';
  return {
    code: coupon.code,
    name: coupon.description,
    kind: percent ? 'percent' : 'amount',
    percent: percent ? coupon.discountValue : null,
    discount: percent ? null : inRental(coupon.discountValue),
    less_limit: inRental(coupon.lessLimit),
    less_limit_price: {
      amount: fromMinor(toMinor(coupon.lessLimit, rate.minorUnits), rate.minorUnits),
      currency: couponCurrency,
    },
  };
}

async function rateOf(db: Db, code: string, currencies: QuoteCurrencies): Promise<CurrencyRate> {
  if (code === currencies.local.code) return currencies.local;
  if (code === currencies.payment.code) return currencies.payment;
  const rate = (await loadCurrencyRates(db, [code])).get(code);
  if (!rate) throw new Error(`coupon currency ${code} has no exchange rate`);
  return rate;
}
