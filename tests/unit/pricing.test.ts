import { ageNotAllowedMessage, driverAgeRefusal, isYoungDriver } from '@/lib/rent-info/driver-age-rules';
import { extraChargeMinor, priceExtra } from '@/server/domain/pricing/extras';
import { convertMinor, divideMinor, fromMinor, toMinor, type CurrencyRate } from '@/lib/money';
import { isAfterHours, type OpeningHours } from '@/lib/stores/after-hours';
import { quotePackage, type ChargeItem, type QuoteInput } from '@/server/domain/pricing/package-quote';
import {
  formatWallTime,
  instantToWallTime,
  parseWallTime,
  rentalDays,
  wallTimeToInstant,
} from '@/lib/time/wall-time';

// Rates as seeded (fx_rates.per_usd).
const USD: CurrencyRate = { code: 'USD', minorUnits: 2, perUsd: '1.00000000' };
const CNY: CurrencyRate = { code: 'CNY', minorUnits: 2, perUsd: '7.12000000' };
const THB: CurrencyRate = { code: 'THB', minorUnits: 2, perUsd: '32.80000000' };
const JPY: CurrencyRate = { code: 'JPY', minorUnits: 0, perUsd: '151.50000000' };

const wall = (text: string) => {
  const value = parseWallTime(text);
  if (value === undefined) throw new Error(`bad wall time in test: ${text}`);
  return value;
};
const instant = (text: string, zone: string) => wallTimeToInstant(wall(text), zone).toISOString();
const HOUR = 3_600_000;

describe('money in minor units', () => {
  it.each([
    ['45', 2, 4500],
    ['45.5', 2, 4550],
    ['0.125', 2, 13], // half up
    ['0.124', 2, 12],
    ['-0.125', 2, -13], // half away from zero
    ['151.5', 0, 152],
    ['1200', 2, 120000],
  ] as const)('toMinor(%j, %i) is %i', (amount, minorUnits, expected) => {
    expect(toMinor(amount, minorUnits)).toBe(expected);
  });

  it('reads numbers without floating-point drift', () => {
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor(19.99, 2)).toBe(1999);
    expect(toMinor(1.005, 2)).toBe(101);
  });

  it('refuses what is not an amount', () => {
    expect(() => toMinor('12,50', 2)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 2)).toThrow(RangeError);
  });

  it('shows minor units with the currency decimals', () => {
    expect(fromMinor(4550, 2)).toBe(45.5);
    expect(fromMinor(7167, 2)).toBe(71.67);
    expect(fromMinor(6818, 0)).toBe(6818);
  });

  it('converts through the US dollar and rounds once, half up', () => {
    expect(convertMinor(4500, USD, CNY)).toBe(32040); // 45 × 7.12
    expect(convertMinor(10000, CNY, USD)).toBe(1404); // 100 / 7.12 = 14.0449…
    expect(convertMinor(99000, THB, CNY)).toBe(21490); // 990 / 32.8 × 7.12 = 214.9024…
    expect(convertMinor(4500, USD, JPY)).toBe(6818); // 6817.5 → 6818, no decimals in yen
    expect(convertMinor(-4500, USD, JPY)).toBe(-6818);
    expect(convertMinor(12345, CNY, CNY)).toBe(12345);
  });

  it('refuses a zero rate', () => {
    expect(() => convertMinor(100, { ...USD, code: 'XXX', perUsd: '0' }, USD)).toThrow(RangeError);
  });

  it('divides a total into rounded parts', () => {
    expect(divideMinor(21500, 3)).toBe(7167);
    expect(divideMinor(1000, 4)).toBe(250);
  });
});

