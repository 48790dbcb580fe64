/**
 * The bill over the real chain: quotePackage prices a package in the store's currency and converts
 * each line to the traveller's; the page and the API read its charge_detail (decimals) back into
 * minor units and run computeBill. Rates as stored: USD 1, CNY 7.1, JPY 151.3, KRW 1380, THB 35.5,
 * NZD 1.7 per US dollar.
 */
import { computeBill } from '@/lib/bill/compute';
import type { BillInput } from '@/lib/bill/types';
import { convertMinor } from '@/lib/money';
import type { QuoteCurrencies } from '@/server/domain/pricing/minor-pair';
import { quotePackage, type ChargeItem, type QuoteInput } from '@/server/domain/pricing/package-quote';
import { amountOf, billCurrencies, offerOf, packageLinesOf, RATES, text } from './bill-fixtures';

const STORE = {
  minDriverAge: 21,
  maxDriverAge: 75,
  youngDriverUnderAge: 25,
  youngDriverFee: '25.00',
  afterHoursFee: '50.00',
};

const item = (code: string, unit: 'day' | 'rental', amount: string, notInBill = false): ChargeItem => ({
  code,
  name: text(code),
  unit,
  amount,
  notInBill,
});

function quoteInput(overrides: Partial<QuoteInput> & { currencies: QuoteCurrencies }): QuoteInput {
  return {
    days: 3,
    dailyRate: '45.00',
    payMode: 'full_prepaid',
    chargeItems: [item('insurance', 'day', '15'), item('airport_fee', 'rental', '35')],
    driverAge: 30,
    store: STORE,
    oneWayFee: null,
    afterHours: { pickup: false, dropOff: false },
    ...overrides,
  };
}

/** The bill input of a quoted package, as the page and the API build it. */
function billInputOf(quote: QuoteInput, rest: Partial<BillInput> = {}): BillInput {
  return {
    payMode: quote.payMode,
    paymentVersion: 2,
    rentDays: quote.days,
    currencies: billCurrencies(quote.currencies),
    packageLines: packageLinesOf(quotePackage(quote), quote.currencies),
    extras: [],
    coupon: null,
    freshmanRate: null,
    ...rest,
  };
}

describe('the bill of a Los Angeles rental (USD) paid in yen', () => {
  const currencies = { local: RATES.USD, payment: RATES.JPY };
  const input = quoteInput({ currencies });

  it('converts each line once and adds the yen, not the converted dollar total', () => {
    const bill = computeBill(billInputOf(input));
    expect(bill.baseSetBill.lines.map((line) => [line.code, line.total])).toEqual([
      ['base_rent', { payment: 20426, local: 13500 }], // 135 × 151.3 = 20425.5
      ['insurance', { payment: 6809, local: 4500 }], // 6808.5
      ['airport_fee', { payment: 5296, local: 3500 }], // 5295.5
    ]);
    expect(bill.baseSetBill.lines[0]?.unitPrice).toEqual({ payment: 6809, local: 4500 });
    // 32531 yen, where 215 dollars converted at once would be 32530
    expect(bill.totalBillPrice).toEqual({ payment: 32531, local: 21500 });
    expect(bill.baseSetBill.unitPrice).toEqual({ payment: 10844, local: 7167 }); // 10843.67, 71.666…
    expect(bill.baseSetBill.notSameCcy).toBe(true);
    expect(bill.onlinePrice).toEqual(bill.totalBillPrice);
  });

  it('gives the total the car detail showed for the package', () => {
    const quote = quotePackage(input);
    const bill = computeBill(billInputOf(input));
    expect(bill.totalBillPrice).toEqual(amountOf(quote.total_charge, currencies));
    expect(bill.onlinePrice).toEqual(amountOf(quote.online_charge, currencies));
    expect(bill.offlinePrice).toEqual(amountOf(quote.offline_charge, currencies));
  });

  it('takes the freshman 5 % off in each currency, rounded once', () => {
    const bill = computeBill(billInputOf(input, { freshmanRate: '0.95' }));
    // 32531 × 0.05 = 1626.55 yen; 215.00 × 0.05 = 10.75 dollars
    expect(bill.promotions.map((line) => line.total)).toEqual([{ payment: -1627, local: -1075 }]);
    expect(bill.totalBillPrice).toEqual({ payment: 32531 - 1627, local: 21500 - 1075 });
  });
});

describe('the bill of a Bangkok rental (THB) paid in dollars at the counter', () => {
  const currencies = { local: RATES.THB, payment: RATES.USD };
  const input = quoteInput({
    currencies,
    days: 4,
    dailyRate: '1200',
    payMode: 'arrival',
    chargeItems: [item('insurance', 'day', '250')],
    driverAge: 22,
    store: { ...STORE, youngDriverFee: '300', afterHoursFee: '400' },
    oneWayFee: '1500',
    afterHours: { pickup: true, dropOff: false },
  });

  it('bills the package, the young driver and the one-way fee; the out-of-hours fee aside', () => {
    const bill = computeBill(billInputOf(input));
    const rows = (lines: typeof bill.otherLines) =>
      lines.map((line) => [line.code, line.count, line.total, line.notInBill]);
    expect(rows(bill.baseSetBill.lines)).toEqual([
      ['base_rent', 4, { payment: 13521, local: 480000 }, false], // 4800 / 35.5 = 135.2113
      ['insurance', 4, { payment: 2817, local: 100000 }, false], // 28.169
    ]);
    expect(rows(bill.otherLines)).toEqual([
      ['young_driver_fee', 4, { payment: 3380, local: 120000 }, false], // 33.8028
      ['one_way_fee', 1, { payment: 4225, local: 150000 }, false], // 42.2535
      ['out_of_hours_fee', 1, { payment: 1127, local: 40000 }, true], // 11.2676
    ]);
    expect(bill.baseSetBill.total).toEqual({ payment: 16338, local: 580000 });
    expect(bill.baseSetBill.unitPrice).toEqual({ payment: 4085, local: 145000 }); // 4084.5 → 4085
    expect(bill.totalBillPrice).toEqual({ payment: 23943, local: 850000 });
    expect(bill.notInBillPrice).toEqual({ payment: 1127, local: 40000 });
    expect(bill.payMethod).toBe('ARRIVAL');
    expect(bill.onlinePrice).toEqual({ payment: 0, local: 0 });
    expect(bill.offlinePrice).toEqual(bill.totalBillPrice);
    expect(bill.offlinePrice).toEqual(amountOf(quotePackage(input).offline_charge, currencies));
  });

  it('measures a percent coupon against the package only', () => {
    const coupon = {
      code: 'TEN',
      name: text('10 % off'),
      lessLimit: { payment: 0, local: 0 },
      kind: 'percent' as const,
      percent: '10',
    };
    const bill = computeBill(billInputOf(input, { coupon }));
    // 10 % of 163.38 dollars is 16.338; of 5800 baht 580
    expect(bill.promotions.map((line) => line.total)).toEqual([{ payment: -1634, local: -58000 }]);
    expect(bill.offlinePrice).toEqual({ payment: 23943 - 1634, local: 850000 - 58000 });
  });
});

