import { eq } from 'drizzle-orm';
import { createdOrderSchema, orderSchema } from '@/lib/api/contract/booking';
import { orders, outboundMessages } from '@/server/db/schema';
import {
  bookingRowCounts,
  freshmanOff,
  guestCookie,
  postBooking,
  prepareBooking,
  query,
} from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';

describe.each(databaseKinds)('booking a car on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);

  beforeAll(async () => {
    await freshmanOff(database.db);
  });

  it('books LAX01 to pay at the counter: NORMAL, a random order number, the page’s bill, access for the guest only', async () => {
    const booking = await prepareBooking(client, database.db, { payMode: 'arrival' });
    const { status, body, cookie } = await postBooking(client, booking.fields);
    expect(status).toBe(200);
    const created = createdOrderSchema.parse(body.data);
    expect(created).toMatchObject({
      status: 'NORMAL',
      payment_status: 'NOT_PAY',
      pay_method: 'ARRIVAL',
      expires_at: null,
    });
    expect(created.trade_no).toMatch(/^[1-9]\d{17}$/);
    // One test feeds both: the page's bill (prepareBooking computes it as the page does) is the API's.
    expect(created.total).toEqual(booking.bill.totalBillPrice);
    expect(created.online).toEqual({ payment: 0, local: 0 });
    expect(cookie).toMatch(/Auth_guest=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const mine = await client.get(`/order/get_order_detail?${query({ trade_no: created.trade_no })}`, {
      Cookie: guestCookie(cookie)!,
    });
    expect(mine.status).toBe(200);
    const order = orderSchema.parse(mine.body.data);
    expect(order.bill).toEqual(booking.bill);
    expect(order.rent_info.pickup_date_time).toBe(booking.fields.pickup_date_time);
    expect(order.cancellation_policy).toEqual(booking.pkg.cancellation_policy);
    expect(order.contact.email).toBe('zhang.wei@example.com');
    expect(order.pickup_store.value).toBe('LAX01');

    // Someone else, or nobody, sees no such order.
    const stranger = await client.get(`/order/get_order_detail?${query({ trade_no: created.trade_no })}`);
    expect(stranger.status).toBe(404);

    const [row] = await database.db.select().from(orders).where(eq(orders.tradeNo, created.trade_no));
    expect(row).toMatchObject({ contactPhone: `86${booking.phone}`, lang: 'en', channel: 'booking' });
    const mail = await database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.orderId, row!.id));
    expect(mail).toMatchObject([
      { kind: 'order_confirmation', channel: 'email', recipient: 'zhang.wei@example.com' },
    ]);
  });

  it('gives access to the booker even when the call carries no guest id', async () => {
    const booking = await prepareBooking(client, database.db);
    const { body, cookie } = await postBooking(client, booking.fields, { userId: null });
    const created = createdOrderSchema.parse(body.data);
    const mine = await client.get(`/order/get_order_detail?${query({ trade_no: created.trade_no })}`, {
      Cookie: guestCookie(cookie)!,
    });
    expect(mine.status).toBe(200);
  });

  it('books BKK01 to pay online in Chinese yuan: CREATE_ORDER, held 30 minutes, everything online', async () => {
    const booking = await prepareBooking(client, database.db, {
      store: 'BKK01',
      from: on(30),
      to: on(34),
      currency: 'CNY',
      payMode: 'full_prepaid',
      planGroup: 'full_protection',
      lang: 'th',
    });
    const before = Date.now();
    const { status, body } = await postBooking(client, booking.fields, { currency: 'CNY' });
    expect(status).toBe(200);
    const created = createdOrderSchema.parse(body.data);
    expect(created).toMatchObject({ status: 'CREATE_ORDER', pay_method: 'FULL_PREPAID' });
    expect(created.online).toEqual(booking.bill.totalBillPrice);
    const expires = Date.parse(created.expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(30 * 60_000 + 60_000);
    expect(booking.bill.currencies).toEqual({
      payment: { code: 'CNY', minorUnits: 2 },
      local: { code: 'THB', minorUnits: 2 },
    });
  });

  it('bills extras and insurance units as the page does, and refuses quantities above the limit', async () => {
    const probe = await prepareBooking(client, database.db);
    const seat = probe.detail.extra_services.find((extra) => extra.code === 'child_seat')!;
    const accident = probe.detail.extra_services.find((extra) => extra.code === 'personal_accident')!;
    expect(accident.kind).toBe('insurance');
    const booking = await prepareBooking(client, database.db, {
      skuId: probe.fields.sku_id,
      extras: [{ id: seat.id, quantity: 2 }],
      insurance: [{ id: accident.id, quantity: 1 }],
    });
    const { status, body } = await postBooking(client, booking.fields);
    expect(status).toBe(200);
    expect(createdOrderSchema.parse(body.data).total).toEqual(booking.bill.totalBillPrice);
    // payment_version 1: the extras are shown, paid at the counter, outside the total.
    expect(booking.bill.extraServiceLines.map((line) => [line.code, line.count, line.notInBill])).toEqual([
      ['child_seat', 2, true],
      ['personal_accident', 1, true],
    ]);

    const tooMany = await prepareBooking(client, database.db, { skuId: probe.fields.sku_id });
    const refused = await postBooking(client, {
      ...tooMany.fields,
      extra_service: [{ id: seat.id, quantity: seat.max_quantity + 1 }],
    });
    expect(refused.body.code).toBe(-1);
    const wrongKind = await postBooking(client, {
      ...tooMany.fields,
      extra_service: [{ id: accident.id, quantity: 1 }],
    });
    expect(wrongKind.body.code).toBe(-1);
  });

  it('books full protection’s included additional driver without charging for one (issue 34 item 6)', async () => {
    const booking = await prepareBooking(client, database.db, { planGroup: 'full_protection' });
    const drivers = [...booking.fields.drivers, { ...booking.fields.drivers[0]!, given_name: 'Li' }];
    const { status, body } = await postBooking(client, { ...booking.fields, drivers });
    expect(status).toBe(200);
    expect(createdOrderSchema.parse(body.data).total).toEqual(booking.bill.totalBillPrice);
    expect(booking.bill.extraServiceLines).toEqual([]);
  });

  it('refuses tampered requests and writes nothing', async () => {
    const booking = await prepareBooking(client, database.db, { age: '25-75' });
    const sfo = await prepareBooking(client, database.db, { store: 'SFO01' });
    const otherCar = await prepareBooking(client, database.db, { carIndex: 1 });
    const f = booking.fields;
    const cases: [string, Record<string, unknown>, number][] = [
      ['a lower price', { expected_total: String(Number(f.expected_total) - 100) }, 1005],
      ['another store’s package', { package_code: sfo.fields.package_code }, 1007],
      ['another store', { pickup_location: 'SFO01', drop_off_location: 'SFO01' }, 1002],
      ['a car of another store', { sku_id: sfo.fields.sku_id }, 1002],
      ['another car of the store', { sku_id: otherCar.fields.sku_id }, 1007],
      ['other dates', { pickup_date_time: on(21), drop_off_date_time: on(24) }, 1007],
      ['another age band', { driver_age: '22' }, 1007],
      [
        'a young driver in a 25-75 search',
        { drivers: [{ ...f.drivers[0]!, birthday: youngBirthday(f) }] },
        1016,
      ],
      ['a driver the store refuses', { drivers: [{ ...f.drivers[0]!, birthday: '1930-01-01' }] }, 1008],
      ['an unverified phone', { contact: { ...f.contact, contact_phone: '13900000000' } }, 1012],
      ['a forged token', { search_token: `${f.search_token}x` }, 1007],
      ['no agreement to the terms', { agree_terms: 'false' }, -1],
      // Coupons are used from a logged-in user's wallet (tests/api/coupons-booking.test.ts).
      ['a coupon from a guest', { coupon_code: 'WELCOME10' }, 1027],
      ['a second additional driver', { drivers: [f.drivers[0], f.drivers[0]] }, -1],
      ['zhima credit as a guest', { deposit: '1' }, 401],
    ];
    const before = await bookingRowCounts(database.db);
    for (const [what, change, code] of cases) {
      const { body } = await postBooking(client, { ...f, ...change });
      expect({ what, code: body.code }).toEqual({ what, code });
    }
    expect(await bookingRowCounts(database.db)).toEqual(before);
  });

  it('answers the new total when the price has changed, and books at it', async () => {
    const booking = await prepareBooking(client, database.db);
    const { body } = await postBooking(client, { ...booking.fields, expected_total: '1' });
    expect(body.code).toBe(1005);
    expect(body.data).toMatchObject({ total: booking.bill.totalBillPrice, currency: 'USD' });
  });

  it('refuses a search token older than 30 minutes', async () => {
    const booking = await prepareBooking(client, database.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 60_000);
      const { body } = await postBooking(client, booking.fields);
      expect(body.code).toBe(1006);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a booking without an Idempotency-Key', async () => {
    const booking = await prepareBooking(client, database.db);
    const response = await client.app.request('/api/v1_1/order/create', {
      method: 'POST',
      body: new URLSearchParams({ sku_id: String(booking.fields.sku_id) }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: number }).code).toBe(-1);
  });
});

/** A birthday that makes the driver 22 on the pick-up date of these fields. */
function youngBirthday(fields: { pickup_date_time: string }) {
  const [year, month, day] = fields.pickup_date_time.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return `${year - 22}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