describe('store-local wall time', () => {
  it('parses YYYY-MM-DD HH:mm, with a T, and ignores seconds', () => {
    expect(formatWallTime(wall('2026-12-01 10:00'))).toBe('2026-12-01 10:00');
    expect(formatWallTime(wall('2026-12-01T10:00'))).toBe('2026-12-01 10:00');
    expect(formatWallTime(wall('2026-12-01 10:00:59'))).toBe('2026-12-01 10:00');
  });

  it.each([
    '2026-02-30 10:00',
    '2026-12-01 24:00',
    '2026-12-01 10:60',
    '2026-1-1 10:00',
    '2026-12-01',
    'soon',
    '',
  ])('refuses %j', (text) => expect(parseWallTime(text)).toBeUndefined());

  it('finds the instant of a wall time in each store zone', () => {
    expect(instant('2026-07-01 10:00', 'America/Los_Angeles')).toBe('2026-07-01T17:00:00.000Z'); // PDT
    expect(instant('2026-12-01 10:00', 'America/Los_Angeles')).toBe('2026-12-01T18:00:00.000Z'); // PST
    expect(instant('2026-12-01 10:00', 'Pacific/Honolulu')).toBe('2026-12-01T20:00:00.000Z');
    expect(instant('2026-12-01 10:00', 'Asia/Bangkok')).toBe('2026-12-01T03:00:00.000Z');
    expect(instant('2026-12-01 10:00', 'Pacific/Auckland')).toBe('2026-11-30T21:00:00.000Z'); // NZDT
    expect(instant('2026-07-01 10:00', 'Pacific/Auckland')).toBe('2026-06-30T22:00:00.000Z'); // NZST
  });

  it('moves a time skipped by spring-forward ahead by the gap (Los Angeles, March)', () => {
    // 2026-03-08: 02:00 PST becomes 03:00 PDT, so 02:30 does not exist; it is read as 03:30 PDT.
    expect(instant('2026-03-08 02:30', 'America/Los_Angeles')).toBe('2026-03-08T10:30:00.000Z');
    expect(instant('2026-03-08 03:30', 'America/Los_Angeles')).toBe('2026-03-08T10:30:00.000Z');
    expect(instant('2026-03-08 01:59', 'America/Los_Angeles')).toBe('2026-03-08T09:59:00.000Z');
  });

  it('takes the first of a time that happens twice at fall-back (Los Angeles, November)', () => {
    // 2026-11-01: 02:00 PDT becomes 01:00 PST; 01:30 happens at 08:30Z and again at 09:30Z.
    expect(instant('2026-11-01 01:30', 'America/Los_Angeles')).toBe('2026-11-01T08:30:00.000Z');
    expect(instant('2026-11-01 02:00', 'America/Los_Angeles')).toBe('2026-11-01T10:00:00.000Z');
  });

  it('does the same for Christchurch (September forward, April back)', () => {
    // 2026-09-27: 02:00 NZST becomes 03:00 NZDT; 02:30 is read as 03:30 NZDT.
    expect(instant('2026-09-27 02:30', 'Pacific/Auckland')).toBe('2026-09-26T14:30:00.000Z');
    // 2026-04-05: 03:00 NZDT becomes 02:00 NZST; 02:30 is taken on daylight time.
    expect(instant('2026-04-05 02:30', 'Pacific/Auckland')).toBe('2026-04-04T13:30:00.000Z');
  });

  it('reads the wall clock of an instant back', () => {
    const zone = 'America/Los_Angeles';
    const at = wallTimeToInstant(wall('2026-03-08 10:00'), zone);
    expect(formatWallTime(instantToWallTime(at, zone))).toBe('2026-03-08 10:00');
    expect(formatWallTime(instantToWallTime(new Date('2026-11-01T09:30:00Z'), zone))).toBe(
      '2026-11-01 01:30',
    );
  });
});

