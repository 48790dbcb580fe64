import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import { deliverDueMessages } from '@/server/jobs/deliver-messages';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { freshmanOff } from './booking-fixtures';
import { testClient, type TestClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { bookOnline, postPay, randomVisa } from './payment-fixtures';
import { temporaryOutbox } from './verification-fixtures';

/** Due for the delivery job whatever the database's clock says. */
const LATER = new Date('2035-01-01T00:00:00.000Z');
const CVV = '918';

/** The CVV as a number of its own (not inside a longer run of digits, letters or a decimal). */
const cvvPattern = new RegExp(`(?<![\\w.])${CVV}(?![\\w.])`);

describe.each(databaseKinds)('card data on %s', (kind) => {
  const { database } = useApiDatabase(kind);
  let client: TestClient;
  let outbox: Awaited<ReturnType<typeof temporaryOutbox>>;

  beforeAll(async () => {
    await freshmanOff(database.db);
    outbox = await temporaryOutbox();
    client = testClient(database.db, { gateway: sandboxAcquirer(database.db, { settleAfterMs: 0 }) });
  });
  afterAll(() => outbox.remove());

  /** Every text, JSON and array column of every table, as text, with its place. */
  /** Rows of a raw query: node-postgres and PGlite both answer { rows }. */
  const rowsOf = async <T>(query: Parameters<typeof database.db.execute>[0]) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function allDatabaseText(): Promise<{ where: string; text: string }[]> {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    const found: { where: string; text: string }[] = [];
    for (const column of columns) {
      const rows = await rowsOf<{ value: string | null }>(
        sql.raw(`select "${column.column_name}"::text as value from "${column.table_name}"`),
      );
      for (const row of rows) {
        if (row.value) found.push({ where: `${column.table_name}.${column.column_name}`, text: row.value });
      }
    }
    return found;
  }

  it('never stores, logs or sends the card number or the CVV', async () => {
    const written: string[] = [];
    const capture = (stream: NodeJS.WriteStream) =>
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
        return true;
      });
    const stdout = capture(process.stdout);
    const stderr = capture(process.stderr);
    const pans: string[] = [];
    try {
      // A decline, a network failure, an invalid request and a success: every path the card takes.
      const order = await bookOnline(client, database.db);
      for (const number of ['4000308400000005', '4000900000000003']) {
        pans.push(number);
        await postPay(client, order.tradeNo, { card_number: number, cvv: CVV }, { cookie: order.cookie });
      }
      const bad = `${randomVisa().slice(0, 15)}x`;
      pans.push(bad);
      await postPay(client, order.tradeNo, { card_number: bad, cvv: CVV }, { cookie: order.cookie });
      const good = randomVisa();
      pans.push(good);
      const paid = await postPay(
        client,
        order.tradeNo,
        { card_number: good, cvv: CVV },
        { cookie: order.cookie },
      );
      expect(paymentStateSchema.parse(paid.body.data).payment_status).toBe('HAD_PAID');
      expect(JSON.stringify(paid.body)).not.toContain(good);
      await deliverDueMessages(database.db, outbox.provider, LATER);
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }

    const leaks = (text: string) =>
      pans.some((pan) => text.includes(pan.slice(0, 12))) || cvvPattern.test(text);
    // The network failure is logged (without the card): the capture works.
    expect(written.some((line) => line.includes('payment gateway unreachable'))).toBe(true);
    expect(written.filter(leaks)).toEqual([]);

    const rows = await allDatabaseText();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => leaks(row.text)).map((row) => row.where)).toEqual([]);

    const files = await readdir(outbox.dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = await readFile(path.join(outbox.dir, file), 'utf8');
      expect({ file, leaks: leaks(text) }).toEqual({ file, leaks: false });
    }
  });
});
