import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import { cardNumberSchema } from '@/lib/api/contract/payment';
import { cardBrandOf } from '@/lib/payment/card-brand';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { guestCookie, postBooking, postWithKey, prepareBooking, query } from './booking-fixtures';
import type { TestClient } from './client';
import { on } from './la-clock';

let nextTrip = 0;

/**
 * An online booking (CREATE_ORDER / NOT_PAY, held 30 minutes) made by a guest, on its own dates so
 * many can be made: its number, the guest's cookie and its row.
 */
export async function bookOnline(client: TestClient, db: Db, options: { currency?: string } = {}) {
  const start = 40 + (nextTrip++ % 80) * 3;
  const booking = await prepareBooking(client, db, {
    payMode: 'full_prepaid',
    from: on(start),
    to: on(start + 2),
    currency: options.currency,
  });
  const { body, cookie } = await postBooking(client, booking.fields, {
    currency: options.currency,
    userId: `g_pay_${randomUUID()}`,
  });
  const created = createdOrderSchema.parse(body.data);
  const [row] = await db.select().from(orders).where(eq(orders.tradeNo, created.trade_no));
  return { tradeNo: created.trade_no, cookie: guestCookie(cookie)!, row: row!, online: created.online };
}

export type CardFields = { card_number: string; expiry?: string; cvv?: string; holder_name?: string };

/** An expiry date two years ahead, 'MM/YY'. */
export const futureExpiry = () => {
  const date = new Date();
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String((date.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
};

/** POST /payment/pay as the card form sends it. */
export async function postPay(
  client: TestClient,
  tradeNo: string,
  card: CardFields,
  options: { cookie?: string; key?: string; extra?: Record<string, string> } = {},
) {
  const form = {
    trade_no: tradeNo,
    expiry: futureExpiry(),
    cvv: '123',
    holder_name: 'WEI ZHANG',
    ...card,
    ...options.extra,
  };
  return postWithKey(
    client,
    `/payment/pay?${query({ currency: 'USD' })}`,
    new URLSearchParams(form).toString(),
    options,
  );
}

/**
 * A Luhn-valid Visa number no test card uses: the sandbox approves it. Drawn again until the card
 * form's own check reads it as a Visa: about 1 in 9,000 random '4…' numbers falls in an Elo, Maestro
 * or Naranja range, which the form refuses as params error (that made the 50-tab test flaky).
 */
export function randomVisa(): string {
  for (;;) {
    const number = luhnCompleted(`4${Array.from({ length: 14 }, () => randomInt(0, 10)).join('')}`);
    if (cardNumberSchema.safeParse(number).success && cardBrandOf(number) === 'visa') return number;
  }
}

/** The body with its Luhn check digit appended. */
function luhnCompleted(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}
