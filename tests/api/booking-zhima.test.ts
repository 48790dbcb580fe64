import { eq } from 'drizzle-orm';
import { orders, preAuthorisations } from '@/server/db/schema';
import { freshEmail, signUpByEmail } from './account-fixtures';
import { postBooking, prepareBooking } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';

/** Issue 10: a zhima credit deposit books only on the caller's own passed pre-authorisation of the car. */
describe.each(databaseKinds)('booking with the zhima credit deposit on %s', (kind) => {
  let alice: { cookie: string; auth: Record<string, string>; userId: string };
  let bob: { cookie: string; auth: Record<string, string>; userId: string };

  const { database, client, outbox } = useApiDatabase(kind, { outbox: true, freshman: false });

  beforeAll(async () => {
    const signUp = async () => {
      const token = await signUpByEmail(client, outbox.dir, freshEmail(), 'correct horse 1');
      const auth = { 'access-token': token };
      const me = (await client.get('/user/info', auth)).body.data as { user_id: string };
      return { cookie: `Auth=${token}`, auth, userId: me.user_id };
    };
    alice = await signUp();
    bob = await signUp();
  });

  /** The provider round trip as the form makes it: sign, request for the car and package, decide. */
  async function preAuthorise(
    who: typeof alice,
    car: { sku_id: number; package_code: string },
    decision: 'approve' | 'decline' | 'abandon',
  ): Promise<string> {
    const sign = await client.postForm('/payment/alipay/pre_auth/not_bind_sign', {}, who.auth);
    const answer = await client.postForm(
      '/payment/get_pre_auth_no',
      {
        return_to: '/intl/en/book/LAX01/1/x/booking',
        app_id: 'rentcar-web',
        sign_payment_no: (sign.body.data as { payment_no: string }).payment_no,
        service_id: 'zhima',
        sku_id: String(car.sku_id),
        package_code: car.package_code,
      },
      who.auth,
    );
    const number = (answer.body.data as { pre_auth_payment_no: string }).pre_auth_payment_no;
    const decided = await client.app.request('/api/v1_1/payment/alipay/sandbox/decide', {
      method: 'POST',
      body: new URLSearchParams({ pre_auth_payment_no: number, decision }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.status).toBe(303);
    return number;
  }

  const book = (who: typeof alice, fields: Record<string, unknown>) =>
    postBooking(client, fields, { cookie: who.cookie, userId: who.userId });

  it('refuses zhima credit without a passed pre-authorisation of this car, by this user, unused', async () => {
    const booking = await prepareBooking(client, database.db);
    const zhima = { ...booking.fields, deposit: '1' };
    const other = await prepareBooking(client, database.db, { carIndex: 1 });

    const refusals: [string, Record<string, unknown>][] = [
      ['none given', zhima],
      ['declined', { ...zhima, pre_auth_payment_no: await preAuthorise(alice, booking.fields, 'decline') }],
      ['abandoned', { ...zhima, pre_auth_payment_no: await preAuthorise(alice, booking.fields, 'abandon') }],
      ['another car', { ...zhima, pre_auth_payment_no: await preAuthorise(alice, other.fields, 'approve') }],
      [
        "another user's",
        { ...zhima, pre_auth_payment_no: await preAuthorise(bob, booking.fields, 'approve') },
      ],
      ['unknown', { ...zhima, pre_auth_payment_no: 'P000000000000000000000000' }],
    ];
    for (const [why, fields] of refusals) {
      const answer = await book(alice, fields);
      expect({ why, status: answer.status, code: answer.body.code }).toEqual({
        why,
        status: 422,
        code: 1106,
      });
    }
    const mine = await database.db.select().from(orders).where(eq(orders.userId, alice.userId));
    expect(mine).toHaveLength(0);
  });

  it('books on a passed pre-authorisation once: the order waives the card deposit, the pre-auth is spent', async () => {
    const booking = await prepareBooking(client, database.db, { carIndex: 2 });
    const number = await preAuthorise(alice, booking.fields, 'approve');
    const booked = await book(alice, { ...booking.fields, deposit: '1', pre_auth_payment_no: number });
    expect(booked.body.code).toBe(200);
    const tradeNo = String(booked.body.data!.trade_no);
    const detail = await client.get(`/order/get_order_detail?trade_no=${tradeNo}`, alice.auth);
    expect((detail.body.data as { deposit_way: string }).deposit_way).toBe('zhima_credit');
    const [order] = await database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
    const [preAuth] = await database.db
      .select()
      .from(preAuthorisations)
      .where(eq(preAuthorisations.preAuthPaymentNo, number));
    expect(preAuth!.orderId).toBe(order!.id);

    // The same pre-authorisation cannot back a second booking.
    const again = await prepareBooking(client, database.db, { carIndex: 2, skuId: booking.fields.sku_id });
    const second = await book(alice, { ...again.fields, deposit: '1', pre_auth_payment_no: number });
    expect(second.body.code).toBe(1106);
  });
});
