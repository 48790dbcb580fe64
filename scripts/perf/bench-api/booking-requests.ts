// Booking requests made the way the fill-in page makes them, before the run, so the load is only
// the booking call: the phone proven through /verify (the code read from the child's outbox), a car
// detail read per car and window (its signed search token), and the total the page would show.
import { randomInt } from 'node:crypto';
import type { BookingForm } from '../../../lib/api/contract/booking-form';
import { carDetailSchema } from '../../../lib/api/contract/car';
import { formEncode } from '../../../lib/site/api/config';
import { computeBill } from '../../../lib/bill/compute';
import { billInputFromDetail } from '../../../lib/bill/from-detail';
import { createOrderBody } from '../../../lib/site/booking-flow/order-body';
import { emptyValues } from '../../../features/booking/fill-in-values';
import { readOutbox } from '../../../server/providers/messaging/outbox-files';
import { pick, STORES, wallAt, weightedStore } from './searches';

export type PreparedBooking = { path: string; body: string };

export const AREA_CODE = '86';
/** Bookings per car and window: the second finds the car taken where the store has one of it. */
const PER_WINDOW = 2;

type Envelope = { code: number; msg: string; data: unknown };

async function call(url: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    headers,
    ...(form
      ? {
          method: 'POST',
          body: new URLSearchParams(form).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        }
      : {}),
  });
  return (await response.json()) as Envelope;
}

/**
 * A phone proven as the fill-in form proves it: a code sent by SMS, read and checked. `headers`
 * may name the client (X-Forwarded-For, where the server trusts the caller to say it).
 */
export async function provePhone(
  api: string,
  outboxDir: string,
  phone: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const form = { purpose: 'verify_phone', area_code: AREA_CODE, phone };
  const sent = await call(`${api}/verify/send_code`, { ...form, lang: 'en' }, headers);
  if (sent.code !== 200) throw new Error(`send_code: ${JSON.stringify(sent)}`);
  const to = `+${AREA_CODE}${phone}`;
  const sms = (await readOutbox(outboxDir))
    .filter((entry) => entry.channel === 'sms' && entry.to === to)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  const checked = await call(`${api}/verify/check_code`, { ...form, code }, headers);
  const token = (checked.data as { phone_token?: string } | null)?.phone_token;
  if (checked.code !== 200 || !token) throw new Error(`check_code: ${JSON.stringify(checked)}`);
  return token;
}

/** The cars of each store (its car list a month ahead). */
async function carsByStore(api: string) {
  const cars = new Map<string, number[]>();
  for (const [store] of STORES) {
    const query = new URLSearchParams({
      pickup_location: store,
      pickup_date_time: wallAt(30, 600),
      drop_off_date_time: wallAt(33, 600),
    });
    const list = await call(`${api}/car/get_car_list?${query}`);
    const ids = ((list.data as { list?: { sku_id: number }[] } | null)?.list ?? []).map((car) => car.sku_id);
    if (ids.length === 0) throw new Error(`no cars at ${store}: ${JSON.stringify(list).slice(0, 200)}`);
    cars.set(store, ids);
  }
  return cars;
}

/** `count` booking requests over random cars and windows (2–350 days ahead, 1–7 days long). */
export async function prepareBookings(api: string, outboxDir: string, count: number) {
  const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const phoneToken = await provePhone(api, outboxDir, phone);
  const cars = await carsByStore(api);
  const windows = Math.ceil(count / PER_WINDOW);
  const prepared: PreparedBooking[] = [];
  let next = 0;
  // Sixteen detail reads at a time: quick to prepare, without queueing the server.
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < windows) {
        next++;
        const booking = await prepareWindow(api, cars, phone, phoneToken);
        if (booking) for (let i = 0; i < PER_WINDOW; i++) prepared.push(booking);
      }
    }),
  );
  // Two of a window apart in the queue, as two travellers would come.
  for (let i = prepared.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [prepared[i], prepared[j]] = [prepared[j]!, prepared[i]!];
  }
  return prepared.slice(0, count);
}

async function prepareWindow(
  api: string,
  cars: Map<string, number[]>,
  phone: string,
  phoneToken: string,
): Promise<PreparedBooking | null> {
  const [store] = weightedStore();
  const days = 2 + randomInt(0, 349);
  return bookingRequest(
    api,
    { store, skuId: pick(cars.get(store)!), days, length: 1 + randomInt(0, 7) },
    phone,
    phoneToken,
  );
}

/**
 * The booking call the fill-in page would make for one car of a store, `days` from today for
 * `length` days, with a random package of it; null when the car cannot be rented then.
 */
export async function bookingRequest(
  api: string,
  car: { store: string; skuId: number; days: number; length: number },
  phone: string,
  phoneToken: string,
): Promise<PreparedBooking | null> {
  const search = {
    pickup_location: car.store,
    drop_off_location: car.store,
    pickup_date_time: wallAt(car.days, 600),
    drop_off_date_time: wallAt(car.days + car.length, 600),
    driver_age: '25-75',
    sku_id: String(car.skuId),
    currency: 'USD',
  };
  const answer = await call(`${api}/car/get_car_detail?${new URLSearchParams(search)}`);
  // A car the store cannot rent for these dates (all held, or not offered): another window.
  if (answer.code !== 200) return null;
  const detail = carDetailSchema.parse(answer.data);
  const packages = Object.values(detail.car.packObj).flatMap((byPay) => Object.values(byPay ?? {}));
  const pkg = pick(packages);
  if (!pkg) return null;
  const bill = computeBill(billInputFromDetail(detail, pkg, { extras: [], coupon: null, freshman: false }));
  const { currency, ...query } = search;
  const ordered = { query, packageCode: pkg.package_code_origin, searchToken: detail.booking.search_token };
  // The form as the fill-in page starts it (features/booking), filled in as a traveller would.
  const empty = emptyValues('en');
  const form: BookingForm = {
    ...empty,
    drivers: [{ given_name: 'Wei', sur_name: 'Zhang', birthday: '1990-05-17', driver_license_type: 'cn' }],
    contact: {
      ...empty.contact,
      gender: 'female',
      name: '张伟',
      contact_area_code: AREA_CODE,
      contact_phone: phone,
      email: 'zhang.wei@example.com',
    },
    agree_terms: true,
  };
  const proofs = { phoneToken, expectedTotal: bill.totalBillPrice.payment, lang: 'en' as const };
  const body = formEncode(createOrderBody(ordered, form, proofs));
  return { path: `/api/v1_1/order/create?currency=${currency}&user_id=g_bench`, body };
}
