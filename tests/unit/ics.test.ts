import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { calendarFileName, orderCalendar } from '@/lib/calendar/ics';
import { escapeText, foldLine } from '@/lib/calendar/ics-format';
import type { Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { makeOrder, type OrderOptions } from '../fixtures/order';

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;

/** The texts as a page would pass them: next-intl's translator of the 'calendar' namespace. */
const textsFor = (lang: Lang) =>
  createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: 'calendar' });

function calendarOf(options: OrderOptions) {
  const order = makeOrder(options);
  const lang = options.lang ?? 'en';
  return { order, ics: orderCalendar(order, lang, textsFor(lang)) };
}

/** Unfolded content lines (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

/** The events as property -> value maps (parameters dropped). */
function events(ics: string) {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of unfold(ics)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') found.push(current!);
    else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return found;
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, character: string) =>
    character.toLowerCase() === 'n' ? '\n' : character,
  );

describe('the booking calendar file', () => {
  it('puts a Los Angeles summer booking at UTC−7 (daylight time)', () => {
    const [pickup, dropOff] = events(
      calendarOf({ pickup: '2026-07-01 10:00', dropoff: '2026-07-08 09:30' }).ics,
    );
    expect(pickup).toMatchObject({ DTSTART: '20260701T170000Z', DTEND: '20260701T180000Z' });
    expect(dropOff).toMatchObject({ DTSTART: '20260708T163000Z', DTEND: '20260708T170000Z' });
  });

  it('puts a Los Angeles winter booking at UTC−8 (standard time)', () => {
    const [pickup, dropOff] = events(
      calendarOf({ pickup: '2026-01-15 10:00', dropoff: '2026-01-20 18:00' }).ics,
    );
    expect(pickup).toMatchObject({ DTSTART: '20260115T180000Z', DTEND: '20260115T190000Z' });
    expect(dropOff).toMatchObject({ DTSTART: '20260121T020000Z', DTEND: '20260121T023000Z' });
  });

  it('follows Christchurch across its change to daylight time (27 September 2026)', () => {
    const { ics } = calendarOf({ store: 'CHC01', pickup: '2026-09-25 09:30', dropoff: '2026-10-02 09:30' });
    const [pickup, dropOff] = events(ics);
    expect(pickup!.DTSTART).toBe('20260924T213000Z'); // NZST, UTC+12
    expect(dropOff!.DTSTART).toBe('20261001T203000Z'); // NZDT, UTC+13
  });

  it('puts Bangkok at UTC+7 all year', () => {
    const { order, ics } = calendarOf({
      store: 'BKK01',
      pickup: '2026-12-01 10:00',
      dropoff: '2026-12-05 10:00',
      lang: 'th',
    });
    const [pickup, dropOff] = events(ics);
    expect(pickup).toMatchObject({ DTSTART: '20261201T030000Z', DTEND: '20261201T040000Z' });
    expect(dropOff).toMatchObject({ DTSTART: '20261205T030000Z', DTEND: '20261205T033000Z' });
    expect(unescape(pickup!.SUMMARY!)).toBe(`รับรถ Toyota Corolla ที่${order.pickup_store.label.th}`);
  });

  it('names the events, the store address and phone, with the order number, in the language', () => {
    const { order, ics } = calendarOf({ lang: 'zh', store: 'LAX01', dropStore: 'SFO01' });
    const [pickup, dropOff] = events(ics);
    expect(unescape(pickup!.SUMMARY!)).toBe(`在${order.pickup_store.label.zh}取车：Toyota Corolla`);
    expect(unescape(pickup!.LOCATION!)).toBe(order.pickup_store.address.zh);
    expect(unescape(pickup!.DESCRIPTION!)).toBe(
      `Rentcar Go 订单号：${order.trade_no}\n门店电话：${order.pickup_store.phone}`,
    );
    expect(unescape(dropOff!.SUMMARY!)).toBe(`在${order.drop_off_store.label.zh}还车：Toyota Corolla`);
    expect(unescape(dropOff!.LOCATION!)).toBe(order.drop_off_store.address.zh);
    expect(unfold(ics).filter((line) => line.startsWith('SUMMARY'))[0]).toMatch(/^SUMMARY;LANGUAGE=zh-CN:/);
  });

  it('is a well-formed RFC 5545 calendar: CRLF lines of at most 75 octets, stable UIDs and DTSTAMP', () => {
    const { order, ics } = calendarOf({ lang: 'th', store: 'BKK01' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Rentcar Go//Booking confirmation//EN');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const [pickup, dropOff] = events(ics);
    expect(pickup!.UID).toBe(`${order.trade_no}-pickup@rentcar-go`);
    expect(dropOff!.UID).toBe(`${order.trade_no}-return@rentcar-go`);
    const stamp = order.created_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(pickup!.DTSTAMP).toBe(stamp);
    // The same order gives the same file.
    expect(orderCalendar(order, 'th', textsFor('th'))).toBe(ics);
    expect(unescape(pickup!.LOCATION!)).toBe(order.pickup_store.address.th);
    expect(calendarFileName(order.trade_no)).toBe(`rentcar-go-${order.trade_no}.ics`);
  });

  it('after a change keeps each UID with SEQUENCE one higher, stamped at the change, at the new times on the store clock', () => {
    const { order, ics } = calendarOf({ lang: 'en', store: 'CHC01' });
    const returnDay = order.rent_info.drop_off_date_time.slice(0, 10);
    const changed = {
      ...order,
      rent_info: { ...order.rent_info, drop_off_date_time: `${returnDay} 16:30` },
      changes: { ...order.changes, count: order.changes.count + 1, last_at: '2026-12-03T06:00:00.000Z' },
    };
    const [pickup, dropOff] = events(ics);
    const [pickupAfter, dropOffAfter] = events(orderCalendar(changed, 'en', textsFor('en')));
    expect([pickupAfter!.UID, dropOffAfter!.UID]).toEqual([pickup!.UID, dropOff!.UID]);
    expect(Number(pickupAfter!.SEQUENCE)).toBe(Number(pickup!.SEQUENCE) + 1);
    expect(Number(dropOffAfter!.SEQUENCE)).toBe(Number(dropOff!.SEQUENCE) + 1);
    expect(dropOffAfter!.DTSTAMP).toBe('20261203T060000Z');
    // 16:30 in Christchurch, written in UTC: the zone's offset on that day, whatever this machine's.
    const zone = order.drop_off_store.city.timeZone.iana;
    const start = dropOffAfter!.DTSTART!;
    const instant = new Date(
      `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}T${start.slice(9, 11)}:${start.slice(11, 13)}:00Z`,
    );
    const onStoreClock = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    expect(onStoreClock.replace(',', '')).toBe(`${returnDay} 16:30`);
    expect(pickupAfter!.DTSTART).toBe(pickup!.DTSTART);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('9600 Airport Blvd, Los Angeles; CA\\x\nnext')).toBe(
      '9600 Airport Blvd\\, Los Angeles\\; CA\\\\x\\nnext',
    );
    const long = `LOCATION:${'ก'.repeat(60)}`; // 3 octets each
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('uses no Node API, so the result page can build the same file in the browser', () => {
    for (const file of ['ics.ts', 'ics-format.ts']) {
      const source = readFileSync(path.join(process.cwd(), 'lib/calendar', file), 'utf8');
      expect(source).not.toMatch(/from ['"]node:|require\(|\bBuffer\b|\bprocess\./);
    }
  });
});
