import { billSchema } from '@/lib/api/contract/bill';
import { computeBill, couponApplies } from '@/lib/bill/compute';
import { PROMOTION_NAMES } from '@/lib/bill/promotion-names';
import {
  AIRPORT_FEE,
  allLines,
  amountCoupon,
  BASE_RENT,
  BASE_TOTAL,
  CDW_UNIT,
  CHILD_SEAT,
  INSURANCE,
  laxInput,
  ONE_WAY,
  OUT_OF_HOURS,
  packageLine,
  percentCoupon,
  same,
  sumOf,
  text,
  USD_BILL,
  WIFI,
  YOUNG_DRIVER,
} from './bill-fixtures';

const codes = (lines: readonly { code: string }[]) => lines.map((line) => line.code);

describe('the bill: baseSetBill', () => {
  it("holds the package's own lines in the bill, their total, the day price and the days", () => {
    const bill = computeBill(laxInput());
    expect(bill.baseSetBill).toEqual({
      unitPrice: same(7167), // 215.00 / 3 = 71.666… → 71.67
      rentDays: 3,
      total: same(BASE_TOTAL),
      notSameCcy: false,
      lines: [BASE_RENT, INSURANCE, AIRPORT_FEE].map((line) => ({ ...line, section: 'base' })),
    });
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL));
    expect(bill.notInBillPrice).toEqual(same(0));
    expect(bill.promotions).toEqual([]);
    expect(bill.otherLines).toEqual([]);
    expect(bill.extraServiceLines).toEqual([]);
    expect(bill.currencies).toEqual({ payment: USD_BILL, local: USD_BILL });
    expect(bill.paymentVersion).toBe(2);
  });

  it.each([
    [1001, 2, 501], // 500.5 → 501: half away from zero
    [1003, 2, 502], // 501.5 → 502
    [1000, 4, 250],
    [1001, 4, 250], // 250.25
    [1002, 4, 251], // 250.5
    [1, 3, 0],
    [2, 3, 1],
    [BASE_TOTAL, 1, BASE_TOTAL],
  ])('a base of %i over %i days is %i a day', (total, days, unit) => {
    const bill = computeBill(
      laxInput({ rentDays: days, packageLines: [packageLine('base_rent', 'rental', 1, same(total))] }),
    );
    expect(bill.baseSetBill.unitPrice).toEqual(same(unit));
    expect(bill.baseSetBill.total).toEqual(same(total));
  });

  it('says when the payment currency is not the store currency', () => {
    const thb = { code: 'THB', minorUnits: 2 };
    const bill = computeBill(laxInput({ currencies: { payment: USD_BILL, local: thb } }));
    expect(bill.baseSetBill.notSameCcy).toBe(true);
    expect(bill.currencies).toEqual({ payment: USD_BILL, local: thb });
  });

  it('refuses rental days that are not a positive integer', () => {
    for (const days of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => computeBill(laxInput({ rentDays: days }))).toThrow(RangeError);
    }
  });
});

