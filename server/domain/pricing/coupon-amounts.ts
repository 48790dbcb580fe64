import type { Amount } from '@/lib/api/contract/bill';
import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import { convertMinor, fromMinor, toMinor, type CurrencyRate } from '@/lib/money';
import type { Db } from '../../db/client';
import type { CouponRow } from '../coupons/live-coupon';
import { loadCurrencyRates } from './currencies';
import type { QuoteCurrencies } from './minor-pair';

export type CouponAmounts = Pick<CouponTermsAnswer, 'discount' | 'less_limit' | 'less_limit_price'>;

/**
 * A coupon's amounts (its discount when it takes an amount off, and its lower limit) in the
 * rental's two currencies, each converted once from the coupon's own currency (the store's when it
 * names none). The lower limit is also kept in the coupon's currency, for the message that names it.
 */
export async function couponAmounts(
  db: Db,
  coupon: Pick<CouponRow, 'currency' | 'discountType' | 'discountValue' | 'lessLimit'>,
  currencies: QuoteCurrencies,
): Promise<CouponAmounts> {
  const couponCurrency = coupon.currency ?? currencies.local.code;
  const rate = await rateOf(db, couponCurrency, currencies);
  const inRental = (decimal: string): Amount => {
    const minor = toMinor(decimal, rate.minorUnits);
    return {
      local: convertMinor(minor, rate, currencies.local),
      payment: convertMinor(minor, rate, currencies.payment),
    };
  };
  return {
    discount: coupon.discountType === 'percent' ? null : inRental(coupon.discountValue),
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
