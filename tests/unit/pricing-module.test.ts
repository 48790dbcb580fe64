import type { CurrencyRate } from '@/lib/money';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/domain/errors';
import { billForRental } from '@/server/domain/pricing/booking-bill';
import { carDeposit, carPackageQuotes } from '@/server/domain/pricing/car-prices';
import { couponAmounts } from '@/server/domain/pricing/coupon-amounts';
import { pricedExtras } from '@/server/domain/pricing/extras';
import { localPrice } from '@/server/domain/pricing/minor-pair';
import type { RentalPricing } from '@/server/domain/pricing/rental-pricing';
import type { StoreSku } from '@/server/domain/search/availability';
import type { StoreExtra, StorePackage } from '@/server/domain/search/catalog';
import type { ResolvedSearch } from '@/server/domain/search/resolve';
import { CAPTURED, DETAIL, packageOf } from './booking-fixture';

// Rates as seeded (fx_rates.per_usd).
const USD: CurrencyRate = { code: 'USD', minorUnits: 2, perUsd: '1.00000000' };
const CNY: CurrencyRate = { code: 'CNY', minorUnits: 2, perUsd: '7.12000000' };
const USD_CNY = { local: USD, payment: CNY };

// Only what pricing reads of these rows; the rest of each row is the database's business.
const sku = { deposit: '200.00', dailyRate: '45.00' } as StoreSku['sku'];
const storePackage = (code: string, payMode: 'full_prepaid' | 'arrival') =>
  ({ code, payMode, chargeItems: [] }) as unknown as StorePackage;
const search = {
  days: 3,
  driverAge: 30,
  afterHours: { pickup: false, dropOff: false },
  pickupStore: {
    fees: {
      minDriverAge: 21,
      maxDriverAge: 75,
      youngDriverUnderAge: 25,
      youngDriverFee: '25.00',
      afterHoursFee: '0',
    },
  },
} as ResolvedSearch;
const pricing = (packages: StorePackage[]): RentalPricing => ({
  search,
  packages,
  oneWayFee: null,
  currencies: USD_CNY,
  extras: [],
});

describe('amounts of the store in both currencies', () => {
  it('converts a local decimal once and shows each currency at its decimals', () => {
    expect(localPrice('45.5', USD_CNY)).toEqual({
      payment_amount: 323.96,
      payment_currency: 'CNY',
      local_amount: 45.5,
      local_currency: 'USD',
    });
  });

  it("is how a car's deposit is shown", () => {
    expect(carDeposit(sku, pricing([]))).toEqual(localPrice('200.00', USD_CNY));
  });
});

describe('carPackageQuotes', () => {
  it("quotes every package of the store for the car's daily rate, in the store's order", () => {
    const prepaid = storePackage('PREPAID', 'full_prepaid');
    const counter = storePackage('COUNTER', 'arrival');
    const quotes = carPackageQuotes(sku, pricing([prepaid, counter]));
    expect(quotes.map(({ pkg }) => pkg)).toEqual([prepaid, counter]);
    expect(quotes.map(({ quote }) => quote.total_charge.local_amount)).toEqual([135, 135]);
    expect(quotes[0]!.quote.online_charge.local_amount).toBe(135);
    expect(quotes[1]!.quote.offline_charge.local_amount).toBe(135);
  });
});

describe('pricedExtras', () => {
  const extra = (overrides: Partial<StoreExtra>) =>
    ({
      id: 11,
      code: 'child_seat',
      kind: 'extra',
      unit: 'day',
      unitPrice: '13.00',
      isCapped: true,
      cappedPrice: '91.00',
      maxQuantity: 3,
      ...overrides,
    }) as StoreExtra;

  it('shows the unit price, the cap and what one costs for the rental', () => {
    const [seat] = pricedExtras([extra({})], 10, USD_CNY);
    expect(seat).toMatchObject({
      id: 11,
      unit_name: 'Day',
      unit_price: localPrice('13.00', USD_CNY),
      capped_price: localPrice('91.00', USD_CNY),
      rental_price: localPrice('91.00', USD_CNY), // 10 days × 13 is capped at 91
      max_quantity: 3,
    });
  });

  it('has no cap for an uncapped extra, and charges a rental extra once', () => {
    const [gps] = pricedExtras([extra({ unit: 'rental', isCapped: false, cappedPrice: null })], 10, USD_CNY);
    expect(gps).toMatchObject({ unit_name: 'Rental', capped_price: null });
    expect(gps!.rental_price).toEqual(localPrice('13.00', USD_CNY));
  });
});

describe('billForRental', () => {
  const choices = {
    extras: [...CAPTURED.extraService, ...CAPTURED.insuranceUnits],
    coupon: CAPTURED.coupon,
    freshman: CAPTURED.freshman,
  };

  it('is the bill the API booked for the captured car detail and choices', () => {
    expect(billForRental(DETAIL, packageOf(DETAIL), choices)).toEqual(CAPTURED.bill);
  });

  it.each([
    ['an extra the car does not offer', [{ id: 999, quantity: 1 }]],
    ['more of an extra than the store lends', [{ id: 21, quantity: 9 }]],
  ])('answers a params error on extra_service for %s', (_, extras) => {
    let thrown: unknown;
    try {
      billForRental(DETAIL, packageOf(DETAIL), { ...choices, extras });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ name: 'params_error', detail: { fields: [{ path: 'extra_service' }] } });
  });
});

describe('couponAmounts', () => {
  // A coupon in one of the rental's currencies reads no rate from the database.
  const noDatabase = {} as Db;

  it("converts an amount coupon's discount and lower limit from its currency into both", async () => {
    const amounts = await couponAmounts(
      noDatabase,
      { currency: 'USD', discountType: 'amount', discountValue: '10', lessLimit: '100' },
      USD_CNY,
    );
    expect(amounts).toEqual({
      discount: { local: 1000, payment: 7120 },
      less_limit: { local: 10000, payment: 71200 },
      less_limit_price: { amount: 100, currency: 'USD' },
    });
  });

  it("has no discount amount for a percent coupon, and reads a coupon without a currency in the store's", async () => {
    const amounts = await couponAmounts(
      noDatabase,
      { currency: null, discountType: 'percent', discountValue: '10', lessLimit: '50.5' },
      USD_CNY,
    );
    expect(amounts).toEqual({
      discount: null,
      less_limit: { local: 5050, payment: 35956 },
      less_limit_price: { amount: 50.5, currency: 'USD' },
    });
  });
});
