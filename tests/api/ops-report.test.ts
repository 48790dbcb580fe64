import { and, count, eq, inArray } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import { opsCampaignReportSchema, type CampaignRow } from '@/lib/api/contract/ops-report';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import { UTM_COOKIE } from '@/lib/cookies';
import { campaignEvents, fxRates, orders, payments, refunds } from '@/server/db/schema';
import { guestCookie, postBooking, prepareBooking, query } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';
import { opsApi } from './ops-fixtures';
import { postPay, randomVisa } from './payment-fixtures';
import { notStaffCookies, staffOfEveryRole } from './staff-fixtures';

type Headers = Record<string, string>;
type Campaign = Record<string, string>;

/** The utm cookie as proxy.ts sets it on the landing (JSON of the utm keys). */
const utmCookie = (campaign: Campaign) => `${UTM_COOKIE}=${encodeURIComponent(JSON.stringify(campaign))}`;

const DAY_MS = 86_400_000;
const utcDate = (daysFromToday: number) => new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);

/**
 * Marketing's campaign report: visits and searches recorded through the browser's beacon
 * (POST /campaign/record with the utm cookie, as features/campaign sends it), orders booked and
 * paid with that cookie, one cancelled through its refund; the report and its CSV show exactly
 * those figures; other campaigns and other dates stay apart; marketing and admins only.
 */
