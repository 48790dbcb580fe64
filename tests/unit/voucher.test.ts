import { NON_REFUNDABLE } from '@/lib/api/contract/cancellation';
import { LANGS } from '@/lib/i18n/locales';
import { buildConfirmation } from '@/server/domain/booking/confirmation/build-confirmation';
import { buildVoucher } from '@/server/domain/booking/confirmation/build-voucher';
import { cancellationRows } from '@/server/domain/booking/confirmation/cancellation-section';
import { carTermsTranslator, voucherTranslator } from '@/server/providers/messaging/translator';
import { makeOrder } from '../fixtures/order';

/** A section's facts as label -> value (and note). */
function factsOf(model: ReturnType<typeof buildVoucher>, title: string) {
  const section = model.sections.find((candidate) => candidate.title === title);
  if (!section) throw new Error(`no section ${title}`);
  return Object.fromEntries(
    section.blocks.flatMap((block) =>
      block.kind === 'facts'
        ? block.facts.map((fact) => [fact.label, { value: fact.value, note: fact.note }])
        : [],
    ),
  );
}

function listOf(model: ReturnType<typeof buildVoucher>, title: string): string[] {
  const section = model.sections.find((candidate) => candidate.title === title)!;
  return section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : []));
}

describe('the confirmation voucher', () => {
  let errors: unknown[];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(LANGS)('renders completely in %s: HTML, text and calendar, no missing message', (lang) => {
    const order = makeOrder({ lang, store: 'BKK01', dropStore: 'PAT534', paymentCurrency: 'USD' });
    const confirmation = buildConfirmation(order);
    expect(errors).toEqual([]);
    expect(confirmation.subject).toContain(order.trade_no);
    expect(confirmation.html).toMatch(
      new RegExp(
        `^<!DOCTYPE html>\\n<html lang="${{ en: 'en-US', th: 'th-TH', zh: 'zh-CN', 'zh-hant': 'zh-HK' }[lang]}">`,
      ),
    );
    for (const body of [confirmation.html, confirmation.text]) {
      expect(body).toContain(order.trade_no);
      expect(body).toContain(order.pickup_store.address[lang].split(',')[0]!);
      expect(body).toContain(order.drop_off_store.address[lang].split(',')[0]!);
      expect(body).toContain(order.pickup_store.phone);
      expect(body).not.toMatch(/\b(voucher|carDetail|calendar)\.[a-z_]+/); // a key shown instead of its text
    }
    expect(confirmation.ics).toContain('BEGIN:VCALENDAR');
  });

  it('writes the words of each language natively', () => {
    const texts = Object.fromEntries(
      LANGS.map((lang) => [lang, buildConfirmation(makeOrder({ lang })).text]),
    );
    expect(texts.en).toContain('What to bring');
    expect(texts.th).toContain('สิ่งที่ต้องนำมา');
    expect(texts.zh).toContain('取车需携带');
    expect(texts['zh-hant']).toContain('取車須攜帶');
    expect(texts.zh).toContain('订单号：'); // full-width colon after a Chinese label
  });

  it('gives pick-up and return times on the store clock, with the zone and its offset', () => {
    const summer = buildVoucher(makeOrder({ pickup: '2026-07-01 10:00', dropoff: '2026-07-08 09:30' }), 'en');
    const trip = factsOf(summer, 'Pick-up and return');
    expect(trip['Pick-up']).toEqual({
      value: 'Wed, Jul 1, 2026, 10:00 AM',
      note: 'Los Angeles time, UTC−07:00 · Los Angeles Airport (LAX)',
    });
    expect(trip['Return']!.value).toBe('Wed, Jul 8, 2026, 9:30 AM');

    const winter = factsOf(
      buildVoucher(makeOrder({ pickup: '2026-01-15 10:00', dropoff: '2026-01-20 10:00' }), 'en'),
      'Pick-up and return',
    );
    expect(winter['Pick-up']!.note).toMatch(/^Los Angeles time, UTC−08:00/);

    const christchurch = factsOf(
      buildVoucher(
        makeOrder({ store: 'CHC01', pickup: '2026-09-25 09:30', dropoff: '2026-10-02 09:30' }),
        'en',
      ),
      'Pick-up and return',
    );
    expect(christchurch['Pick-up']).toMatchObject({ value: 'Fri, Sep 25, 2026, 9:30 AM' });
    expect(christchurch['Pick-up']!.note).toMatch(/^Christchurch time, UTC\+12:00/);
    expect(christchurch['Return']).toMatchObject({ value: 'Fri, Oct 2, 2026, 9:30 AM' });
    expect(christchurch['Return']!.note).toMatch(/^Christchurch time, UTC\+13:00/);

    const bangkok = buildVoucher(
      makeOrder({ store: 'BKK01', pickup: '2026-12-01 10:00', dropoff: '2026-12-05 10:00' }),
      'zh',
    );
    const bangkokTrip = factsOf(bangkok, '取车与还车');
    expect(bangkokTrip['取车']!.value).toMatch(/^2026年12月1日周二 10:00$/);
    expect(bangkokTrip['取车']!.note).toMatch(/^曼谷当地时间 UTC\+07:00/);
  });

  it('shows the bill lines and totals in the payment currency, and counter amounts in the store currency', () => {
    const model = buildVoucher(
      makeOrder({ store: 'BKK01', paymentCurrency: 'USD', payMethod: 'ARRIVAL' }),
      'en',
    );
    const section = model.sections.find((candidate) => candidate.title === 'Price details')!;
    const rows = section.blocks.flatMap((block) => (block.kind === 'amounts' ? block.rows : []));
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row]));
    expect(byLabel['Car rental']).toMatchObject({ detail: '7 days × US$45.00', amount: 'US$315.00' });
    expect(byLabel['Coupon SUMMER']!.amount).toBe('-US$20.00');
    expect(byLabel['Out Of Hours Fee']).toMatchObject({
      amount: '฿1,050.00 (about US$30.00)',
      detail: 'paid at the store, not in the total',
      muted: true,
    });
    expect(byLabel['Total']).toMatchObject({ amount: 'US$470.00 (about ฿16,450.00)', total: true });
    expect(byLabel['To pay at the counter']!.amount).toBe('฿16,450.00 (about US$470.00)');
    expect(byLabel['To pay online']).toBeUndefined();
  });

  it('says an online booking is paid, or waits for payment until its deadline', () => {
    const paid = buildVoucher(makeOrder({ payMethod: 'FULL_PREPAID', paid: true }), 'en');
    expect(paid.heading).toBe('Your car is booked');
    expect(paid.summary.find((fact) => fact.label === 'Payment')!.value).toBe('Paid online');

    const waiting = makeOrder({ payMethod: 'FULL_PREPAID', createdAt: '2026-06-11T17:00:00.000Z' });
    const model = buildVoucher(waiting, 'en');
    expect(model.heading).toBe('Your booking is waiting for payment');
    expect(model.intro).toContain('until Thu, Jun 11, 2026, 10:30 AM (Los Angeles time, UTC−07:00)');
  });

  // The site calls an unpaid online order 'waiting for payment' and says it expires (orders.status,
  // bookingResult.payment.atExpiry): the e-mail says the same, in its subject and its body.
  const STATE_WORDS = {
    en: {
      waiting: /^Booking \d+ waiting for payment: /,
      booked: /^Booking confirmation \d+: /,
      expires: 'expires',
      cancelled: /cancel/i,
      zone: '(Los Angeles time, UTC−07:00)',
    },
    th: {
      waiting: /^การจอง \d+ รอชำระเงิน: /,
      booked: /^ยืนยันการจอง \d+: /,
      expires: 'หมดอายุ',
      cancelled: /ยกเลิก/,
      zone: '(เวลาท้องถิ่นลอสแองเจลิส UTC−07:00)',
    },
    zh: {
      waiting: /^订单\d+待支付：/,
      booked: /^预订确认\d+：/,
      expires: '过期',
      cancelled: /取消/,
      zone: '（洛杉矶当地时间 UTC−07:00）',
    },
    'zh-hant': {
      waiting: /^訂單\d+待付款：/,
      booked: /^預訂確認\d+：/,
      expires: '逾期',
      cancelled: /取消/,
      zone: '（洛杉磯當地時間 UTC−07:00）',
    },
  } as const;

  it.each(LANGS)(
    'says an unpaid online booking waits for payment and expires at a store time, a counter or paid one is booked (%s)',
    (lang) => {
      const words = STATE_WORDS[lang];
      const t = voucherTranslator(lang);
      const waiting = buildVoucher(
        makeOrder({ lang, payMethod: 'FULL_PREPAID', createdAt: '2026-06-11T17:00:00.000Z' }),
        lang,
      );
      expect(waiting.subject).toMatch(words.waiting);
      expect(waiting.heading).toBe(t('heading.awaiting_payment'));
      expect(waiting.intro).toContain(words.expires);
      expect(waiting.intro).toContain(words.zone);
      expect(waiting.intro).not.toMatch(words.cancelled);

      for (const booked of [
        makeOrder({ lang, payMethod: 'ARRIVAL' }),
        makeOrder({ lang, payMethod: 'FULL_PREPAID', paid: true }),
      ]) {
        const model = buildVoucher(booked, lang);
        expect(model.subject).toMatch(words.booked);
        expect(model.heading).toBe(t('heading.booked'));
        expect(model.intro).toBe(t('intro.booked'));
      }
    },
  );

  it('lists what to bring: US auto insurance only at US stores, the card only for a card deposit', () => {
    const us = listOf(buildVoucher(makeOrder({ store: 'LAX01' }), 'en'), 'What to bring');
    expect(us).toContain('Proof of US auto insurance: in the USA the store may refuse the rental without it');
    expect(us).toContain("The main driver's credit card, in their own name, for the deposit");
    expect(us.some((item) => /passport/.test(item))).toBe(true);
    expect(us).toContain('Recommended: a certified English translation of your licence'); // a cn licence

    const thai = listOf(
      buildVoucher(makeOrder({ store: 'BKK01', depositWay: 'zhima_credit' }), 'en'),
      'What to bring',
    );
    expect(thai.some((item) => /US auto insurance/.test(item))).toBe(false);
    expect(thai.some((item) => /credit card/.test(item))).toBe(false);
  });

  it('says what the drivers’ licence types need in the store’s country, with its rent rules', () => {
    const paragraphs = (model: ReturnType<typeof buildVoucher>) =>
      model.sections
        .find((section) => section.title === 'What to bring')!
        .blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []));
    const nz = buildVoucher(makeOrder({ store: 'CHC01' }), 'en');
    expect(listOf(nz, 'What to bring')).toContain(
      'An English translation of your licence by an NZTA-approved translator (or by a diplomatic mission)',
    );
    expect(paragraphs(nz)).toContain('Mainland China does not issue International Driving Permits.');
    expect(paragraphs(nz).at(-1)).toMatch(
      /^The rent rules for New Zealand: https?:\/\/.+\/intl\/en\/rent_rules\/NZ$/,
    );

    const thai = buildVoucher(makeOrder({ store: 'BKK01', lang: 'zh' }), 'zh');
    const section = thai.sections.find((candidate) => candidate.title === '取车需携带')!;
    const text = section.blocks.flatMap((block) =>
      block.kind === 'list' ? block.items : 'text' in block ? [block.text] : [],
    );
    expect(text).toContain('经公证处公证的驾照英文翻译件');
    expect(text).toContain('在泰国，仅凭中国大陆驾照不能取车。');
    expect(text).toContain('相关规定因地而异，出行前请向门店确认。');
    expect(text.at(-1)).toMatch(/^泰国租车规则：https?:\/\/.+\/cn\/zh\/rent_rules\/TH$/);
  });

  it('gives the store details, with a section of its own for another return store', () => {
    const model = buildVoucher(makeOrder({ store: 'LAX01', dropStore: 'SFO01' }), 'en');
    const pickup = factsOf(model, 'Pick-up store');
    expect(pickup['Opening hours']!.value).toBe('Mon–Sun 06:00–23:30');
    expect(pickup['Phone']!.value).toBe('+1 310-555-0142');
    expect(pickup['How to find us']!.value).toMatch(/^After baggage claim/);
    const dropOff = factsOf(model, 'Return store');
    expect(dropOff['Address']!.value).toMatch(/San Francisco/);
    expect(dropOff['Returning the car']).toBeDefined();
  });

  it('states the cancellation terms tier by tier', () => {
    const order = makeOrder();
    const context = { lang: 'en' as const, t: voucherTranslator('en'), terms: carTermsTranslator('en') };
    expect(cancellationRows(order.cancellation_policy, 'USD', context)).toEqual([
      '48 hours or more before pick-up: free, full refund',
      'Between 24 and 48 hours before pick-up: 20% of the booking total is charged',
      'Less than 24 hours before pick-up: the price of 1 rental day is charged',
      "After the pick-up time, or if you don't come: 100% of the booking total is charged",
    ]);
    expect(cancellationRows(NON_REFUNDABLE, 'USD', context)).toEqual([
      'Any cancellation: 100% of the booking total is charged',
    ]);
    expect(
      cancellationRows(
        {
          tiers: [{ hours_before: 72, fee: { type: 'fixed', amount: '25.00' } }],
          after_pickup: { type: 'percent', percent: 50 },
        },
        'NZD',
        context,
      ),
    ).toEqual([
      '72 hours or more before pick-up: a fee of NZ$25.00 is charged',
      'Less than 72 hours before pick-up: 50% of the booking total is charged',
      "After the pick-up time, or if you don't come: 50% of the booking total is charged",
    ]);
  });

  it('escapes what the traveller typed and loads nothing from outside', () => {
    const order = { ...makeOrder(), remark: 'Child seat <b>facing back</b> & "quiet" please' };
    const { html } = buildConfirmation(order);
    expect(html).toContain('Child seat &lt;b&gt;facing back&lt;/b&gt; &amp; &quot;quiet&quot; please');
    expect(html).not.toContain('<b>facing');
    expect(html).not.toMatch(/<link|<script|<img|\bsrc=|url\(|@import|@font-face/i);
  });
});