describe('rental days', () => {
  const realHours = (from: string, to: string, zone: string) =>
    (wallTimeToInstant(wall(to), zone).getTime() - wallTimeToInstant(wall(from), zone).getTime()) / HOUR;

  it.each([
    ['America/Los_Angeles', '2026-03-07 10:00', '2026-03-08 10:00', 23],
    ['America/Los_Angeles', '2026-10-31 10:00', '2026-11-01 10:00', 25],
    ['Pacific/Auckland', '2026-09-26 10:00', '2026-09-27 10:00', 23],
    ['Pacific/Auckland', '2026-04-04 10:00', '2026-04-05 10:00', 25],
  ])('10:00 → 10:00 across the DST night in %s is 1 day (%s, %i real hours)', (zone, from, to, hours) => {
    expect(realHours(from, to, zone)).toBe(hours);
    expect(rentalDays(wall(from), wall(to))).toBe(1);
  });

  it('counts a week across the DST change as 7 days', () => {
    expect(rentalDays(wall('2026-03-05 10:00'), wall('2026-03-12 10:00'))).toBe(7);
    expect(rentalDays(wall('2026-04-01 09:00'), wall('2026-04-08 09:00'))).toBe(7);
  });

  it('rounds a started day up and never counts less than one', () => {
    expect(rentalDays(wall('2026-12-01 10:00'), wall('2026-12-02 10:01'))).toBe(2);
    expect(rentalDays(wall('2026-12-01 10:00'), wall('2026-12-01 11:00'))).toBe(1);
    expect(rentalDays(wall('2026-12-01 10:00'), wall('2026-12-01 10:00'))).toBe(1);
  });
});

describe('opening hours', () => {
  const lax: OpeningHours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '06:00', close: '23:30' }));
  // Pattaya: shorter Sundays; no entry on a day means closed.
  const pattaya: OpeningHours = [
    { day: 0, open: '10:00', close: '17:00' },
    { day: 1, open: '09:00', close: '19:00' },
  ];

  it.each([
    ['2026-12-01 05:59', true],
    ['2026-12-01 06:00', false],
    ['2026-12-01 23:30', false],
    ['2026-12-01 23:31', true],
    ['2026-12-01 00:00', true],
  ])('at LAX01 %s is after hours: %s', (time, expected) => {
    expect(isAfterHours(wall(time), lax)).toBe(expected);
  });

  it("uses that weekday's hours, and a day without hours is closed", () => {
    expect(isAfterHours(wall('2026-12-06 09:30'), pattaya)).toBe(true); // Sunday
    expect(isAfterHours(wall('2026-12-07 09:30'), pattaya)).toBe(false); // Monday
    expect(isAfterHours(wall('2026-12-08 12:00'), pattaya)).toBe(true); // Tuesday: no entry
  });
});

describe('driver age rules', () => {
  const rules = { minDriverAge: 21, maxDriverAge: 75, youngDriverUnderAge: 25 };

  it('refuses ages outside the store range with the range', () => {
    expect(driverAgeRefusal(20, rules)).toEqual({ min: 21, max: 75 });
    expect(driverAgeRefusal(76, rules)).toEqual({ min: 21, max: 75 });
    expect(driverAgeRefusal(21, rules)).toBeNull();
    expect(driverAgeRefusal(75, rules)).toBeNull();
    expect(ageNotAllowedMessage({ min: 21, max: 75 })).toBe(
      'Sorry, you are not in compliance with the store rules, the store allows drivers ages 21-75',
    );
  });

  it('makes drivers under the young-driver age young', () => {
    expect(isYoungDriver(24, rules)).toBe(true);
    expect(isYoungDriver(25, rules)).toBe(false);
  });
});

