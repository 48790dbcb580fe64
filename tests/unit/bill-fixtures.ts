/**
 * Fixtures of the bill tests: hand-built bill inputs in one currency, and the real chain the page
 * and the API use (quotePackage's charge_detail and the detail's rental_price, read back from
 * decimals into minor units) for FX.
 */
import type { Amount, Bill, BillCurrency, BillLine } from '@/lib/api/contract/bill';
import type { LocalizedText, PackageQuote, Price } from '@/lib/api/contract/car';
import type { BillInput, CouponTerms, ExtraOfferInput, PackageLineInput } from '@/lib/bill/types';
import { priceExtra, type ExtraOffer } from '@/server/domain/pricing/extras';
import { toMinor, type CurrencyRate } from '@/lib/money';
import type { QuoteCurrencies } from '@/server/domain/pricing/minor-pair';

export const text = (en: string): LocalizedText => ({ en, th: en, zh: en, 'zh-hant': en });

/** The same minor units on both sides: a bill whose payment currency is the store's. */
export const same = (minor: number): Amount => ({ payment: minor, local: minor });

export function packageLine(
  code: string,
  unit: 'day' | 'rental',
  count: number,
  unitPrice: Amount,
  notInBill = false,
): PackageLineInput {
  return {
    code,
    name: text(code),
    unit,
    count,
    unitPrice,
    total: { payment: unitPrice.payment * count, local: unitPrice.local * count },
    notInBill,
  };
}

export function extraOffer(
  id: number,
  code: string,
  rentalPrice: Amount,
  maxQuantity = 3,
  unit: 'day' | 'rental' = 'day',
): ExtraOfferInput {
  return { id, code, name: text(code), unit, rentalPrice, maxQuantity };
}

export const USD_BILL: BillCurrency = { code: 'USD', minorUnits: 2 };

// A Los Angeles rental of 3 days in dollars: $45 a day, CDW $15 a day, airport fee $35.
export const BASE_RENT = packageLine('base_rent', 'day', 3, same(4500)); // 13500
export const INSURANCE = packageLine('insurance', 'day', 3, same(1500)); // 4500
export const AIRPORT_FEE = packageLine('airport_fee', 'rental', 1, same(3500)); // 3500
export const BASE_TOTAL = 21500;
export const YOUNG_DRIVER = packageLine('young_driver_fee', 'day', 3, same(2500)); // 7500
export const ONE_WAY = packageLine('one_way_fee', 'rental', 1, same(9900));
export const OUT_OF_HOURS = packageLine('out_of_hours_fee', 'rental', 2, same(5000), true); // 10000

// child seat $13 a day (3 days), wifi $12 a day, a CDW insurance unit $9 a day
export const CHILD_SEAT = extraOffer(11, 'child_seat', same(3900), 3);
export const WIFI = extraOffer(12, 'wifi', same(3600), 1);
export const CDW_UNIT = extraOffer(21, 'cdw_unit', same(2700), 1);

export function laxInput(overrides: Partial<BillInput> = {}): BillInput {
  return {
    payMode: 'full_prepaid',
    paymentVersion: 2,
    rentDays: 3,
    currencies: { payment: USD_BILL, local: USD_BILL },
    packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE],
    extras: [],
    coupon: null,
    freshmanRate: null,
    ...overrides,
  };
}

export function percentCoupon(percent: string, lessLimit: Amount = same(0)): CouponTerms {
  return { code: 'SAVE', name: text(`${percent} % off`), lessLimit, kind: 'percent', percent };
}

export function amountCoupon(discount: Amount, lessLimit: Amount = same(0)): CouponTerms {
  return { code: 'MINUS', name: text('amount off'), lessLimit, kind: 'amount', discount };
}

/** Every line of a bill, in the order the page shows the sections. */
export const allLines = (bill: Bill): BillLine[] => [
  ...bill.baseSetBill.lines,
  ...bill.otherLines,
  ...bill.extraServiceLines,
  ...bill.promotions,
];

export const sumOf = (lines: readonly BillLine[]): Amount => ({
  payment: lines.reduce((sum, line) => sum + line.total.payment, 0),
  local: lines.reduce((sum, line) => sum + line.total.local, 0),
});

/** mulberry32: a small seeded generator, so every run draws the same rentals. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { int, pick, chance: (p: number) => next() < p };
}

// ------------------------------------------------------------------ the real chain, with FX

/** Rates against the US dollar, as fx_rates stores them. */
export const RATES = {
  USD: { code: 'USD', minorUnits: 2, perUsd: '1' },
  CNY: { code: 'CNY', minorUnits: 2, perUsd: '7.1' },
  JPY: { code: 'JPY', minorUnits: 0, perUsd: '151.3' },
  KRW: { code: 'KRW', minorUnits: 0, perUsd: '1380' },
  THB: { code: 'THB', minorUnits: 2, perUsd: '35.5' },
  NZD: { code: 'NZD', minorUnits: 2, perUsd: '1.7' },
} satisfies Record<string, CurrencyRate>;

export const billCurrencies = ({ local, payment }: QuoteCurrencies): BillInput['currencies'] => ({
  local: { code: local.code, minorUnits: local.minorUnits },
  payment: { code: payment.code, minorUnits: payment.minorUnits },
});

/** A price of the API back in minor units, as the page and the API read it. */
export const amountOf = (price: Price, currencies: QuoteCurrencies): Amount => ({
  payment: toMinor(price.payment_amount, currencies.payment.minorUnits),
  local: toMinor(price.local_amount, currencies.local.minorUnits),
});

/** A package's charge_detail as the bill's package lines. */
export function packageLinesOf(quote: PackageQuote, currencies: QuoteCurrencies): PackageLineInput[] {
  return quote.charge_detail.map((line) => ({
    code: line.code,
    name: line.item_name,
    unit: line.unit,
    count: line.count,
    unitPrice: amountOf(line.unit_price, currencies),
    total: amountOf(line.total_amount, currencies),
    notInBill: line.not_in_bill,
  }));
}

/** An extra as the car detail offers it: one unit for the rental (its rental_price), in minor units. */
export function offerOf(
  id: number,
  offer: ExtraOffer,
  days: number,
  currencies: QuoteCurrencies,
  maxQuantity = 3,
): ExtraOfferInput {
  return {
    id,
    code: `extra_${id}`,
    name: text(`extra ${id}`),
    unit: offer.unit,
    rentalPrice: amountOf(priceExtra(offer, 1, days, currencies), currencies),
    maxQuantity,
  };
}
