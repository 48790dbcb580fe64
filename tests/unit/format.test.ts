import {
  currencyDigits,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formats,
  formatTime,
  intlLocale,
} from '@/lib/i18n/format';
import { createFormatter } from 'next-intl';

// Intl separates some parts with narrow or no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['en', 'US$1,234.50', '฿1,234.50', 'NZ$1,234.50', '¥1,235'],
    ['th', 'US$1,234.50', '฿1,234.50', 'NZ$1,234.50', '¥1,235'],
    ['zh', 'US$1,234.50', '฿1,234.50', 'NZ$1,234.50', 'JP¥1,235'],
    ['zh-hant', 'US$1,234.50', '฿1,234.50', 'NZ$1,234.50', '¥1,235'],
  ] as const)('%s: USD, THB, NZD and JPY are unambiguous', (lang, usd, thb, nzd, jpy) => {
    expect(plain(formatMoney(1234.5, 'USD', lang))).toBe(usd);
    expect(plain(formatMoney(1234.5, 'THB', lang))).toBe(thb);
    expect(plain(formatMoney(1234.5, 'NZD', lang))).toBe(nzd);
    expect(plain(formatMoney(1234.5, 'JPY', lang))).toBe(jpy);
  });

  it('writes CNY as ¥ for Simplified Chinese readers and CN¥ for the others', () => {
    expect(formatMoney(88, 'CNY', 'zh')).toBe('¥88.00');
    expect(formatMoney(88, 'CNY', 'en')).toBe('CN¥88.00');
    expect(formatMoney(88, 'CNY', 'zh-hant')).toBe('CN¥88.00');
  });

  it('rounds to the currency minor units', () => {
    expect(formatMoney(10.005, 'USD', 'en')).toBe('US$10.01');
    expect(formatMoney(1999.4, 'JPY', 'en')).toBe('¥1,999');
    expect(formatMoney(0, 'THB', 'th')).toBe('฿0.00');
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('keeps the minus sign and drops the space of a replaced code', () => {
    expect(formatMoney(-12.345, 'THB', 'en')).toBe('-฿12.35');
  });

  it('keeps an ISO code when the sign alone would be ambiguous', () => {
    expect(plain(formatMoney(5, 'SGD', 'en'))).toBe('SGD 5.00');
  });
});

describe('dates in a store time zone', () => {
  // 18:30 UTC on 9 March 2025 is 11:30 in Los Angeles (PDT, DST began that morning),
  // 01:30 the next day in Bangkok and 07:30 the next day in Christchurch (NZDT).
  const instant = new Date('2025-03-09T18:30:00Z');

  it.each([
    ['en', 'Mar 9, 2025', 'Mar 9, 2025, 11:30 AM'],
    ['th', '9 มี.ค. 2025', '9 มี.ค. 2025 11:30'],
    ['zh', '2025年3月9日', '2025年3月9日 11:30'],
    ['zh-hant', '2025年3月9日', '2025年3月9日 上午11:30'],
  ] as const)('%s: Los Angeles wall time', (lang, date, dateTime) => {
    expect(plain(formatDate(instant, 'America/Los_Angeles', lang))).toBe(date);
    expect(plain(formatDateTime(instant, 'America/Los_Angeles', lang))).toBe(dateTime);
  });

  it('shows the store-local day, which may differ from the visitor’s', () => {
    expect(formatDate(instant, 'Asia/Bangkok', 'en')).toBe('Mar 10, 2025');
    expect(plain(formatTime(instant, 'Pacific/Auckland', 'en'))).toBe('7:30 AM');
    expect(plain(formatTime(instant, 'Pacific/Honolulu', 'zh'))).toBe('8:30');
  });

  it('uses the Gregorian year on Thai pages (not the Buddhist era)', () => {
    expect(formatDate(instant, 'Asia/Bangkok', 'th')).toContain('2025');
    expect(formatDate(instant, 'Asia/Bangkok', 'th')).not.toContain('2568');
    expect(intlLocale('th')).toBe('th-TH-u-ca-gregory');
  });

  it('adds the weekday on request and accepts ISO strings and epoch numbers', () => {
    expect(plain(formatDate('2025-03-10T03:00:00Z', 'Asia/Bangkok', 'en', { weekday: true }))).toBe(
      'Mon, Mar 10, 2025',
    );
    expect(formatDate(instant.getTime(), 'Asia/Bangkok', 'zh', { weekday: true })).toBe('2025年3月10日周一');
    expect(formatDate(instant, 'Asia/Bangkok', 'zh-hant', { weekday: true })).toBe('2025年3月10日週一');
  });
});

describe('formatNumber', () => {
  it.each(['en', 'th', 'zh', 'zh-hant'] as const)('%s groups thousands with commas', (lang) => {
    expect(formatNumber(1234567.891, lang)).toBe('1,234,567.891');
    expect(formatNumber(0.256, lang, { style: 'percent' })).toBe('26%');
  });
});

describe('next-intl formats', () => {
  it('gives next-intl the same Gregorian dates, in the zone passed in', () => {
    const format = createFormatter({ locale: 'th', formats, timeZone: 'Asia/Bangkok' });
    const text = format.dateTime(new Date('2025-03-09T18:30:00Z'), 'date');
    expect(text).toBe('10 มี.ค. 2025');
  });
});
