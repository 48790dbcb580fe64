import type { Amount } from '@/lib/api/contract/bill';
import {
  cancellationPolicySchema,
  NON_REFUNDABLE,
  type CancellationFee,
  type CancellationPolicy,
} from '@/lib/api/contract/cancellation';
import { cancellationFee, feeAt, type CancellationBasis } from '@/lib/bill/cancellation';
import { computeBill } from '@/lib/bill/compute';
import { laxInput, percentCoupon, same, seededRandom } from './bill-fixtures';

const NONE: CancellationFee = { type: 'none' };
const HALF: CancellationFee = { type: 'percent', percent: 50 };
const ONE_DAY: CancellationFee = { type: 'days', days: 1 };
const ALL: CancellationFee = { type: 'percent', percent: 100 };

/** Free until 72 hours before pick-up, then half, then a day's price from 24 hours; all after. */
const POLICY: CancellationPolicy = {
  tiers: [
    { hours_before: 72, fee: NONE },
    { hours_before: 24, fee: HALF },
    { hours_before: 0, fee: ONE_DAY },
  ],
  after_pickup: ALL,
};

// The Los Angeles rental paid in yen: 32531 yen for 215.00 dollars, 10844 yen (71.67 dollars) a day.
const YEN_BASIS: CancellationBasis = {
  paid: { payment: 32531, local: 21500 },
  dayPrice: { payment: 10844, local: 7167 },
  localMinorUnits: 2,
};
const fee = (cost: CancellationFee, basis = YEN_BASIS): Amount =>
  cancellationFee({ tiers: [{ hours_before: 0, fee: cost }], after_pickup: ALL }, basis, 1);

describe('the fee of a cancellation policy at a moment', () => {
  it('is a valid policy on the wire', () => {
    expect(cancellationPolicySchema.parse(POLICY)).toEqual(POLICY);
  });

  it.each([
    [1000, NONE],
    [72.5, NONE],
    [72, NONE], // at the boundary: still this tier
    [71.99, HALF],
    [24, HALF],
    [23.99, ONE_DAY],
    [0.01, ONE_DAY],
    [0, ONE_DAY], // at the pick-up time itself, not after it
    [-0.01, ALL],
    [-48, ALL],
  ])('%d hours before pick-up costs %j', (hours, expected) => {
    expect(feeAt(POLICY, hours)).toEqual(expected);
  });

  it('refuses terms whose tiers are not from the most hours before pick-up to the fewest', () => {
    const unordered: CancellationPolicy = {
      tiers: [
        { hours_before: 24, fee: HALF },
        { hours_before: 72, fee: NONE },
      ],
      after_pickup: ALL,
    };
    expect(cancellationPolicySchema.safeParse(unordered).success).toBe(false);
    expect(cancellationPolicySchema.safeParse(POLICY).success).toBe(true);
  });

  it('charges the after-pick-up fee when no tier fits yet', () => {
    const freeUntil72: CancellationPolicy = { tiers: [{ hours_before: 72, fee: NONE }], after_pickup: HALF };
    expect(feeAt(freeUntil72, 71)).toEqual(HALF);
    expect(feeAt(freeUntil72, 0)).toEqual(HALF);
    expect(feeAt(freeUntil72, 73)).toEqual(NONE);
  });

  it('keeps everything of a non-refundable package, whenever it is cancelled', () => {
    expect(feeAt(NON_REFUNDABLE, 5000)).toEqual(ALL);
    expect(cancellationFee(NON_REFUNDABLE, YEN_BASIS, 5000)).toEqual(YEN_BASIS.paid);
    expect(cancellationFee(NON_REFUNDABLE, YEN_BASIS, -1)).toEqual(YEN_BASIS.paid);
  });
});

