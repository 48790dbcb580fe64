import {
  amountOn,
  dayAmountsMinor,
  dayLine,
  groupPeriods,
  rentalAmountMinor,
  rentalDates,
  type RentalCalendar,
} from '@/server/domain/pricing/price-periods';
import { quotePackage, type QuoteInput } from '@/server/domain/pricing/package-quote';
import { extraChargeMinor } from '@/server/domain/pricing/extras';

const USD = { code: 'USD', minorUnits: 2, perUsd: '1' };
const rows = [
  {
    id: 1,
    target: 'sku_rate' as const,
    targetId: 7,
    amount: '80.00',
    startsOn: '2027-04-10',
    endsOn: '2027-04-20',
  },
  // newer, overlapping the first on the 15th and 16th
  {
    id: 2,
    target: 'sku_rate' as const,
    targetId: 7,
    amount: '95.50',
    startsOn: '2027-04-15',
    endsOn: '2027-04-16',
  },
  {
    id: 3,
    target: 'extra' as const,
    targetId: 4,
    amount: '12.00',
    startsOn: '2027-04-09',
    endsOn: '2027-04-09',
  },
];
const periods = groupPeriods(rows);
const calendar = (pickup: string, days: number): RentalCalendar => ({
  dates: rentalDates(pickup, days),
  periods,
});
const sku = { base: '50', target: 'sku_rate' as const, targetId: 7 };

describe('the per-day price rule', () => {
  it('gives each rental day its store-local date, across a month end', () => {
    expect(rentalDates('2027-01-30', 4)).toEqual(['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02']);
  });

  it('prices a day at the period in effect, the newest where periods overlap, else the base', () => {
    const list = periods.get('sku_rate:7');
    expect(amountOn('50', list, '2027-04-09')).toBe('50');
    expect(amountOn('50', list, '2027-04-10')).toBe('80.00');
    expect(amountOn('50', list, '2027-04-15')).toBe('95.50');
    expect(amountOn('50', list, '2027-04-20')).toBe('80.00');
    expect(amountOn('50', list, '2027-04-21')).toBe('50');
  });

  it('prices a rental spanning a period boundary day by day, the total their sum, the unit the average', () => {
    const amounts = dayAmountsMinor(sku, 3, calendar('2027-04-08', 3), 2);
    expect(amounts).toEqual([5000, 5000, 8000]);
    expect(dayLine(amounts)).toEqual({ totalMinor: 18000, unitMinor: 6000 });
    expect(dayLine([5000, 5000])).toEqual({ totalMinor: 10000, unitMinor: 5000 });
  });

  it('takes a per-rental amount on the pick-up date', () => {
    const extra = { base: '10', target: 'extra' as const, targetId: 4 };
    expect(rentalAmountMinor(extra, calendar('2027-04-09', 5), 2)).toBe(1200);
    expect(rentalAmountMinor(extra, calendar('2027-04-08', 5), 2)).toBe(1000);
  });

  it('leaves other targets and callers without a calendar at the base price', () => {
    expect(dayAmountsMinor({ ...sku, targetId: 8 }, 2, calendar('2027-04-15', 2), 2)).toEqual([5000, 5000]);
    expect(dayAmountsMinor(sku, 2, undefined, 2)).toEqual([5000, 5000]);
  });

  it('is the rule the package quote and the extras price with', () => {
    const input: QuoteInput = {
      days: 3,
      dailyRate: '50',
      skuId: 7,
      calendar: calendar('2027-04-14', 3),
      payMode: 'arrival',
      chargeItems: [],
      driverAge: 30,
      store: {
        minDriverAge: 21,
        maxDriverAge: 75,
        youngDriverUnderAge: 25,
        youngDriverFee: '0',
        afterHoursFee: '0',
      },
      oneWayFee: null,
      afterHours: { pickup: false, dropOff: false },
      currencies: { local: USD, payment: USD },
    };
    const rent = quotePackage(input).charge_detail.find((line) => line.code === 'base_rent')!;
    // 14th: 80, 15th and 16th: 95.50
    expect(rent.total_amount.local_amount).toBe(271);
    expect(rent.unit_price.local_amount).toBeCloseTo(90.33, 2);
    expect(rent.count).toBe(3);
    const seat = { id: 4, unit: 'day' as const, unitPrice: '10', isCapped: false, cappedPrice: null };
    expect(extraChargeMinor(seat, 1, 3, 2, calendar('2027-04-08', 3))).toBe(1000 + 1200 + 1000);
  });
});
