import { createTranslator } from 'next-intl';
import { calendarDownload, calendarFileResponse } from '@/features/order-result/calendar-file';
import type { Order } from '@/lib/api/contract/booking';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { makeOrder } from '../fixtures/order';

vi.mock('server-only', () => ({}));

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;
type Lang = keyof typeof MESSAGES;

// The route reads the 'calendar' messages as next-intl gives them to a server component.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Lang; namespace: 'calendar' }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace }),
}));

/** The unfolded content lines of an .ics text (RFC 5545 §3.1). */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

const ok = (order: Order) => ({ status: 'ok' as const, order, readAt: Date.now() });

describe("the result page's calendar file", () => {
  it('downloads as an .ics named after the order, private to the visitor', async () => {
    const order = makeOrder({ store: 'BKK01', pickup: '2026-07-01 10:00', dropoff: '2026-07-05 18:30' });
    const response = await calendarFileResponse(ok(order), 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="rentcar-go-${order.trade_no}.ics"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const ics = lines(await response.text());
    // 10:00 and 18:30 on Bangkok's clock (UTC+7, no daylight saving).
    expect(ics).toContain('DTSTART:20260701T030000Z');
    expect(ics).toContain('DTSTART:20260705T113000Z');
    expect(ics).toContain(`UID:${order.trade_no}-pickup@rentcar-go`);
  });

  it("puts each end of a trip on its own store's clock, across daylight saving, in the page's language", async () => {
    // Los Angeles in March: the pick-up in standard time (UTC−8), the return after the change (UTC−7).
    const order = makeOrder({
      store: 'LAX01',
      dropStore: 'SFO01',
      pickup: '2026-03-05 09:00',
      dropoff: '2026-03-10 09:00',
    });
    const ics = lines(await (await calendarFileResponse(ok(order), 'zh-hant')).text());
    expect(ics).toContain('DTSTART:20260305T170000Z');
    expect(ics).toContain('DTSTART:20260310T160000Z');
    expect(ics.find((line) => line.startsWith('SUMMARY'))).toMatch(
      /^SUMMARY;LANGUAGE=zh-HK:.*Toyota Corolla/,
    );
  });

  it('is the same file the confirmation e-mail attaches (orderCalendar)', async () => {
    const order = makeOrder({ store: 'CHC01', pickup: '2026-09-27 10:00', dropoff: '2026-10-02 10:00' });
    const texts = createTranslator({ locale: 'th', messages: th, namespace: 'calendar' });
    const direct = await calendarDownload(order, 'th', texts).text();
    expect(await (await calendarFileResponse(ok(order), 'th')).text()).toBe(direct);
    // Christchurch: 27 September is after New Zealand's change to daylight time (UTC+13).
    expect(lines(direct)).toContain('DTSTART:20260926T210000Z');
  });

  it('answers 404 for an order this browser cannot see, or one that will not happen', async () => {
    expect((await calendarFileResponse({ status: 'not_found' }, 'en')).status).toBe(404);
    const awaiting = makeOrder({ payMethod: 'FULL_PREPAID' });
    expect((await calendarFileResponse(ok(awaiting), 'en')).status).toBe(404);
    const cancelled = { ...makeOrder(), status: 'CANCEL' as const };
    expect((await calendarFileResponse(ok(cancelled), 'en')).status).toBe(404);
  });

  it('answers 503 when the order could not be read', async () => {
    expect((await calendarFileResponse({ status: 'failed' }, 'en')).status).toBe(503);
  });
});