describe('the bill: other lines', () => {
  it('bills the young-driver fee per day and the one-way fee, outside the base price', () => {
    const bill = computeBill(
      laxInput({ packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE, YOUNG_DRIVER, ONE_WAY] }),
    );
    expect(codes(bill.otherLines)).toEqual(['young_driver_fee', 'one_way_fee']);
    expect(bill.otherLines[0]).toMatchObject({
      section: 'other',
      unit: 'day',
      count: 3,
      unitPrice: same(2500),
      total: same(7500),
      notInBill: false,
    });
    expect(bill.otherLines[1]).toMatchObject({
      section: 'other',
      count: 1,
      total: same(9900),
      notInBill: false,
    });
    // not part of the package price (what coupons are measured against), nor of its day price
    expect(bill.baseSetBill.total).toEqual(same(BASE_TOTAL));
    expect(bill.baseSetBill.unitPrice).toEqual(same(7167));
    expect(codes(bill.baseSetBill.lines)).toEqual(['base_rent', 'insurance', 'airport_fee']);
    // but in the bill
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL + 7500 + 9900));
    expect(bill.notInBillPrice).toEqual(same(0));
  });

  it('shows the out-of-hours fee as payable at the counter, outside the total', () => {
    const bill = computeBill(laxInput({ packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE, OUT_OF_HOURS] }));
    expect(bill.otherLines).toEqual([{ ...OUT_OF_HOURS, section: 'other' }]);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL));
    expect(bill.onlinePrice).toEqual(same(BASE_TOTAL));
    expect(bill.notInBillPrice).toEqual(same(10000));
    expect(bill.baseSetBill.total).toEqual(same(BASE_TOTAL));
  });

  it('has no out-of-hours line when the package has none', () => {
    const bill = computeBill(laxInput());
    expect(codes(allLines(bill))).not.toContain('out_of_hours_fee');
    expect(bill.notInBillPrice).toEqual(same(0));
  });

  it('moves any package line outside the bill to the other lines, out of the base and the total', () => {
    const tollDeposit = packageLine('toll_deposit', 'rental', 1, same(2000), true);
    const bill = computeBill(laxInput({ packageLines: [BASE_RENT, tollDeposit, INSURANCE, AIRPORT_FEE] }));
    expect(codes(bill.baseSetBill.lines)).toEqual(['base_rent', 'insurance', 'airport_fee']);
    expect(bill.otherLines).toEqual([{ ...tollDeposit, section: 'other' }]);
    expect(bill.baseSetBill.total).toEqual(same(BASE_TOTAL));
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL));
    expect(bill.notInBillPrice).toEqual(same(2000));
  });
});

describe('the bill: extra services and insurance units', () => {
  const withExtras = (extras: { offer: typeof CHILD_SEAT; quantity: number }[], paymentVersion: 1 | 2 = 2) =>
    computeBill(laxInput({ extras, paymentVersion }));

  it('skips an extra at quantity 0', () => {
    const bill = withExtras([
      { offer: CHILD_SEAT, quantity: 0 },
      { offer: WIFI, quantity: 0 },
    ]);
    expect(bill.extraServiceLines).toEqual([]);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL));
  });

  it('bills a newly chosen extra (quantity 1) at one unit for the rental', () => {
    const bill = withExtras([{ offer: WIFI, quantity: 1 }]);
    expect(bill.extraServiceLines).toEqual([
      {
        code: 'wifi',
        name: text('wifi'),
        section: 'extra',
        unit: 'day',
        count: 1,
        unitPrice: same(3600), // $12 a day × 3 days
        total: same(3600),
        notInBill: false,
        extraId: 12,
      },
    ]);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL + 3600));
  });

  it('multiplies one unit for the rental by the quantity, and keeps the order of the choices', () => {
    const bill = withExtras([
      { offer: CHILD_SEAT, quantity: 2 },
      { offer: WIFI, quantity: 0 },
      { offer: CDW_UNIT, quantity: 1 },
    ]);
    expect(
      bill.extraServiceLines.map((line) => [line.code, line.count, line.total.local, line.extraId]),
    ).toEqual([
      ['child_seat', 2, 7800, 11],
      ['cdw_unit', 1, 2700, 21],
    ]);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL + 7800 + 2700));
  });

  it('allows the most the store offers, and refuses more', () => {
    expect(withExtras([{ offer: CHILD_SEAT, quantity: 3 }]).extraServiceLines[0]?.total).toEqual(same(11700));
    expect(() => withExtras([{ offer: CHILD_SEAT, quantity: 4 }])).toThrow(RangeError);
    expect(() => withExtras([{ offer: WIFI, quantity: 2 }])).toThrow(/wifi: quantity 2/);
  });

  it.each([1.5, 0.5, -0.5, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the quantity %d',
    (quantity) => {
      expect(() => withExtras([{ offer: CHILD_SEAT, quantity }])).toThrow(RangeError);
    },
  );

  it('keeps extras and insurance units outside the bill unless payment_version is 2', () => {
    const extras = [
      { offer: CHILD_SEAT, quantity: 2 },
      { offer: CDW_UNIT, quantity: 1 },
    ];
    const v1 = withExtras(extras, 1);
    expect(v1.paymentVersion).toBe(1);
    expect(v1.extraServiceLines.every((line) => line.notInBill)).toBe(true);
    expect(v1.totalBillPrice).toEqual(same(BASE_TOTAL));
    expect(v1.onlinePrice).toEqual(same(BASE_TOTAL));
    expect(v1.notInBillPrice).toEqual(same(10500));

    const v2 = withExtras(extras, 2);
    expect(v2.extraServiceLines.every((line) => !line.notInBill)).toBe(true);
    expect(v2.totalBillPrice).toEqual(same(BASE_TOTAL + 10500));
    expect(v2.notInBillPrice).toEqual(same(0));
  });
});

