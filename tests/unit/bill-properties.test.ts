/**
 * The bill's invariants over many random rentals (seeded, so a failure is reproducible): packages
 * priced by quotePackage in any two of six currencies, random extras, coupons, freshman rates,
 * pay modes and payment versions.
 */
import { billSchema, type Amount, type Bill } from '@/lib/api/contract/bill';
import { computeBill } from '@/lib/bill/compute';
import type { BillInput, CouponTerms } from '@/lib/bill/types';
import { extraChargeMinor } from '@/server/domain/pricing/extras';
import { convertMinor, fromMinor, type CurrencyRate } from '@/lib/money';
import type { QuoteCurrencies } from '@/server/domain/pricing/minor-pair';
import { quotePackage, type ChargeItem, type QuoteInput } from '@/server/domain/pricing/package-quote';
import {
  allLines,
  amountOf,
  billCurrencies,
  offerOf,
  packageLinesOf,
  RATES,
  seededRandom,
  sumOf,
  text,
} from './bill-fixtures';

type Random = ReturnType<typeof seededRandom>;

const CURRENCIES: readonly CurrencyRate[] = Object.values(RATES);

/** A store amount as a decimal: usually in the currency's minor units, sometimes finer (rounded by toMinor). */
function decimal(random: Random, rate: CurrencyRate, maxMajor: number): string {
  if (random.chance(0.1)) return `${random.int(0, maxMajor)}.${random.int(0, 999)}`;
  return fromMinor(random.int(0, maxMajor * 10 ** rate.minorUnits), rate.minorUnits).toFixed(rate.minorUnits);
}

type Case = { quote: QuoteInput; input: BillInput };

function randomCase(random: Random): Case {
  const currencies: QuoteCurrencies = { local: random.pick(CURRENCIES), payment: random.pick(CURRENCIES) };
  const { local } = currencies;
  const scale = local.minorUnits === 0 ? 1000 : 10; // a yen or won price is a thousand times a dollar's
  const days = random.int(1, 30);
  const chargeItems: ChargeItem[] = Array.from({ length: random.int(0, 3) }, (_, index) => {
    const code = random.pick(['insurance', 'airport_fee', 'service_fee', 'out_of_hours_fee', 'toll_deposit']);
    return {
      code: `${code}${code === 'out_of_hours_fee' ? '' : `_${index}`}`,
      name: text(code),
      unit: random.pick(['day', 'rental'] as const),
      amount: decimal(random, local, 10 * scale),
      notInBill: code === 'out_of_hours_fee' || random.chance(0.2),
    };
  });
  const quote: QuoteInput = {
    days,
    dailyRate: decimal(random, local, 30 * scale),
    payMode: random.pick(['arrival', 'full_prepaid'] as const),
    chargeItems,
    driverAge: random.int(21, 75),
    store: {
      minDriverAge: 21,
      maxDriverAge: 75,
      youngDriverUnderAge: 25,
      youngDriverFee: decimal(random, local, 5 * scale),
      afterHoursFee: decimal(random, local, 10 * scale),
    },
    oneWayFee: random.chance(0.3) ? decimal(random, local, 20 * scale) : null,
    afterHours: { pickup: random.chance(0.3), dropOff: random.chance(0.3) },
    currencies,
  };
  const extras = Array.from({ length: random.int(0, 4) }, (_, index) => {
    const offer = offerOf(
      index + 1,
      {
        unit: random.pick(['day', 'rental'] as const),
        unitPrice: decimal(random, local, 3 * scale),
        isCapped: random.chance(0.5),
        cappedPrice: random.chance(0.9) ? decimal(random, local, 20 * scale) : null,
      },
      days,
      currencies,
      random.int(1, 4),
    );
    return { offer, quantity: random.int(0, offer.maxQuantity) };
  });
  const packageLines = packageLinesOf(quotePackage(quote), currencies);
  const inLocal = (minor: number): Amount => ({
    local: minor,
    payment: convertMinor(minor, local, currencies.payment),
  });
  const baseLocal = packageLines
    .filter((line) => !line.notInBill && !['young_driver_fee', 'one_way_fee'].includes(line.code))
    .reduce((sum, line) => sum + line.total.local, 0);
  // a limit at the base price exactly, just under it, or anywhere
  const lessLimit = inLocal(
    random.pick([baseLocal, baseLocal - 1, 0, random.int(0, Math.max(0, 2 * baseLocal))]),
  );
  const couponKind = random.pick(['none', 'percent', 'amount'] as const);
  const coupon: CouponTerms | null =
    couponKind === 'none'
      ? null
      : couponKind === 'percent'
        ? {
            code: 'P',
            name: text('P'),
            lessLimit,
            kind: 'percent',
            percent: (random.int(1, 10000) / 100).toString(),
          }
        : {
            code: 'A',
            name: text('A'),
            lessLimit,
            kind: 'amount',
            discount: inLocal(
              random.pick([random.int(0, baseLocal), baseLocal, baseLocal + random.int(1, 5000)]),
            ),
          };
  const input: BillInput = {
    payMode: quote.payMode,
    paymentVersion: random.pick([1, 2] as const),
    rentDays: days,
    currencies: billCurrencies(currencies),
    packageLines,
    extras,
    coupon,
    freshmanRate: random.chance(0.4) ? random.pick(['0.95', '0.9', '0.88']) : null,
  };
  return { quote, input };
}

