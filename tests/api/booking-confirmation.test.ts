import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import { parseWallTime, wallTimeToInstant } from '@/lib/time/wall-time';
import { outboundMessages, orders } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/jobs/deliver-messages';
import { readOutboxEmail } from '@/server/providers/messaging/outbox-files';
import { createMessageProvider } from '@/server/providers/messaging/provider';
import { freshmanOff, postBooking, prepareBooking } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { LA, on } from './la-clock';
import { startSmtpServer } from './smtp-test-server';
import { temporaryOutbox } from './verification-fixtures';

/** Due for the delivery job whatever the database's clock says. */
const LATER = new Date('2035-01-01T00:00:00.000Z');

describe.each(databaseKinds)('the booking confirmation on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  let outbox: Awaited<ReturnType<typeof temporaryOutbox>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    await freshmanOff(database.db);
    outbox = await temporaryOutbox();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await outbox.remove();
    await smtp.close();
  });

  /** Books, then answers the confirmation's queue row and the order's number. */
  async function book(options: Parameters<typeof prepareBooking>[2]) {
    const booking = await prepareBooking(client, database.db, options);
    const { body } = await postBooking(client, booking.fields, { currency: booking.currency });
    const tradeNo = createdOrderSchema.parse(body.data).trade_no;
    const [order] = await database.db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
    return { tradeNo, orderId: order!.id, booking };
  }

  function expectConfirmation(mail: ParsedMail, tradeNo: string) {
    expect(mail.subject).toContain(tradeNo);
    expect(mail.html).toContain(tradeNo);
    const ics = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(ics).toBeDefined();
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    return calendar;
  }

  it('is written in the booking’s transaction and delivered to the outbox folder, .ics attached', async () => {
    const { tradeNo, orderId } = await book({ from: on(25, '09:30'), to: on(28), lang: 'zh' });
    const [queued] = await database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.orderId, orderId));
    expect(queued).toMatchObject({ status: 'pending', kind: 'order_confirmation' });

    expect(await deliverDueMessages(database.db, outbox.provider, LATER)).toMatchObject({ sent: 1 });
    const entry = (await outbox.read()).find((candidate) => candidate.subject?.includes(tradeNo));
    expect(entry).toMatchObject({ channel: 'email', to: 'zhang.wei@example.com' });
    const mail = await simpleParser(await readOutboxEmail(outbox.dir, entry!));
    const calendar = expectConfirmation(mail, tradeNo);
    // The pick-up at 09:30 on the Los Angeles clock, written in UTC.
    const pickup = wallTimeToInstant(parseWallTime(on(25, '09:30'))!, LA);
    expect(calendar).toContain(`DTSTART:${pickup.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(mail.html).toMatch(/[\u4e00-\u9fff]/); // in the booking's language (Simplified Chinese)
    const [sent] = await database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.orderId, orderId));
    expect(sent!.status).toBe('sent');
  });

  it('reaches a real SMTP server', async () => {
    const { tradeNo } = await book({ store: 'BKK01', from: on(35), to: on(38), lang: 'th' });
    const provider = createMessageProvider({
      outboxDir: outbox.dir,
      smtpUrl: smtp.url,
      from: 'Rentcar Go <no-reply@test.invalid>',
    });
    try {
      await deliverDueMessages(database.db, provider, LATER);
    } finally {
      await provider.close();
    }
    const received = smtp.received.find((message) => message.raw.toString('utf8').includes(tradeNo));
    expect(received?.to).toEqual(['zhang.wei@example.com']);
    const mail = await simpleParser(received!.raw);
    expectConfirmation(mail, tradeNo);
    expect(mail.html).toMatch(/[\u0e00-\u0e7f]/); // Thai
  });
});
