// Issue 15: what two instances of the API on one PostgreSQL must agree on. Each instance is an app
// with its own connection pool (as two processes would have), so nothing can be shared through a
// process's memory. The same run through real processes, nginx and Redis is scripts/fleet.mts.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { openPostgres, type DbHandle } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { holdFreeUnit } from '@/server/domain/holds';
import { testClient, type TestClient } from './client';
import { freshmanOff, postBooking, prepareBooking, query } from './booking-fixtures';
import { openTestDatabase, type TestDatabase } from './databases';
import { interval, on } from './la-clock';
import { freshPhone, temporaryOutbox } from './verification-fixtures';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL', () => {
  let database: TestDatabase & { url?: string };
  let second: DbHandle;
  let outbox: Awaited<ReturnType<typeof temporaryOutbox>>;
  let a: TestClient;
  let b: TestClient;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { poolSize: 20 });
    // Bookings are priced without the freshman discount (their totals are computed beforehand).
    await freshmanOff(database.db);
    second = await openPostgres(database.url!, 20);
    outbox = await temporaryOutbox();
    a = testClient(database.db, { messages: outbox.provider });
    b = testClient(second.db, { messages: outbox.provider });
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
    await outbox?.remove();
  });

  it('10 code requests for one phone, spread over both, send exactly one code (1 a minute)', async () => {
    const phone = freshPhone();
    const form = { purpose: 'verify_phone', area_code: '1', phone, lang: 'en' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? a : b).postForm('/verify/send_code', form)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 429 && answer.body.code === 1015)).toHaveLength(9);
    const sent = (await outbox.read()).filter(
      (entry) => entry.channel === 'sms' && entry.to === `+1${phone}`,
    );
    expect(sent).toHaveLength(1);
  });

  it('a car held through one instance is gone from the very next search through the other', async () => {
    const search = {
      pickup_location: 'LAX01',
      drop_off_location: 'LAX01',
      pickup_date_time: on(40),
      drop_off_date_time: on(43),
      currency: 'USD',
    };
    const list = await b.get(`/car/get_car_list?${query(search)}`);
    const skuId = (list.body.data as { list: { sku_id: number }[] }).list[0]!.sku_id;
    const detail = () => b.get(`/car/get_car_detail?${query({ ...search, sku_id: skuId })}`);
    expect((await detail()).body.code).toBe(200);
    // Every unit of that car, held through the other instance's pool.
    const held = interval(on(40), on(43));
    while (await holdFreeUnit(database.db, skuId, held));
    expect((await detail()).body.code).toBe(1001);
    const again = await b.get(`/car/get_car_list?${query(search)}`);
    expect((again.body.data as { list: { sku_id: number }[] }).list.map((car) => car.sku_id)).not.toContain(
      skuId,
    );
  });

  it('one Idempotency-Key sent to both at once makes one order and one answer', async () => {
    const { fields } = await prepareBooking(a, database.db, { from: on(60), to: on(62) });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => postBooking(index % 2 === 0 ? a : b, fields, { key })),
    );
    const tradeNos = new Set(answers.map((answer) => (answer.body.data as { trade_no?: string })?.trade_no));
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(6).fill([200, 200]));
    expect(tradeNos.size).toBe(1);
    const [made] = await second.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.tradeNo, [...tradeNos][0]!));
    expect(made!.n).toBe(1);
  });
});