const RUNS = 1500;
const cases: Case[] = [];
const random = seededRandom(20_260_401);
for (let run = 0; run < RUNS; run++) cases.push(randomCase(random));
const bills: Bill[] = cases.map(({ input }) => computeBill(input));

const each = (check: (bill: Bill, c: Case, run: number) => void) =>
  cases.forEach((c, run) => {
    try {
      check(bills[run] as Bill, c, run);
    } catch (error) {
      throw new Error(`run ${run}: ${JSON.stringify(c.quote)} ${JSON.stringify(c.input.coupon)}`, {
        cause: error,
      });
    }
  });
const sides = ['payment', 'local'] as const;

describe(`the bill over ${RUNS} random rentals`, () => {
  it('draws every kind of rental (or the checks below would prove little)', () => {
    const count = (test: (bill: Bill, c: Case) => boolean) =>
      bills.filter((bill, run) => test(bill, cases[run] as Case)).length;
    const codes = (bill: Bill) => allLines(bill).map((line) => line.code);
    const kinds = {
      coupon: count((bill) => codes(bill).includes('coupon')),
      freshman: count((bill) => codes(bill).includes('freshman')),
      couponAtItsLimit: count(
        (bill, { input }) =>
          input.coupon?.lessLimit.local === bill.baseSetBill.total.local && !codes(bill).includes('coupon'),
      ),
      cappedDiscount: count((bill) =>
        bill.promotions.some(
          (line) => line.total.local === -bill.baseSetBill.total.local && line.total.local < 0,
        ),
      ),
      arrival: count((bill) => bill.payMethod === 'ARRIVAL'),
      extrasBilled: count((bill) => bill.extraServiceLines.some((line) => !line.notInBill)),
      extrasAtCounter: count((bill) => bill.extraServiceLines.some((line) => line.notInBill)),
      outOfHours: count((bill) => codes(bill).includes('out_of_hours_fee')),
      youngDriver: count((bill) => codes(bill).includes('young_driver_fee')),
      oneWay: count((bill) => codes(bill).includes('one_way_fee')),
      noMinorUnits: count(
        (bill) => bill.currencies.payment.minorUnits === 0 || bill.currencies.local.minorUnits === 0,
      ),
      sameCurrency: count((bill) => !bill.baseSetBill.notSameCcy),
    };
    for (const [kind, times] of Object.entries(kinds)) expect(times, kind).toBeGreaterThanOrEqual(15);
  });

  it('is valid on the wire: integer minor units everywhere', () => {
    each((bill) => {
      expect(billSchema.safeParse(bill).success).toBe(true);
    });
  });

  it('totals the lines shown in the bill; notInBillPrice totals the rest', () => {
    each((bill) => {
      const lines = allLines(bill);
      expect(bill.totalBillPrice).toEqual(sumOf(lines.filter((line) => !line.notInBill)));
      expect(bill.notInBillPrice).toEqual(sumOf(lines.filter((line) => line.notInBill)));
      expect(bill.baseSetBill.total).toEqual(sumOf(bill.baseSetBill.lines));
    });
  });

  it('pays it all online or all at the counter', () => {
    each((bill, { input }) => {
      const [paid, none] =
        input.payMode === 'arrival'
          ? [bill.offlinePrice, bill.onlinePrice]
          : [bill.onlinePrice, bill.offlinePrice];
      expect(paid).toEqual(bill.totalBillPrice);
      expect(none).toEqual({ payment: 0, local: 0 });
    });
  });

  it('is the total the car detail showed, plus the billed extras, less the promotion', () => {
    each((bill, { quote, input }) => {
      const shown = amountOf(quotePackage(quote).total_charge, quote.currencies);
      const extras = input.paymentVersion === 2 ? sumOf(bill.extraServiceLines) : { payment: 0, local: 0 };
      const promotion = sumOf(bill.promotions);
      for (const side of sides) {
        expect(bill.totalBillPrice[side]).toBe(shown[side] + extras[side] + promotion[side]);
      }
    });
  });

  it('converts each package line from the store currency once', () => {
    each((bill, { quote }) => {
      for (const line of [...bill.baseSetBill.lines, ...bill.otherLines]) {
        const { local, payment } = quote.currencies;
        expect(line.total.payment).toBe(convertMinor(line.total.local, local, payment));
        expect(line.unitPrice.payment).toBe(convertMinor(line.unitPrice.local, local, payment));
        expect(line.total.local).toBe(line.unitPrice.local * line.count);
      }
    });
  });

  it('keeps young driver, one way and every line outside the bill out of the base price', () => {
    each((bill) => {
      for (const line of bill.baseSetBill.lines) {
        expect(['young_driver_fee', 'one_way_fee', 'out_of_hours_fee']).not.toContain(line.code);
        expect(line.notInBill).toBe(false);
      }
      for (const line of bill.otherLines) {
        expect(line.code === 'young_driver_fee' || line.code === 'one_way_fee' || line.notInBill).toBe(true);
      }
      const outOfHours = bill.otherLines.find((line) => line.code === 'out_of_hours_fee');
      if (outOfHours) expect(outOfHours.notInBill).toBe(true);
    });
  });

  it('rounds the day price once, half away from zero', () => {
    each((bill) => {
      const days = bill.baseSetBill.rentDays;
      for (const side of sides) {
        const error = 2 * (bill.baseSetBill.unitPrice[side] * days - bill.baseSetBill.total[side]);
        // within half a minor unit per day; exactly half rounds up (the totals are positive)
        expect(error > -days && error <= days).toBe(true);
      }
    });
  });

  it('bills each chosen extra at its capped rental price × quantity, in the bill only with version 2', () => {
    each((bill, { input }) => {
      const chosen = input.extras.filter((extra) => extra.quantity > 0);
      expect(bill.extraServiceLines.map((line) => [line.extraId, line.count])).toEqual(
        chosen.map(({ offer, quantity }) => [offer.id, quantity]),
      );
      bill.extraServiceLines.forEach((line, index) => {
        const { offer, quantity } = chosen[index] as (typeof chosen)[number];
        expect(line.total).toEqual({
          payment: offer.rentalPrice.payment * quantity,
          local: offer.rentalPrice.local * quantity,
        });
        expect(line.notInBill).toBe(input.paymentVersion !== 2);
        expect(line.unitPrice.local * line.count).toBe(line.total.local);
      });
    });
  });

  it('applies one promotion at most: a coupon above its limit, else the freshman discount', () => {
    each((bill, { input }) => {
      const base = bill.baseSetBill.total;
      const couponApplies = input.coupon !== null && base.local > input.coupon.lessLimit.local;
      const expected = couponApplies ? ['coupon'] : input.freshmanRate !== null ? ['freshman'] : [];
      expect(bill.promotions.map((line) => line.code)).toEqual(expected);
    });
  });

  it('never takes off more than the base price, and never adds', () => {
    each((bill) => {
      for (const line of bill.promotions) {
        for (const side of sides) {
          expect(line.total[side]).toBeLessThanOrEqual(0);
          expect(-line.total[side]).toBeLessThanOrEqual(bill.baseSetBill.total[side]);
          expect(line.section).toBe('promotion');
          expect(line.notInBill).toBe(false);
        }
      }
    });
  });

  it('rounds a percentage discount once, half away from zero', () => {
    each((bill, { input }) => {
      const line = bill.promotions[0];
      if (!line) return;
      // percent in hundredths of a per cent: the coupon's '12.34', or 100 × (1 − the freshman rate)
      const hundredths =
        line.code === 'coupon'
          ? input.coupon?.kind === 'percent'
            ? Math.round(Number(input.coupon.percent) * 100)
            : null
          : Math.round((1 - Number(input.freshmanRate)) * 10000);
      if (hundredths === null) return;
      for (const side of sides) {
        const base = bill.baseSetBill.total[side];
        const exact = Math.min(base * hundredths, base * 10000); // in 1/10000 of a minor unit
        const off = -line.total[side];
        const error = 2 * (off * 10000 - exact);
        // within half a minor unit; exactly half rounds up, away from zero
        expect(error > -10000 && error <= 10000, `${side}: ${hundredths} of ${base} is ${off}`).toBe(true);
      }
    });
  });

  it('takes an amount coupon off as given, up to the base price', () => {
    each((bill, { input }) => {
      const line = bill.promotions[0];
      if (line?.code !== 'coupon' || input.coupon?.kind !== 'amount') return;
      const { discount } = input.coupon;
      for (const side of sides) {
        expect(-line.total[side]).toBe(Math.min(discount[side], bill.baseSetBill.total[side]));
      }
    });
  });

  it('prices an extra unit as the day price × days or once, capped', () => {
    // rentalPrice comes from the detail; check it against the rule itself
    const days = 10;
    const currencies = { local: RATES.THB, payment: RATES.JPY };
    const seat = { unit: 'day', unitPrice: '130', isCapped: true, cappedPrice: '910' } as const;
    expect(offerOf(1, seat, days, currencies).rentalPrice.local).toBe(extraChargeMinor(seat, 1, days, 2));
    expect(offerOf(1, seat, days, currencies).rentalPrice.local).toBe(91000);
    expect(offerOf(1, seat, 3, currencies).rentalPrice.local).toBe(39000);
  });
});
