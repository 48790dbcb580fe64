import { eq } from 'drizzle-orm';
import { orders } from '@/server/db/schema';
import { databaseKinds, useApiDatabase } from './databases';
import { freshEmail, signUpByEmail } from './account-fixtures';
import { postBooking, prepareBooking } from './booking-fixtures';

describe.each(databaseKinds)('booking while logged in on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true, freshman: false });

  it('gives the order to the user and saves new drivers and contacts once', async () => {
    const token = await signUpByEmail(client, outbox.dir, freshEmail(), 'correct horse 1');
    const auth = { 'access-token': token };
    const me = (await client.get('/user/info', auth)).body.data as { user_id: string };

    const first = await prepareBooking(client, database.db);
    const booked = await postBooking(client, first.fields, { cookie: `Auth=${token}`, userId: me.user_id });
    expect(booked.body.code).toBe(200);
    const [order] = await database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.tradeNo, String(booked.body.data!.trade_no)));
    expect(order!.userId).toBe(me.user_id);

    const drivers = (await client.get('/user/drivers', auth)).body.data as { list: { driver_id: number }[] };
    const contacts = (await client.get('/user/contacts', auth)).body.data as {
      list: { contact_id: number }[];
    };
    expect(drivers.list).toEqual([expect.objectContaining({ given_name: 'Wei', sur_name: 'Zhang' })]);
    expect(contacts.list).toEqual([
      expect.objectContaining({ name: '张伟', email: 'zhang.wei@example.com' }),
    ]);

    // Picked from the saved ones (or the same person typed again): nothing new is saved.
    const second = await prepareBooking(client, database.db, { carIndex: 1, phone: first.phone });
    const fields = {
      ...second.fields,
      drivers: [{ ...second.fields.drivers[0]!, driver_id: drivers.list[0]!.driver_id }],
    };
    expect(
      (await postBooking(client, fields, { cookie: `Auth=${token}`, userId: me.user_id })).body.code,
    ).toBe(200);
    expect(((await client.get('/user/drivers', auth)).body.data as { list: unknown[] }).list).toHaveLength(1);
    expect(((await client.get('/user/contacts', auth)).body.data as { list: unknown[] }).list).toHaveLength(
      1,
    );
  });

  it('saves nothing for a guest', async () => {
    const booking = await prepareBooking(client, database.db);
    expect((await postBooking(client, booking.fields)).body.code).toBe(200);
    const token = await signUpByEmail(client, outbox.dir, freshEmail(), 'correct horse 1');
    expect((await client.get('/user/drivers', { 'access-token': token })).body.data).toEqual({ list: [] });
  });
});