describe('the bill: paying online or at the counter', () => {
  const everything = {
    packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE, YOUNG_DRIVER, ONE_WAY, OUT_OF_HOURS],
    extras: [{ offer: CHILD_SEAT, quantity: 2 }],
    coupon: percentCoupon('10'),
  };
  // 21500 base + 7500 young + 9900 one way + 7800 seats − 2150 coupon; the out-of-hours fee aside
  const TOTAL = 21500 + 7500 + 9900 + 7800 - 2150;

  it('pays everything online for full_prepaid', () => {
    const bill = computeBill(laxInput({ ...everything, payMode: 'full_prepaid' }));
    expect(bill.payMethod).toBe('FULL_PREPAID');
    expect(bill.totalBillPrice).toEqual(same(TOTAL));
    expect(bill.onlinePrice).toEqual(same(TOTAL));
    expect(bill.offlinePrice).toEqual(same(0));
    expect(bill.notInBillPrice).toEqual(same(10000));
  });

  it('pays everything at the counter for arrival, promotions and extras included', () => {
    const bill = computeBill(laxInput({ ...everything, payMode: 'arrival' }));
    expect(bill.payMethod).toBe('ARRIVAL');
    expect(bill.totalBillPrice).toEqual(same(TOTAL));
    expect(bill.onlinePrice).toEqual(same(0));
    expect(bill.offlinePrice).toEqual(same(TOTAL));
    expect(bill.notInBillPrice).toEqual(same(10000));
    expect(bill.promotions).toHaveLength(1);
  });

  it('gives the same lines whichever way the traveller pays', () => {
    const online = computeBill(laxInput({ ...everything, payMode: 'full_prepaid' }));
    const counter = computeBill(laxInput({ ...everything, payMode: 'arrival' }));
    expect(allLines(counter)).toEqual(allLines(online));
  });
});