describe.each(databaseKinds)('the campaign report on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false });
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;
  let trip = 0;

  const spring: Campaign = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-2026', utm_term: 'suv' };
  const other: Campaign = { utm_source: 'partner', utm_medium: 'cpc', utm_campaign: 'winter' };
  // A campaign whose values a spreadsheet would run as formulas.
  const crafted: Campaign = { utm_source: '+cmd', utm_medium: '@sum', utm_campaign: '=HYPERLINK("http://x.test","x")' };

  const beacon = (form: Record<string, string>, cookie?: string) =>
    client.postForm(`/campaign/record?${query({ locale: 'th_TH' })}`, form, cookie ? { Cookie: cookie } : {});
  const report = (fields: Record<string, string | undefined>, headers: Headers) =>
    client.get(`/ops/report/campaigns?${query(fields)}`, headers);
  const csv = (fields: Record<string, string | undefined>, headers: Headers) =>
    client.app.request(`/api/v1_1/ops/report/campaigns.csv?${query(fields)}`, { headers });
  const eventCount = async () => Number((await database.db.select({ n: count() }).from(campaignEvents))[0]!.n);

  /** An online booking with the campaign's cookie, on days of its own; paid by card when asked. */
  async function book(campaign: Campaign, options: { pay?: boolean; currency?: string } = {}) {
    const start = 30 + (trip++ % 60) * 3;
    const booking = await prepareBooking(client, database.db, {
      payMode: 'full_prepaid',
      from: on(start),
      to: on(start + 2),
      currency: options.currency,
    });
    const { body, cookie } = await postBooking(client, booking.fields, {
      currency: options.currency,
      userId: `g_report_${trip}`,
      cookie: utmCookie(campaign),
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    const tradeNo = createdOrderSchema.parse(body.data).trade_no;
    if (options.pay) {
      const paid = await postPay(client, tradeNo, { card_number: randomVisa() }, { cookie: guestCookie(cookie)! });
      expect(paymentStateSchema.parse(paid.body.data).payment_status).toBe('HAD_PAID');
    }
    const [row] = await database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
    return row!;
  }

  const rowOf = (rows: CampaignRow[], campaign: Campaign) =>
    rows.find(
      (row) =>
        row.utm_source === campaign.utm_source &&
        row.utm_medium === campaign.utm_medium &&
        row.utm_campaign === campaign.utm_campaign,
    );

  beforeAll(async () => {
    staff = await staffOfEveryRole(database.db);
  });

  it('counts exactly the visits, searches, bookings, payments, cancellation and refund of one campaign, in the report and its CSV', async () => {
    const N_VISITS = 5;
    const N_SEARCHES = 3;
    for (let visit = 0; visit < N_VISITS; visit++) {
      const { body } = await beacon({ kind: 'visit' }, utmCookie(spring));
      expect(body).toMatchObject({ code: 200, data: { recorded: true } });
    }
    for (let search = 0; search < N_SEARCHES; search++) {
      expect((await beacon({ kind: 'search', store: 'lax01' }, utmCookie(spring))).body.code).toBe(200);
    }
    // Another campaign's visits, searches and booking are its own row.
    await beacon({ kind: 'visit' }, utmCookie(other));
    await beacon({ kind: 'search', store: 'LAX01' }, utmCookie(other));
    await book(other, { pay: true });
    await beacon({ kind: 'visit' }, utmCookie(crafted));

    // M = 4 bookings, K = 3 paid (one in baht), one paid booking cancelled by customer service (refunded).
    const booked = [
      await book(spring, { pay: true }),
      await book(spring, { pay: true, currency: 'THB' }),
      await book(spring, { pay: true }),
      await book(spring),
    ];
    const cancelled = await opsApi(client).cancel(
      { trade_no: booked[0]!.tradeNo, reason: 'The traveller asked by phone' },
      staff.customer_service.headers,
    );
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(200);

    // Another date range's: a visit and a booking 40 days ago are not in this range's figures.
    await database.db.insert(campaignEvents).values({
      kind: 'visit',
      utmSource: spring.utm_source!,
      utmMedium: spring.utm_medium!,
      utmCampaign: spring.utm_campaign!,
      at: new Date(Date.now() - 40 * DAY_MS),
    });
    const old = await book(spring, { pay: true });
    await database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(orders.id, old.id));

    // What the gateway took and gave back for the four bookings, read from the database.
    const ids = booked.map((order) => order.id);
    const taken = await database.db
      .select({ currency: payments.currency, amount: payments.amount })
      .from(payments)
      .where(and(inArray(payments.orderId, ids), eq(payments.status, 'succeeded')));
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, booked[0]!.id));
    expect(refund!.status).toBe('COMPLETE_REFUND');
    const [thb] = await database.db.select().from(fxRates).where(eq(fxRates.currency, 'THB'));
    const sum = (currency: string) =>
      taken.filter((row) => row.currency === currency).reduce((total, row) => total + Math.round(Number(row.amount) * 100), 0);
    expect(taken).toHaveLength(3);
    const usdCents = sum('USD') + sum('THB') / Number(thb!.perUsd);

    const range = { from: utcDate(-1), to: utcDate(0) };
    for (const role of ['marketing', 'admin'] as const) {
      const { body } = await report(range, staff[role].headers);
      expect(body.code, JSON.stringify(body)).toBe(200);
      const answer = opsCampaignReportSchema.parse(body.data);
      expect(rowOf(answer.rows, spring)).toEqual({
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring-2026',
        visits: N_VISITS,
        searches: N_SEARCHES,
        bookings: 4,
        paid_bookings: 3,
        revenue_usd: (Math.round(usdCents) / 100).toFixed(2),
        revenue: [
          { currency: 'THB', amount: (sum('THB') / 100).toFixed(2) },
          { currency: 'USD', amount: (sum('USD') / 100).toFixed(2) },
        ],
        cancellations: 1,
        refunds: 1,
        refunded_usd: Number(refund!.amount).toFixed(2),
        refunded: [{ currency: 'USD', amount: Number(refund!.amount).toFixed(2) }],
        paid_per_visit: 0.6,
        bookings_per_search: Math.round((4 / 3) * 10_000) / 10_000,
      });
      expect(rowOf(answer.rows, other)).toMatchObject({ visits: 1, searches: 1, bookings: 1, paid_bookings: 1 });
      expect(answer.rows[0]!.utm_campaign).toBe('spring-2026');
      expect(answer.totals).toMatchObject({ visits: N_VISITS + 2, searches: N_SEARCHES + 1, bookings: 5, paid_bookings: 4 });
      // Aggregates only: no traveller's name, phone or e-mail anywhere in the answer.
      const text = JSON.stringify(body);
      for (const order of booked) {
        expect(text).not.toContain(order.contactPhone);
        expect(text).not.toContain(order.contactEmail);
      }
      expect(text).not.toContain('张伟');
      expect(text).not.toContain('Zhang');
    }

    // The CSV: the same rows and numbers, a download, and formulas kept as text.
    const { body } = await report(range, staff.marketing.headers);
    const answer = opsCampaignReportSchema.parse(body.data);
    const download = await csv(range, staff.marketing.headers);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="campaigns_${range.from}_${range.to}.csv"`,
    );
    const lines = (await download.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'utm_source,utm_medium,utm_campaign,visits,searches,bookings,paid_bookings,revenue_usd,revenue_by_currency,' +
        'cancellations,refunds,refunded_usd,refunded_by_currency,paid_per_visit,bookings_per_search',
    );
    const s = rowOf(answer.rows, spring)!;
    expect(lines).toContain(
      [
        'newsletter,email,spring-2026',
        N_VISITS,
        N_SEARCHES,
        4,
        3,
        s.revenue_usd,
        s.revenue.map((item) => `${item.currency} ${item.amount}`).join('; '),
        1,
        1,
        s.refunded_usd,
        `USD ${s.refunded_usd}`,
        0.6,
        s.bookings_per_search,
      ].join(','),
    );
    expect(lines).toContain(`'+cmd,'@sum,"'=HYPERLINK(""http://x.test"",""x"")",1,0,0,0,0.00,,0,0,0.00,,0,`);
    expect(lines.filter((line) => line.startsWith('total,'))).toEqual([
      `total,,,${N_VISITS + 2},${N_SEARCHES + 1},5,4,${answer.totals.revenue_usd},${answer.totals.revenue
        .map((item) => `${item.currency} ${item.amount}`)
        .join('; ')},1,1,${answer.totals.refunded_usd},USD ${answer.totals.refunded_usd},${answer.totals.paid_per_visit},${answer.totals.bookings_per_search}`,
    ]);
    expect(lines).toHaveLength(answer.rows.length + 3);

    // The old range: only the old visit and booking.
    const before = opsCampaignReportSchema.parse(
      (await report({ from: utcDate(-41), to: utcDate(-39) }, staff.marketing.headers)).body.data,
    );
    expect(before.rows).toMatchObject([
      { utm_campaign: 'spring-2026', visits: 1, searches: 0, bookings: 1, paid_bookings: 1, cancellations: 0 },
    ]);

    // A store or a country keeps its own pick-ups and events: every search above was at LAX01 (US).
    const bangkok = opsCampaignReportSchema.parse(
      (await report({ ...range, store: 'BKK01' }, staff.marketing.headers)).body.data,
    );
    expect(bangkok.rows).toEqual([]);
    const us = opsCampaignReportSchema.parse(
      (await report({ ...range, country: 'us' }, staff.marketing.headers)).body.data,
    );
    expect(rowOf(us.rows, spring)).toMatchObject({ visits: 0, searches: N_SEARCHES, bookings: 4 });
  });

  it('keeps nothing without a campaign, refuses bad beacons, and stores no traveller', async () => {
    const before = await eventCount();
    expect((await beacon({ kind: 'visit' })).body).toMatchObject({ code: 200, data: { recorded: false } });
    expect((await beacon({ kind: 'visit' }, `${UTM_COOKIE}=not-json`)).body.data).toEqual({ recorded: false });
    expect((await beacon({ kind: 'click' }, utmCookie(spring))).body.code).toBe(-1);
    expect((await beacon({ kind: 'search', store: 'NOPE1' }, utmCookie(spring))).body.code).toBe(-1);
    expect((await beacon({ kind: 'search', store: 'bad store!' }, utmCookie(spring))).body.code).toBe(-1);
    expect(await eventCount()).toBe(before);

    const { body } = await beacon({ kind: 'search', store: 'LAX01' }, `${utmCookie(spring)}; guest_id=g_someone`);
    expect(body.code).toBe(200);
    const [kept] = await database.db.select().from(campaignEvents).orderBy(campaignEvents.id).limit(1).offset(before);
    expect(kept).toMatchObject({
      kind: 'search',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-2026',
      storeCode: 'LAX01',
      lang: 'th',
    });
    expect(Object.keys(kept!).sort()).toEqual(['at', 'id', 'kind', 'lang', 'storeCode', 'utmCampaign', 'utmMedium', 'utmSource']);
  });

  it('opens to marketing and admins only, on the JSON and the CSV', async () => {
    const range = { from: utcDate(-7), to: utcDate(0) };
    const outsiders = await notStaffCookies(database.db);
    const refused: [string, Headers, number][] = [
      ['customer service', staff.customer_service.headers, 403],
      ['a store', staff.store.headers, 403],
      ['a traveller', { Cookie: outsiders.traveller.cookie }, 403],
      ['a guest', { Cookie: outsiders.guest.cookie }, 403],
      ['nobody', {}, 401],
    ];
    for (const [who, headers, code] of refused) {
      expect((await report(range, headers)).body.code, who).toBe(code);
      const download = await csv(range, headers);
      expect(download.status, who).toBe(code);
      expect(((await download.json()) as { code: number }).code, who).toBe(code);
    }
    for (const role of ['marketing', 'admin'] as const) {
      expect((await report(range, staff[role].headers)).body.code).toBe(200);
      expect((await csv(range, staff[role].headers)).status).toBe(200);
    }
  });

  it('answers -1 to a reversed range, one over a year, a date that does not exist and an unknown store or country', async () => {
    const marketing = staff.marketing.headers;
    const bad: Record<string, string>[] = [
      { from: utcDate(0), to: utcDate(-1) },
      { from: '2025-01-01', to: '2026-01-02' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-01-01' },
      { from: 'yesterday', to: '2026-03-01' },
      { from: utcDate(-1), to: utcDate(0), store: 'NOPE1' },
      { from: utcDate(-1), to: utcDate(0), country: 'ZZ' },
      { from: utcDate(-1), to: utcDate(0), country: 'USA' },
    ];
    for (const fields of bad) {
      const { status, body } = await report(fields, marketing);
      expect([status, body.code], JSON.stringify(fields)).toEqual([400, -1]);
      expect((await csv(fields, marketing)).status, JSON.stringify(fields)).toBe(400);
    }
    const reversed = (await report({ from: utcDate(0), to: utcDate(-1) }, marketing)).body;
    expect(reversed.data).toEqual({ fields: [{ path: 'to', message: 'range_reversed' }] });
    // A whole leap year's 366 days is the longest range.
    expect((await report({ from: '2024-01-01', to: '2024-12-31' }, marketing)).body.code).toBe(200);
  });
});
