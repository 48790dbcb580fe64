import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { outboundMessages } from '@/server/db/schema';
import { confirmationEmail } from '@/server/domain/booking/confirmation/build-confirmation';
import {
  CLAIM_LEASE_MS,
  deliverDueMessages,
  MAX_ATTEMPTS,
  retryDelayMs,
} from '@/server/jobs/deliver-messages';
import { enqueueMessage } from '@/server/providers/messaging/outbound-queue';
import { readOutboxEmail } from '@/server/providers/messaging/outbox-files';
import { createMessageProvider } from '@/server/providers/messaging/provider';
import type { EmailMessage, MessageProvider, SmsMessage } from '@/server/providers/messaging/types';
import { makeOrder } from '../fixtures/order';
import { databaseKinds, openTestDatabase, type TestDatabase } from './databases';
import { startSmtpServer } from './smtp-test-server';
import { temporaryOutbox } from './verification-fixtures';

const MINUTE = 60_000;
/** Later than any row's default next_attempt_at (the database's now), so queued rows are due. */
const LATER = new Date('2035-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(LATER.getTime() + ms);

/** A provider that records what it is given, fails while `failing` says so, and can be slow. */
function recordingProvider(options: { failing?: () => boolean; delayMs?: number } = {}) {
  const sent: (EmailMessage | SmsMessage)[] = [];
  const take = async (message: EmailMessage | SmsMessage) => {
    if (options.delayMs) await sleep(options.delayMs);
    if (options.failing?.()) throw new Error('421 service not available');
    sent.push(message);
    return { id: String(sent.length) };
  };
  const provider: MessageProvider = {
    name: 'recording',
    sendEmail: take,
    sendSms: take,
    close: async () => {},
  };
  return { provider, sent };
}

describe('the outbox folder', () => {
  let outbox: Awaited<ReturnType<typeof temporaryOutbox>>;
  beforeAll(async () => (outbox = await temporaryOutbox()));
  afterAll(() => outbox.remove());

  it('keeps an e-mail as an .eml a mail reader opens, with its .ics attached, and an index entry', async () => {
    const order = makeOrder({ lang: 'th', store: 'BKK01' });
    const email = confirmationEmail(order);
    if (email.channel !== 'email') throw new Error('an e-mail');
    await outbox.provider.sendEmail(email);

    const [entry] = (await outbox.read()).filter((candidate) => candidate.kind === 'order_confirmation');
    expect(entry).toMatchObject({
      kind: 'order_confirmation',
      channel: 'email',
      to: 'mei.chen@example.com',
      subject: email.subject,
      eml: `${entry!.id}.eml`,
    });
    expect(Date.now() - new Date(entry!.created).getTime()).toBeLessThan(60_000);

    const raw = await readOutboxEmail(outbox.dir, entry!);
    expect(raw.toString('latin1')).toMatch(/\r\n/); // RFC 822 line ends
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(email.subject);
    expect(mail.from?.value[0]?.address).toBe('no-reply@test.invalid');
    expect(mail.html).toContain(order.trade_no);
    expect(mail.text).toContain('สิ่งที่ต้องนำมา');
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe(`rentcar-go-${order.trade_no}.ics`);
    expect(ics!.contentType).toBe('text/calendar');
    expect(ics!.content.toString('utf8')).toBe(email.attachments![0]!.content);
  });

  it('keeps an SMS as an index entry with its text', async () => {
    await outbox.provider.sendSms({ kind: 'verify_phone', to: '+66812345678', text: 'รหัส 123456' });
    const sms = (await outbox.read()).filter((entry) => entry.channel === 'sms').at(-1);
    expect(sms).toMatchObject({ kind: 'verify_phone', to: '+66812345678', text: 'รหัส 123456' });
    expect(sms!.eml).toBeUndefined();
  });

  it('names files so they sort by time and never collide, even sent at once', async () => {
    const before = (await outbox.read()).length;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        outbox.provider.sendSms({ kind: 'burst', to: '+10000000000', text: `message ${i}` }),
      ),
    );
    const entries = await outbox.read();
    expect(entries).toHaveLength(before + 40);
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    const created = entries.map((entry) => entry.created);
    expect([...created].sort()).toEqual(created);
    expect((await readdir(outbox.dir)).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});

describe.each(databaseKinds)('delivering queued messages on %s', (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let outbox: Awaited<ReturnType<typeof temporaryOutbox>>;

  beforeAll(async () => {
    [database, smtp, outbox] = await Promise.all([
      openTestDatabase(kind, { seed: false, poolSize: 10 }),
      startSmtpServer(),
      temporaryOutbox(),
    ]);
  });
  let warnings: string[];
  beforeEach(() => {
    warnings = [];
    // The logger writes warnings to stderr, one JSON line each.
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
      warnings.push(String(line).trim());
      return true;
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await database.db.delete(outboundMessages);
  });
  afterAll(async () => {
    await Promise.all([database.close(), smtp.close(), outbox.remove()]);
  });

  const rowOf = async (id: string) =>
    (await database.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0]!;

  it('sends the booking confirmation through a real SMTP server, with the .ics attached', async () => {
    const provider = createMessageProvider({
      outboxDir: outbox.dir,
      smtpUrl: smtp.url,
      from: 'Rentcar Go <bookings@rentcar.test>',
    });
    try {
      const order = makeOrder({
        lang: 'zh',
        store: 'CHC01',
        pickup: '2026-09-25 09:30',
        dropoff: '2026-10-02 09:30',
      });
      const { id } = await database.db.transaction((tx) => enqueueMessage(tx, confirmationEmail(order)));
      expect(await deliverDueMessages(database.db, provider, LATER)).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
      });

      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: LATER, lastError: null });
      const delivery = smtp.received.at(-1)!;
      expect(delivery.from).toBe('bookings@rentcar.test');
      expect(delivery.to).toEqual(['mei.chen@example.com']);
      const mail = await simpleParser(delivery.raw);
      expect(mail.subject).toContain(order.trade_no);
      expect(mail.html).toContain('基督城当地时间 UTC+12:00');
      expect(mail.text).toContain('取车需携带');
      const [ics] = mail.attachments;
      expect(ics!.filename).toBe(`rentcar-go-${order.trade_no}.ics`);
      const calendar = ics!.content.toString('utf8');
      expect(calendar).toContain('DTSTART:20260924T213000Z');
      expect(calendar).toContain('DTSTART:20261001T203000Z');

      // No SMS gateway: with SMTP configured an SMS still lands in the outbox.
      await provider.sendSms({ kind: 'verify_phone', to: '+6421000000', text: '123456' });
      expect((await outbox.read()).at(-1)).toMatchObject({ channel: 'sms', to: '+6421000000' });
    } finally {
      await provider.close();
    }
  });

  it('retries a message the SMTP server refuses, keeping the error', async () => {
    const provider = createMessageProvider({
      outboxDir: outbox.dir,
      smtpUrl: smtp.url,
      from: 'x@rentcar.test',
    });
    try {
      const email = { ...confirmationEmail(makeOrder()), to: 'nobody@refuse.invalid' };
      const { id } = await enqueueMessage(database.db, email);
      expect(await deliverDueMessages(database.db, provider, LATER)).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(MINUTE) });
      expect(row.lastError).toMatch(/550|rejected/i);
    } finally {
      await provider.close();
    }
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    let failing = true;
    const { provider, sent } = recordingProvider({ failing: () => failing });
    const { id } = await enqueueMessage(database.db, {
      channel: 'sms',
      kind: 'test',
      to: '+15550100',
      text: 'hi',
    });

    let now = LATER;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await deliverDueMessages(database.db, provider, now)).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      expect(row.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
      // Not due a moment before its time.
      const next = row.nextAttemptAt;
      expect(await deliverDueMessages(database.db, provider, new Date(next.getTime() - 1))).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      now = next;
    }
    expect(retryDelayMs(1)).toBe(MINUTE);
    expect(retryDelayMs(2)).toBe(2 * MINUTE);
    expect(retryDelayMs(7)).toBe(64 * MINUTE);
    expect(retryDelayMs(30)).toBe(6 * 60 * MINUTE);

    expect(await deliverDueMessages(database.db, provider, now)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: '421 service not available',
      sentAt: null,
    });
    failing = false;
    expect(await deliverDueMessages(database.db, provider, at(365 * 24 * 60 * MINUTE))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(sent).toEqual([]);
    const logged = warnings.map((line) => JSON.parse(line) as { message: string; givingUp: boolean });
    expect(logged).toHaveLength(MAX_ATTEMPTS);
    expect(logged.at(-1)).toMatchObject({ message: 'message not delivered', givingUp: true });
  });

  it('sends a message that failed once when it is due again', async () => {
    let failures = 1;
    const { provider, sent } = recordingProvider({ failing: () => failures-- > 0 });
    const { id } = await enqueueMessage(database.db, {
      channel: 'sms',
      kind: 'test',
      to: '+15550101',
      text: 'again',
    });
    await deliverDueMessages(database.db, provider, LATER);
    expect(await deliverDueMessages(database.db, provider, at(MINUTE))).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: at(MINUTE) });
    expect(sent).toEqual([{ channel: 'sms', kind: 'test', to: '+15550101', text: 'again' }]);
  });

  it('gives up at once on a payload that cannot be read', async () => {
    const { provider } = recordingProvider();
    const [row] = await database.db
      .insert(outboundMessages)
      .values({ kind: 'broken', channel: 'email', recipient: 'a@b.test', payload: { subject: 1 } })
      .returning();
    expect(await deliverDueMessages(database.db, provider, LATER)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    expect((await rowOf(row!.id)).status).toBe('failed');
  });

  it('waits for a later time given at enqueueing, and for the lease of a claimed message', async () => {
    const { provider } = recordingProvider();
    const { id } = await enqueueMessage(database.db, {
      channel: 'sms',
      kind: 'reminder',
      to: '+15550102',
      text: 'tomorrow',
      notBefore: at(60 * MINUTE),
    });
    expect((await deliverDueMessages(database.db, provider, LATER)).sent).toBe(0);
    // As if an instance claimed it and died before answering: due again only after the lease.
    await database.db
      .update(outboundMessages)
      .set({ attempts: 1, nextAttemptAt: at(60 * MINUTE + CLAIM_LEASE_MS) })
      .where(eq(outboundMessages.id, id));
    expect((await deliverDueMessages(database.db, provider, at(60 * MINUTE))).sent).toBe(0);
    expect((await deliverDueMessages(database.db, provider, at(60 * MINUTE + CLAIM_LEASE_MS))).sent).toBe(1);
  });

  it('never sends one message twice when several instances deliver at once', async () => {
    const { provider, sent } = recordingProvider({ delayMs: 5 });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(
        (
          await enqueueMessage(database.db, {
            channel: 'sms',
            kind: 'burst',
            to: `+1555020${i}`,
            text: `n${i}`,
          })
        ).id,
      );
    }
    const reports = await Promise.all(
      Array.from({ length: 6 }, () => deliverDueMessages(database.db, provider, LATER, 15)),
    );
    const more = await deliverDueMessages(database.db, provider, LATER, 100);
    expect(reports.every((report) => report.sent <= 15)).toBe(true);
    expect(reports.reduce((total, report) => total + report.sent, 0) + more.sent).toBe(60);
    const texts = sent.map((message) => message.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toHaveLength(60);
    const statuses = await database.db
      .select({ status: outboundMessages.status, attempts: outboundMessages.attempts })
      .from(outboundMessages)
      .where(sql`${outboundMessages.kind} = 'burst'`);
    expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    if (kind === 'postgres') {
      // The runs really overlapped: more than one of them sent something.
      expect(reports.filter((report) => report.sent > 0).length).toBeGreaterThan(1);
    }
  });
});