describe('extra services', () => {
  const childSeat = { unit: 'day', unitPrice: '13', isCapped: true, cappedPrice: '91' } as const;
  const wifi = { unit: 'day', unitPrice: '12', isCapped: false, cappedPrice: null } as const;
  const tollPass = { unit: 'rental', unitPrice: '25', isCapped: false, cappedPrice: null } as const;

  it('multiplies day extras by the rental days', () => {
    expect(extraChargeMinor(childSeat, 1, 3, 2)).toBe(3900);
    expect(extraChargeMinor(wifi, 1, 10, 2)).toBe(12000);
  });

  it('charges the cap when the days would cost more, per unit', () => {
    expect(extraChargeMinor(childSeat, 1, 7, 2)).toBe(9100);
    expect(extraChargeMinor(childSeat, 1, 10, 2)).toBe(9100);
    expect(extraChargeMinor(childSeat, 2, 10, 2)).toBe(18200);
  });

  it('charges rental extras once, and nothing for quantity 0', () => {
    expect(extraChargeMinor(tollPass, 1, 10, 2)).toBe(2500);
    expect(extraChargeMinor(tollPass, 0, 10, 2)).toBe(0);
    expect(() => extraChargeMinor(tollPass, -1, 10, 2)).toThrow(RangeError);
  });

  it('prices in both currencies', () => {
    expect(priceExtra(childSeat, 1, 10, { local: USD, payment: CNY })).toEqual({
      payment_amount: 647.92,
      payment_currency: 'CNY',
      local_amount: 91,
      local_currency: 'USD',
    });
  });
});

