import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { guestCookie, postBooking, prepareBooking, type BookingOptions } from './booking-fixtures';
import type { TestClient } from './client';

/**
 * Books as a guest through the API; answers the order number, the contact used and the guest's
 * Auth_guest cookie (as a Cookie header).
 */
export async function bookAsGuest(client: TestClient, db: Db, options: BookingOptions = {}) {
  const booking = await prepareBooking(client, db, options);
  const booked = await postBooking(client, booking.fields, { currency: booking.currency });
  if (booked.body.code !== 200) throw new Error(`create: ${JSON.stringify(booked.body)}`);
  const tradeNo = createdOrderSchema.parse(booked.body.data).trade_no;
  const [row] = await db.select().from(orders).where(eq(orders.tradeNo, tradeNo));
  return {
    tradeNo,
    order: row!,
    areaCode: booking.areaCode,
    phone: booking.phone,
    email: booking.fields.contact.email,
    cookie: guestCookie(booked.cookie)!,
  };
}

/** A form POST with a client address (the per-client limits) and an optional cookie. */
export const postAs = (
  client: TestClient,
  path: string,
  form: Record<string, string>,
  who: { ip?: string; cookie?: string; token?: string } = {},
) =>
  client.postForm(path, form, {
    ...(who.ip ? { 'x-forwarded-for': who.ip } : {}),
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...(who.token ? { 'access-token': who.token } : {}),
  });

/** The Auth_guest cookie a response sets, as a Cookie header. */
export const setGuestCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith('Auth_guest='))
    ?.split(';')[0];

/** A number no order has: the baseline another person's order must answer exactly like. */
export const UNKNOWN_TRADE_NO = '900000000000000001';

/**
 * IDOR check (issue 12): `call` on another person's order (`theirs`) answers exactly like on an
 * unknown one: the same status (404), code, message and data, and times of one class. Both do the
 * same work (one indexed query finds nothing the caller may see); interleaved samples and medians,
 * so the machine's load falls on both alike.
 */
export async function expectAnswersLikeUnknown(
  call: (tradeNo: string) => Promise<{ status: number; body: unknown }>,
  theirs: string,
  unknown = UNKNOWN_TRADE_NO,
) {
  const missing = await call(unknown);
  const other = await call(theirs);
  expect(other.status).toBe(404);
  expect({ status: other.status, body: other.body }).toEqual({ status: missing.status, body: missing.body });
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < 11; i += 1) {
    for (const [slot, tradeNo] of [unknown, theirs].entries()) {
      const start = performance.now();
      await call(tradeNo);
      times[slot]!.push(performance.now() - start);
    }
  }
  const [a, b] = times.map((list) => list.sort((x, y) => x - y)[5]!) as [number, number];
  expect(Math.abs(a - b)).toBeLessThan(Math.max(15, 2 * Math.min(a, b)));
}
