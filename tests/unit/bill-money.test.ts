/** The money helpers the bill stands on (lib/money.ts), beyond what pricing.test.ts covers. */
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import { convertMinor, divideMinor, fromMinor, scaleDecimal, scaleMinor, toMinor } from '@/lib/money';
import { RATES, seededRandom } from './bill-fixtures';

const { USD, CNY, JPY, KRW, THB, NZD } = RATES;

describe('minor units of a decimal', () => {
  it.each([
    ['5000.5', 0, 5001], // yen: half away from zero
    ['5000.49', 0, 5000],
    ['-5000.5', 0, -5001],
    ['1380', 0, 1380],
    ['0.005', 2, 1],
    ['0.0049999', 2, 0],
    ['-0.005', 2, -1],
    ['-0.001', 2, 0],
    ['+12.34', 2, 1234],
    ['007.10', 2, 710],
    ['1.23456789', 8, 123456789],
    [' 45.00 ', 2, 4500], // numeric column text may carry spaces
  ] as const)('toMinor(%j, %i) is %i', (amount, minorUnits, expected) => {
    expect(toMinor(amount, minorUnits)).toBe(expected);
  });

  it('is +0, never -0, for a negative amount that rounds to nothing', () => {
    expect(Object.is(toMinor('-0.001', 2), 0)).toBe(true);
    expect(Object.is(toMinor(-0.001, 2), 0)).toBe(true);
  });

  it.each(['', '.5', '1.', '1e3', '12,50', 'NaN', '--1', '1 000'])('refuses %j', (amount) => {
    expect(() => toMinor(amount, 2)).toThrow(RangeError);
  });

  it('refuses numbers that are not finite', () => {
    expect(() => toMinor(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });

  it('reads back every amount the API shows, for currencies with and without minor units', () => {
    const random = seededRandom(42);
    for (let run = 0; run < 5000; run++) {
      const minorUnits = random.int(0, 3);
      const minor = random.int(-1_000_000_000, 1_000_000_000) * (random.chance(0.5) ? 1 : 1000);
      const shown = fromMinor(minor, minorUnits);
      expect(toMinor(shown, minorUnits)).toBe(minor);
      expect(toMinor(JSON.parse(JSON.stringify(shown)) as number, minorUnits)).toBe(minor);
    }
  });

  it('scales a decimal rate exactly', () => {
    expect(scaleDecimal('151.3', 8)).toBe(15_130_000_000n);
    expect(scaleDecimal('0.95', 8)).toBe(95_000_000n);
    expect(scaleDecimal(0.95, 8)).toBe(95_000_000n);
    expect(scaleDecimal('0.123456785', 8)).toBe(12_345_679n);
  });
});

describe('integer arithmetic on minor units, rounded half away from zero', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7, 2, 4],
    [-7, 2, -4],
    [4, 3, 1],
    [5, 3, 2],
    [-5, 3, -2],
    [0, 7, 0],
  ])('divideMinor(%i, %i) is %i', (minor, parts, expected) => {
    expect(divideMinor(minor, parts)).toBe(expected);
  });

  it('refuses to divide by zero days', () => {
    expect(() => divideMinor(100, 0)).toThrow(RangeError);
  });

  it.each([
    [21510, 5n, 100n, 1076], // 1075.5
    [-21510, 5n, 100n, -1076],
    [21490, 5n, 100n, 1075], // 1074.5
    [1004, 125n, 1000n, 126], // 125.5
    [100000, 12345n, 1_000_000n, 1235], // 1234.5
  ])('scaleMinor(%i, %i, %i) is %i', (minor, numerator, denominator, expected) => {
    expect(scaleMinor(minor, numerator, denominator)).toBe(expected);
  });

  it('stays exact beyond what a double multiplies exactly', () => {
    // 9e15 × 7 / 7 would lose units as a double product (6.3e16 > 2^53)
    expect(scaleMinor(9_000_000_000_000_001, 7n, 7n)).toBe(9_000_000_000_000_001);
  });
});

describe('conversion between the currencies of a rental', () => {
  it.each([
    [10000, JPY, KRW, 91210], // 10000 / 151.3 × 1380 = 91209.5…
    [91210, KRW, JPY, 10000],
    [100000, THB, NZD, 4789], // 1000 baht = 47.887 dollars
    [71000, CNY, THB, 355000], // 710 yuan = 3550 baht
    [3, THB, CNY, 1], // 0.6 fen
    [2, THB, CNY, 0], // 0.4 fen
    [1, USD, KRW, 14], // 13.8 won
    [1, KRW, USD, 0], // 0.07 cents
    [1, JPY, USD, 1], // 0.66 cents
    [1234, NZD, JPY, 1098], // 12.34 NZ$ = 1098.2 yen
    [-4500, USD, JPY, -6809], // -6808.5
  ] as const)('%i minor units of %o are %i', (minor, from, to, expected) => {
    expect(convertMinor(minor, from, to)).toBe(expected);
  });

  it('keeps the amount in the same currency', () => {
    for (const rate of Object.values(RATES)) expect(convertMinor(123457, rate, rate)).toBe(123457);
  });

  it('never lets a larger amount convert to a smaller one', () => {
    const random = seededRandom(9);
    const rates = Object.values(RATES);
    for (let run = 0; run < 2000; run++) {
      const from = random.pick(rates);
      const to = random.pick(rates);
      const minor = random.int(0, 10_000_000);
      expect(convertMinor(minor + 1, from, to)).toBeGreaterThanOrEqual(convertMinor(minor, from, to));
      expect(convertMinor(-minor, from, to)).toBe(0 - convertMinor(minor, from, to));
    }
  });
});

describe('a bill amount as the site shows it (amountMoney)', () => {
  it('turns the minor units of each currency into its decimals, with its code', () => {
    const currencies = { payment: { code: 'CNY', minorUnits: 2 }, local: { code: 'JPY', minorUnits: 0 } };
    expect(amountMoney({ payment: 123456, local: 25001 }, currencies)).toEqual({
      amount: 1234.56,
      currency: 'CNY',
      localAmount: 25001,
      localCurrency: 'JPY',
    });
  });

  it('keeps a refund or a discount negative', () => {
    const usd = { code: 'USD', minorUnits: 2 };
    expect(amountMoney({ payment: -505, local: -505 }, { payment: usd, local: usd })).toMatchObject({
      amount: -5.05,
      localAmount: -5.05,
    });
  });
});
