import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { NON_REFUNDABLE } from '@/lib/api/contract/cancellation';
import type { Db } from '@/server/db/client';
import { orders, packages, skus } from '@/server/db/schema';
import { readOutbox } from '@/server/providers/messaging/outbox-files';
import { createOutboxProvider } from '@/server/providers/messaging/outbox-provider';

/** An outbox provider writing to a new temporary folder, and a way to read it back. */
export async function temporaryOutbox() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentcar-outbox-'));
  const provider = createOutboxProvider({ dir, from: 'Rentcar Go <no-reply@test.invalid>' });
  return {
    dir,
    provider,
    read: () => readOutbox(dir),
    /** The last SMS to the number ('+66812345678'), and the code in it. */
    async lastSms(to: string) {
      const sms = (await readOutbox(dir))
        .filter((entry) => entry.channel === 'sms' && entry.to === to)
        .at(-1);
      if (!sms?.text) throw new Error(`no SMS to ${to}`);
      return { text: sms.text, code: /\b(\d{6})\b/.exec(sms.text)![1]! };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A phone number no other test uses (a mobile number of the US, area code 1). */
export const freshPhone = () => `31055${String(randomInt(0, 100_000)).padStart(5, '0')}`;

/**
 * A clock the test moves by hand. It also sets the system time (Date only; timers run normally):
 * rate-limiter-flexible reads Date.now() itself, so the limits move with the same clock.
 * tests/api/setup.ts puts the real clock back after each file.
 */
export function fakeClock(start = '2027-03-01T10:00:00.000Z') {
  let now = new Date(start);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
      vi.setSystemTime(now);
      return now;
    },
  };
}

/** The smallest real order with a contact phone key (for freshman checks). */
export async function insertOrderWithPhone(
  db: Db,
  contactPhone: string,
  status: (typeof orders.$inferInsert)['status'],
  expiresAt: Date | null = null,
) {
  const [sku] = await db
    .select()
    .from(skus)
    .where(eq(skus.storeCode, 'LAX01'))
    .orderBy(asc(skus.id))
    .limit(1);
  const [pack] = await db.select().from(packages).where(eq(packages.storeCode, 'LAX01')).limit(1);
  await db.insert(orders).values({
    tradeNo: String(randomInt(1e11, 1e12 - 1)) + String(randomInt(1e5, 1e6 - 1)),
    status,
    payMethod: 'ARRIVAL',
    storeCode: 'LAX01',
    dropStoreCode: 'LAX01',
    skuId: sku!.id,
    packageId: pack!.id,
    packageCode: pack!.code,
    pickupAt: new Date('2027-06-01T17:00:00Z'),
    dropoffAt: new Date('2027-06-03T17:00:00Z'),
    pickupWall: '2027-06-01 10:00',
    dropoffWall: '2027-06-03 10:00',
    rentDays: 2,
    driverAge: 30,
    drivers: [],
    contact: {
      gender: 'female',
      name: 'Test',
      contact_area_code: '1',
      contact_phone: contactPhone.slice(1),
      email: 'test@example.com',
      local_area_code: '',
      local_phone: '',
    },
    extras: [],
    contactPhone,
    contactEmail: 'test@example.com',
    paymentCurrency: 'USD',
    localCurrency: 'USD',
    bill: {} as never, // not read by these tests
    cancellationPolicy: NON_REFUNDABLE,
    deposit: { payment_amount: 200, payment_currency: 'USD', local_amount: 200, local_currency: 'USD' },
    mileageLimit: { unlimited: true, quantity: null, unit: 'mi', overage_price: null, currency: 'USD' },
    totalPayment: '100.00',
    totalLocal: '100.00',
    onlineAmount: '0',
    expiresAt,
  });
}
