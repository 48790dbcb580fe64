import type { StoreClock } from '@/lib/api/contract/common';
import { LANGS, type Lang } from '@/lib/i18n/locales';
import type { orders, payments } from '@/server/db/schema';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zhHant from '@/messages/zh-hant.json';
import zh from '@/messages/zh.json';
import { receiptEmail } from '@/server/domain/payment/receipt';

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;

const BANGKOK: StoreClock = {
  time_zone: 'Asia/Bangkok',
  city: { en: 'Bangkok', th: 'กรุงเทพฯ', zh: '曼谷', 'zh-hant': '曼谷' },
};
const LOS_ANGELES: StoreClock = {
  time_zone: 'America/Los_Angeles',
  city: { en: 'Los Angeles', th: 'ลอสแองเจลิส', zh: '洛杉矶', 'zh-hant': '洛杉磯' },
};

/** The order and payment rows the receipt reads: a US$315.00 booking paid with a Visa. */
const order = (lang: Lang) =>
  ({
    id: 'order-1',
    tradeNo: '202612010001234567',
    lang,
    contact: { name: 'Wei Zhang' },
    contactEmail: 'wei@example.com',
    bill: { onlinePrice: { payment: 31_500 }, currencies: { payment: { code: 'USD', minorUnits: 2 } } },
  }) as unknown as typeof orders.$inferSelect;
// 20:30 UTC on 30 November: already 1 December in Bangkok, still 30 November in Los Angeles.
const payment = {
  id: 'pay-1',
  amount: '315.00',
  cardBrand: 'visa',
  cardLast4: '1111',
  updatedAt: new Date('2026-11-30T20:30:00.000Z'),
} as unknown as typeof payments.$inferSelect;

const paidAt = (lang: Lang, clock: StoreClock) => {
  const mail = receiptEmail(order(lang), payment, clock);
  const label = MESSAGES[lang].receipt.paid_at;
  return mail.channel === 'email' ? mail.text.split('\n').find((line) => line.startsWith(label)) : undefined;
};

describe('the payment receipt', () => {
  it.each(LANGS)(
    'says when it was paid on the pick-up store clock with the zone named, never UTC (%s)',
    (lang) => {
      const line = paidAt(lang, BANGKOK);
      expect(line).not.toMatch(/UTC(?![+−])/);
      expect(line).toContain('UTC+07:00');
    },
  );

  it('writes the time in each language as the voucher does', () => {
    expect(paidAt('en', BANGKOK)).toBe('Paid on: Tue, Dec 1, 2026, 3:30 AM (Bangkok time, UTC+07:00)');
    expect(paidAt('en', LOS_ANGELES)).toBe(
      'Paid on: Mon, Nov 30, 2026, 12:30 PM (Los Angeles time, UTC−08:00)',
    );
    expect(paidAt('th', BANGKOK)).toContain('1 ธ.ค. 2026 3:30 (เวลาท้องถิ่นกรุงเทพฯ UTC+07:00)');
    expect(paidAt('zh', BANGKOK)).toContain('2026年12月1日周二 3:30（曼谷当地时间 UTC+07:00）');
    expect(paidAt('zh-hant', LOS_ANGELES)).toContain(
      '2026年11月30日週一 下午12:30（洛杉磯當地時間 UTC−08:00）',
    );
  });

  it('writes its facts with the colon of the language', () => {
    const mail = receiptEmail(order('zh'), payment, BANGKOK);
    expect(mail.channel === 'email' && mail.text).toContain('订单号：202612010001234567');
  });

  it('keeps the same time in its HTML', () => {
    const mail = receiptEmail(order('en'), payment, BANGKOK);
    expect(mail.channel === 'email' && mail.html).toContain(
      'Tue, Dec 1, 2026, 3:30 AM (Bangkok time, UTC+07:00)',
    );
  });
});

describe("the receipt of a change's difference", () => {
  it('says what this charge took, not the booking total', () => {
    const mail = receiptEmail(order('en'), { ...payment, amount: '42.50' }, BANGKOK);
    expect(mail.text).toContain('US$42.50');
    expect(mail.text).not.toContain('315.00');
  });
});