describe('quotePackage', () => {
  const insurance: ChargeItem = {
    code: 'insurance',
    name: { en: 'CDW', th: 'CDW', zh: 'CDW', 'zh-hant': 'CDW' },
    unit: 'day',
    amount: '15',
    notInBill: false,
  };
  const airportFee: ChargeItem = { ...insurance, code: 'airport_fee', unit: 'rental', amount: '35' };
  const outOfHours: ChargeItem = {
    ...insurance,
    code: 'out_of_hours_fee',
    unit: 'rental',
    amount: '60',
    notInBill: true,
  };

  const base: QuoteInput = {
    days: 3,
    dailyRate: '45.00',
    payMode: 'full_prepaid',
    chargeItems: [insurance, airportFee],
    driverAge: 30,
    store: {
      minDriverAge: 21,
      maxDriverAge: 75,
      youngDriverUnderAge: 25,
      youngDriverFee: '25.00',
      afterHoursFee: '50.00',
    },
    oneWayFee: null,
    afterHours: { pickup: false, dropOff: false },
    currencies: { local: USD, payment: USD },
  };
  const lines = (input: QuoteInput) =>
    quotePackage(input).charge_detail.map((line) => [line.code, line.count, line.total_amount.local_amount]);

  it('is the base rent × days plus day items × days and rental items once', () => {
    const quote = quotePackage(base);
    expect(lines(base)).toEqual([
      ['base_rent', 3, 135],
      ['insurance', 3, 45],
      ['airport_fee', 1, 35],
    ]);
    expect(quote.charge_detail[0]).toMatchObject({
      unit: 'day',
      unit_price: { local_amount: 45, payment_amount: 45 },
      not_in_bill: false,
    });
    expect(quote.total_charge.local_amount).toBe(215);
    expect(quote.daily_amount.local_amount).toBe(71.67);
  });

  it('bills full_prepaid online and arrival at the counter', () => {
    const prepaid = quotePackage(base);
    expect(prepaid.online_charge.local_amount).toBe(215);
    expect(prepaid.offline_charge.local_amount).toBe(0);
    const arrival = quotePackage({ ...base, payMode: 'arrival' });
    expect(arrival.online_charge.local_amount).toBe(0);
    expect(arrival.offline_charge.local_amount).toBe(215);
    expect(arrival.total_charge.local_amount).toBe(215);
  });

  it('adds the young-driver fee per day below the young-driver age', () => {
    expect(lines({ ...base, driverAge: 21 })).toContainEqual(['young_driver_fee', 3, 75]);
    expect(lines({ ...base, driverAge: 25 }).map(([code]) => code)).not.toContain('young_driver_fee');
  });

  it('adds the one-way fee once when the car goes back elsewhere', () => {
    expect(lines({ ...base, oneWayFee: '150' })).toContainEqual(['one_way_fee', 1, 150]);
    expect(quotePackage({ ...base, oneWayFee: '150' }).total_charge.local_amount).toBe(365);
  });

  it('shows the out-of-hours fee only after hours, outside the total', () => {
    expect(lines({ ...base, chargeItems: [outOfHours] }).map(([code]) => code)).toEqual(['base_rent']);
    const quote = quotePackage({
      ...base,
      chargeItems: [outOfHours],
      afterHours: { pickup: true, dropOff: false },
    });
    expect(quote.charge_detail.at(-1)).toMatchObject({
      code: 'out_of_hours_fee',
      count: 1,
      not_in_bill: true,
    });
    expect(quote.charge_detail.at(-1)?.total_amount.local_amount).toBe(60);
    expect(quote.total_charge.local_amount).toBe(135);
  });

  it("charges the store's after-hours fee when the package has none, once per pick-up or return", () => {
    const both = quotePackage({ ...base, afterHours: { pickup: true, dropOff: true } });
    expect(both.charge_detail.at(-1)).toMatchObject({
      code: 'out_of_hours_fee',
      count: 2,
      not_in_bill: true,
    });
    expect(both.charge_detail.at(-1)?.total_amount.local_amount).toBe(100);
    const free = quotePackage({
      ...base,
      store: { ...base.store, afterHoursFee: '0' },
      afterHours: { pickup: true, dropOff: false },
    });
    expect(free.charge_detail.map((line) => line.code)).not.toContain('out_of_hours_fee');
  });

  it('keeps any item marked not in bill out of the totals', () => {
    const quote = quotePackage({ ...base, chargeItems: [{ ...airportFee, notInBill: true }] });
    expect(quote.charge_detail.at(-1)?.not_in_bill).toBe(true);
    expect(quote.total_charge.local_amount).toBe(135);
  });

  it('converts each line to the payment currency and totals the converted lines', () => {
    const quote = quotePackage({
      ...base,
      driverAge: 21,
      oneWayFee: '150',
      currencies: { local: USD, payment: CNY },
    });
    for (const line of quote.charge_detail) {
      expect(line.total_amount.payment_amount).toBeCloseTo(line.total_amount.local_amount * 7.12, 2);
      expect(line.total_amount.payment_currency).toBe('CNY');
      expect(line.total_amount.local_currency).toBe('USD');
    }
    const sum = quote.charge_detail.reduce(
      (total, line) => total + Math.round(line.total_amount.payment_amount * 100),
      0,
    );
    expect(Math.round(quote.total_charge.payment_amount * 100)).toBe(sum);
    expect(quote.total_charge).toEqual({
      payment_amount: 3132.8, // (135 + 45 + 35 + 75 + 150) × 7.12
      payment_currency: 'CNY',
      local_amount: 440,
      local_currency: 'USD',
    });
  });

  it('makes the payment total the sum of the rounded lines the traveller sees', () => {
    const quote = quotePackage({
      ...base,
      dailyRate: '990',
      chargeItems: [
        { ...insurance, amount: '250' },
        { ...airportFee, amount: '300' },
      ],
      currencies: { local: THB, payment: USD },
    });
    // 2970 / 32.8 = 90.549 → 90.55; 750 / 32.8 = 22.866 → 22.87; 300 / 32.8 = 9.146 → 9.15.
    expect(quote.charge_detail.map((line) => line.total_amount.payment_amount)).toEqual([90.55, 22.87, 9.15]);
    // 122.57, where converting the 4020 baht total at once would give 122.56.
    expect(quote.total_charge).toMatchObject({ payment_amount: 122.57, local_amount: 4020 });
  });

  it("rounds to the payment currency's decimals (yen has none)", () => {
    const quote = quotePackage({ ...base, currencies: { local: USD, payment: JPY } });
    expect(quote.charge_detail[0]?.total_amount.payment_amount).toBe(20453); // 135 × 151.5 = 20452.5
    expect(quote.total_charge.payment_amount).toBe(20453 + 6818 + 5303);
  });

  it('refuses a rental of no days and a driver outside the store range', () => {
    expect(() => quotePackage({ ...base, days: 0 })).toThrow(RangeError);
    expect(() => quotePackage({ ...base, driverAge: 18 })).toThrow(RangeError);
  });
});