describe('the bill: promotions', () => {
  it('takes a percent coupon off the base package price only, as a negative line', () => {
    const bill = computeBill(
      laxInput({
        packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE, YOUNG_DRIVER, ONE_WAY],
        extras: [{ offer: CHILD_SEAT, quantity: 1 }],
        coupon: percentCoupon('10'),
      }),
    );
    expect(bill.promotions).toEqual([
      {
        code: 'coupon',
        name: text('10 % off'),
        section: 'promotion',
        unit: 'rental',
        count: 1,
        unitPrice: same(-2150),
        total: same(-2150), // 10 % of 215.00, not of the young-driver, one-way or extra lines
        notInBill: false,
      },
    ]);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL + 7500 + 9900 + 3900 - 2150));
    expect(bill.baseSetBill.total).toEqual(same(BASE_TOTAL)); // the base stays the package price
  });

  it('takes an amount coupon off in both currencies', () => {
    const bill = computeBill(laxInput({ coupon: amountCoupon(same(2000)) }));
    expect(bill.promotions.map((line) => line.total)).toEqual([same(-2000)]);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL - 2000));
  });

  it.each([
    ['12.5', 1004, 126], // 125.5 → 126
    ['12.5', 1012, 127], // 126.5 → 127, half away from zero (not to even)
    ['33.3333', 300, 100], // 99.9999 → 100
    ['0.01', 4999, 0], // 0.4999 → 0
    ['0.01', 5000, 1], // 0.5 → 1
    ['100', 1234, 1234],
  ])('rounds a coupon of %s percent on %i once, half away from zero, to %i', (percent, base, off) => {
    const bill = computeBill(
      laxInput({
        packageLines: [packageLine('base_rent', 'rental', 1, same(base))],
        coupon: percentCoupon(percent),
      }),
    );
    expect(bill.promotions.map((line) => line.total.payment)).toEqual([0 - off]);
    expect(bill.totalBillPrice).toEqual(same(base - off));
  });

  describe('the lower limit: the base package price must be greater than it', () => {
    it.each([
      [BASE_TOTAL - 1, true],
      [BASE_TOTAL, false], // equal is not greater
      [BASE_TOTAL + 1, false],
      [0, true],
    ])('a limit of %i applies: %s', (limit, applies) => {
      const coupon = percentCoupon('10', same(limit));
      expect(couponApplies(coupon, same(BASE_TOTAL))).toBe(applies);
      const bill = computeBill(laxInput({ coupon }));
      expect(bill.promotions).toHaveLength(applies ? 1 : 0);
      expect(bill.totalBillPrice).toEqual(same(applies ? BASE_TOTAL - 2150 : BASE_TOTAL));
    });

    it('measures the package price only: young-driver, one-way and extras do not lift it over', () => {
      const coupon = amountCoupon(same(1000), same(BASE_TOTAL + 100));
      const bill = computeBill(
        laxInput({
          packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE, YOUNG_DRIVER, ONE_WAY],
          extras: [{ offer: CHILD_SEAT, quantity: 3 }],
          coupon,
        }),
      );
      expect(bill.promotions).toEqual([]);
    });
  });

  it('never takes off more than the base package price', () => {
    const packageLines = [BASE_RENT, INSURANCE, AIRPORT_FEE, YOUNG_DRIVER];
    const amount = computeBill(laxInput({ packageLines, coupon: amountCoupon(same(50000)) }));
    expect(amount.promotions.map((line) => line.total)).toEqual([same(-BASE_TOTAL)]);
    expect(amount.totalBillPrice).toEqual(same(7500)); // the young-driver fee is still owed

    const percent = computeBill(laxInput({ packageLines, coupon: percentCoupon('150') }));
    expect(percent.promotions.map((line) => line.total)).toEqual([same(-BASE_TOTAL)]);
  });

  it('never adds to the price: a discount below zero counts as none', () => {
    for (const coupon of [percentCoupon('-10'), amountCoupon(same(-500)), percentCoupon('0')]) {
      const bill = computeBill(laxInput({ coupon }));
      expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL));
      for (const line of bill.promotions) {
        // +0, not -0 (which the page would show as "-US$0.00")
        expect(Object.is(line.total.payment, 0) && Object.is(line.total.local, 0)).toBe(true);
      }
    }
  });

  it("gives the freshman's 9.5-fold discount (5 % off the base) without a coupon", () => {
    const bill = computeBill(
      laxInput({ packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE, YOUNG_DRIVER], freshmanRate: '0.95' }),
    );
    expect(bill.promotions).toEqual([
      {
        code: 'freshman',
        name: PROMOTION_NAMES.freshman,
        section: 'promotion',
        unit: 'rental',
        count: 1,
        unitPrice: same(-1075),
        total: same(-1075), // 5 % of 215.00
        notInBill: false,
      },
    ]);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL + 7500 - 1075));
  });

  it.each([
    [21510, 1076], // 1075.5 → 1076
    [21490, 1075], // 1074.5 → 1075
    [21509, 1075], // 1075.45
    [10, 1], // 0.5 → 1
    [9, 0], // 0.45 → 0
  ])('rounds the freshman discount on %i once, half away from zero, to %i', (base, off) => {
    const bill = computeBill(
      laxInput({ packageLines: [packageLine('base_rent', 'rental', 1, same(base))], freshmanRate: '0.95' }),
    );
    expect(bill.promotions.map((line) => line.total.local)).toEqual([0 - off]);
  });

  it('gives no freshman discount when the traveller does not qualify', () => {
    expect(computeBill(laxInput({ freshmanRate: null })).promotions).toEqual([]);
  });

  it('does not combine: a coupon that applies replaces the freshman discount', () => {
    const bill = computeBill(laxInput({ coupon: amountCoupon(same(500)), freshmanRate: '0.95' }));
    expect(codes(bill.promotions)).toEqual(['coupon']);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL - 500));
  });

  it('keeps the freshman discount when the coupon is under its lower limit', () => {
    const coupon = percentCoupon('20', same(BASE_TOTAL));
    const bill = computeBill(laxInput({ coupon, freshmanRate: '0.95' }));
    expect(codes(bill.promotions)).toEqual(['freshman']);
    expect(bill.totalBillPrice).toEqual(same(BASE_TOTAL - 1075));
  });

  it('refuses a freshman rate or a percent that is not a decimal', () => {
    expect(() => computeBill(laxInput({ freshmanRate: '95%' }))).toThrow(RangeError);
    expect(() => computeBill(laxInput({ coupon: percentCoupon('ten') }))).toThrow(RangeError);
  });
});