describe('what cancelling costs', () => {
  it('walks the tiers of a policy', () => {
    expect(cancellationFee(POLICY, YEN_BASIS, 100)).toEqual({ payment: 0, local: 0 });
    expect(cancellationFee(POLICY, YEN_BASIS, 48)).toEqual({ payment: 16266, local: 10750 }); // 16265.5
    expect(cancellationFee(POLICY, YEN_BASIS, 2)).toEqual(YEN_BASIS.dayPrice);
    expect(cancellationFee(POLICY, YEN_BASIS, -2)).toEqual(YEN_BASIS.paid);
  });

  it("'none' costs nothing", () => {
    expect(fee(NONE)).toEqual({ payment: 0, local: 0 });
  });

  it("'days' costs the package's day price per day, at most what was paid", () => {
    expect(fee({ type: 'days', days: 1 })).toEqual({ payment: 10844, local: 7167 });
    expect(fee({ type: 'days', days: 2 })).toEqual({ payment: 21688, local: 14334 });
    expect(fee({ type: 'days', days: 3 })).toEqual({ payment: 32531, local: 21500 }); // not 32532, 21501
    expect(fee({ type: 'days', days: 30 })).toEqual(YEN_BASIS.paid);
  });

  it.each([
    [50, { payment: 16266, local: 10750 }], // 16265.5 → 16266
    [33.33, { payment: 10843, local: 7166 }], // 10842.58, 7165.95
    [100, YEN_BASIS.paid],
    [0, { payment: 0, local: 0 }],
  ])("'percent' %d costs that share of what was paid, rounded once", (percent, expected) => {
    expect(fee({ type: 'percent', percent })).toEqual(expected);
  });

  it.each([
    [12.345, 12345],
    [0.285, 285],
    [0.005, 5],
    [99.995, 99995],
  ])(
    "'percent' %d of 1000.00 is exact, not rounded to hundredths of a per cent first",
    (percent, expected) => {
      const basis = { ...YEN_BASIS, paid: same(100000) };
      expect(fee({ type: 'percent', percent }, basis)).toEqual(same(expected));
    },
  );

  it("'fixed' is in the store currency, and in the payment currency at the booking's own rate", () => {
    expect(fee({ type: 'fixed', amount: '50' })).toEqual({ payment: 7565, local: 5000 }); // 5000 × 32531 / 21500
    expect(fee({ type: 'fixed', amount: '12.345' })).toEqual({ payment: 1869, local: 1235 }); // half up
    expect(fee({ type: 'fixed', amount: '500' })).toEqual(YEN_BASIS.paid); // at most what was paid
  });

  it("'fixed' in a store currency without minor units, or in baht", () => {
    const yenStore: CancellationBasis = {
      paid: { payment: 12234, local: 18510 },
      dayPrice: same(0),
      localMinorUnits: 0,
    };
    expect(fee({ type: 'fixed', amount: '5000.5' }, yenStore)).toEqual({ payment: 3305, local: 5001 }); // 3305.36
    const bahtStore: CancellationBasis = {
      paid: { payment: 23943, local: 850000 },
      dayPrice: same(0),
      localMinorUnits: 2,
    };
    expect(fee({ type: 'fixed', amount: '1500' }, bahtStore)).toEqual({ payment: 4225, local: 150000 });
  });

  it('is never negative and never more than was paid, nothing paid costing nothing', () => {
    const nothing: CancellationBasis = { paid: same(0), dayPrice: same(7167), localMinorUnits: 2 };
    for (const cost of [NONE, HALF, ONE_DAY, ALL, { type: 'fixed', amount: '50' } as const]) {
      expect(fee(cost, nothing)).toEqual(same(0));
    }
    // terms the schema would refuse (a copy on an old order, say) still never pay the traveller
    expect(fee({ type: 'percent', percent: -10 })).toEqual(same(0));
    expect(fee({ type: 'percent', percent: 250 })).toEqual(YEN_BASIS.paid);
    expect(fee(ONE_DAY, { ...YEN_BASIS, dayPrice: same(-500) })).toEqual(same(0));
  });

  it("counts 'days' in the bill's day price and a share of what the bill made the traveller pay", () => {
    const bill = computeBill(laxInput({ coupon: percentCoupon('10') }));
    const basis = { paid: bill.onlinePrice, dayPrice: bill.baseSetBill.unitPrice, localMinorUnits: 2 };
    expect(basis).toEqual({ paid: same(19350), dayPrice: same(7167), localMinorUnits: 2 });
    expect(cancellationFee(POLICY, basis, 2)).toEqual(same(7167));
    expect(cancellationFee(POLICY, basis, 48)).toEqual(same(9675));
  });
});

describe('cancellation fees over random policies (seeded)', () => {
  it('stay between nothing and what was paid, in integers, in both currencies', () => {
    const { int } = seededRandom(7);
    const randomFee = (): CancellationFee => {
      switch (int(0, 3)) {
        case 0:
          return NONE;
        case 1:
          return { type: 'days', days: int(1, 10) };
        case 2:
          return { type: 'percent', percent: int(0, 10000) / 100 };
        default:
          return { type: 'fixed', amount: `${int(0, 2000)}.${int(0, 99)}` };
      }
    };
    for (let run = 0; run < 2000; run++) {
      const local = int(0, 500000);
      const basis: CancellationBasis = {
        paid: { local, payment: Math.round(local * (int(1, 20000) / 1000)) },
        dayPrice: { local: int(0, 100000), payment: int(0, 100000) },
        localMinorUnits: int(0, 2),
      };
      const policy: CancellationPolicy = {
        tiers: [72, 24, 0].map((hours) => ({ hours_before: hours, fee: randomFee() })),
        after_pickup: randomFee(),
      };
      const amount = cancellationFee(policy, basis, int(-48, 200));
      for (const side of ['payment', 'local'] as const) {
        expect(Number.isSafeInteger(amount[side])).toBe(true);
        expect(amount[side]).toBeGreaterThanOrEqual(0);
        expect(amount[side]).toBeLessThanOrEqual(basis.paid[side]);
      }
    }
  });
});