describe('the bill of a Christchurch rental (NZD) paid in won, extras billed', () => {
  const currencies = { local: RATES.NZD, payment: RATES.KRW };
  const days = 5;
  const input = quoteInput({
    currencies,
    days,
    dailyRate: '89.90',
    chargeItems: [item('insurance', 'day', '19.95')],
  });
  // $12.50 a day, capped at $60 for the rental: 5 days would be 62.50
  const childSeat = offerOf(
    7,
    { unit: 'day', unitPrice: '12.50', isCapped: true, cappedPrice: '60' },
    days,
    currencies,
  );
  // the coupon's terms as couponTermsFor gives them: NZ$20 off above NZ$400, converted once
  const nzd = (minor: number) => ({ local: minor, payment: convertMinor(minor, RATES.NZD, RATES.KRW) });
  const coupon = {
    code: 'KIWI20',
    name: text('NZ$20 off'),
    lessLimit: nzd(40000),
    kind: 'amount' as const,
    discount: nzd(2000),
  };

  it('prices the capped extra per unit, in both currencies', () => {
    expect(childSeat.rentalPrice).toEqual({ payment: 48706, local: 6000 }); // 60 / 1.7 × 1380 = 48705.88
  });

  it('adds the extras and takes the coupon off, currency by currency', () => {
    const bill = computeBill(billInputOf(input, { extras: [{ offer: childSeat, quantity: 2 }], coupon }));
    expect(bill.baseSetBill.lines.map((line) => line.total)).toEqual([
      { payment: 364888, local: 44950 }, // 449.50 / 1.7 × 1380 = 364888.24
      { payment: 80974, local: 9975 }, // 99.75 → 80973.53
    ]);
    expect(bill.baseSetBill.total).toEqual({ payment: 445862, local: 54925 });
    expect(bill.baseSetBill.unitPrice).toEqual({ payment: 89172, local: 10985 }); // 89172.4
    expect(bill.extraServiceLines.map((line) => [line.count, line.unitPrice, line.total])).toEqual([
      [2, { payment: 48706, local: 6000 }, { payment: 97412, local: 12000 }],
    ]);
    expect(bill.promotions.map((line) => line.total)).toEqual([{ payment: -16235, local: -2000 }]); // 16235.29
    expect(bill.totalBillPrice).toEqual({ payment: 445862 + 97412 - 16235, local: 54925 + 12000 - 2000 });
  });

  it('leaves the extras to the counter with payment_version 1', () => {
    const bill = computeBill(
      billInputOf(input, { paymentVersion: 1, extras: [{ offer: childSeat, quantity: 2 }], coupon }),
    );
    expect(bill.totalBillPrice).toEqual({ payment: 445862 - 16235, local: 54925 - 2000 });
    expect(bill.notInBillPrice).toEqual({ payment: 97412, local: 12000 });
  });

  it('needs a package price greater than the limit, in the store currency', () => {
    const atLimit = { ...coupon, lessLimit: nzd(54925) };
    expect(computeBill(billInputOf(input, { coupon: atLimit })).promotions).toEqual([]);
    const justUnder = { ...coupon, lessLimit: nzd(54924) };
    expect(computeBill(billInputOf(input, { coupon: justUnder })).promotions).toHaveLength(1);
  });
});

describe('the bill of a store in yen (no minor units) paid in yuan', () => {
  const currencies = { local: RATES.JPY, payment: RATES.CNY };
  const input = quoteInput({
    currencies,
    dailyRate: '6170',
    chargeItems: [item('insurance', 'rental', '1000.5')],
  });

  it('rounds the store amounts to whole yen and converts them to fen once per line', () => {
    const bill = computeBill(billInputOf(input, { freshmanRate: '0.95' }));
    expect(bill.baseSetBill.lines.map((line) => line.total)).toEqual([
      { payment: 86861, local: 18510 }, // 18510 / 151.3 × 7.1 = 868.6120 yuan
      { payment: 4697, local: 1001 }, // 1000.5 → 1001 yen (half up); 1001 / 151.3 × 7.1 = 46.9735
    ]);
    expect(bill.baseSetBill.unitPrice).toEqual({ payment: 30519, local: 6504 }); // 91558 / 3, 19511 / 3
    expect(bill.promotions.map((line) => line.total)).toEqual([{ payment: -4578, local: -976 }]); // 4577.9, 975.55
  });
});