describe('the bill: totals', () => {
  const input = laxInput({
    packageLines: [BASE_RENT, INSURANCE, AIRPORT_FEE, YOUNG_DRIVER, ONE_WAY, OUT_OF_HOURS],
    extras: [
      { offer: CHILD_SEAT, quantity: 2 },
      { offer: CDW_UNIT, quantity: 1 },
    ],
    coupon: percentCoupon('10'),
  });

  it('is the sum of the lines shown in the bill; the rest sums to notInBillPrice', () => {
    for (const paymentVersion of [1, 2] as const) {
      const bill = computeBill({ ...input, paymentVersion });
      const lines = allLines(bill);
      expect(bill.totalBillPrice).toEqual(sumOf(lines.filter((line) => !line.notInBill)));
      expect(bill.notInBillPrice).toEqual(sumOf(lines.filter((line) => line.notInBill)));
      expect(bill.baseSetBill.total).toEqual(sumOf(bill.baseSetBill.lines));
    }
  });

  it('is integer minor units, valid on the wire', () => {
    const bill = computeBill(input);
    expect(billSchema.parse(bill)).toEqual(bill);
    expect(JSON.parse(JSON.stringify(bill))).toEqual(bill);
  });

  it('does not change its input', () => {
    const frozen = structuredClone(input);
    computeBill(input);
    expect(input).toEqual(frozen);
  });
});

describe('the bill in a currency without minor units', () => {
  const JPY = { code: 'JPY', minorUnits: 0 };
  const KRW = { code: 'KRW', minorUnits: 0 };
  const yen = (minor: number) => same(minor);

  it('rounds the day price and the discounts to whole yen', () => {
    const bill = computeBill({
      ...laxInput(),
      currencies: { payment: JPY, local: JPY },
      rentDays: 3,
      packageLines: [
        packageLine('base_rent', 'day', 3, yen(6170)),
        packageLine('insurance', 'rental', 1, yen(1)),
      ],
      freshmanRate: '0.95',
    });
    expect(bill.baseSetBill.total).toEqual(yen(18511));
    expect(bill.baseSetBill.unitPrice).toEqual(yen(6170)); // 6170.33
    expect(bill.promotions.map((line) => line.total)).toEqual([yen(-926)]); // 925.55
    expect(bill.totalBillPrice).toEqual(yen(18511 - 926));
  });

  it('keeps each currency to its own minor units when one has none', () => {
    // a store in dollars, paid in won: one base line priced in both
    const bill = computeBill({
      ...laxInput(),
      currencies: { payment: KRW, local: USD_BILL },
      rentDays: 2,
      packageLines: [packageLine('base_rent', 'day', 2, { payment: 62100, local: 4500 })],
      coupon: percentCoupon('7'),
    });
    expect(bill.baseSetBill.unitPrice).toEqual({ payment: 62100, local: 4500 });
    // 7 % of 124200 won is 8694; of 90.00 dollars 6.30
    expect(bill.promotions.map((line) => line.total)).toEqual([{ payment: -8694, local: -630 }]);
    expect(bill.totalBillPrice).toEqual({ payment: 124200 - 8694, local: 9000 - 630 });
    expect(bill.baseSetBill.notSameCcy).toBe(true);
  });
});
