import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { ChosenExtra } from '@/lib/api/contract/booking-form';
import { carDetailSchema, type CarDetail, type CarPackage } from '@/lib/api/contract/car';
import { formEncode } from '@/lib/site/api/config';
import { computeBill } from '@/lib/bill/compute';
import { billInputFromDetail } from '@/lib/bill/from-detail';
import type { Db } from '@/server/db/client';
import {
  bookings,
  events,
  idempotencyKeys,
  orderGrants,
  orders,
  outboundMessages,
  sessions,
  verifiedPhones,
} from '@/server/db/schema';
import { PHONE_PROOF_LIFETIME_MS } from '@/server/domain/verification/phone-codes';
import { phoneKey } from '@/server/domain/verification/phone-key';
import { hashToken } from '@/server/domain/verification/secrets';
import type { TestClient } from './client';
import { on } from './la-clock';

export type BookingOptions = {
  store?: string;
  dropOff?: string;
  from?: string;
  to?: string;
  age?: string;
  currency?: string;
  /** which car of the list (cheapest first) */
  carIndex?: number;
  skuId?: number;
  planGroup?: CarPackage['plan_group'];
  payMode?: CarPackage['pay_mode'];
  extras?: ChosenExtra[];
  insurance?: ChosenExtra[];
  birthday?: string;
  areaCode?: string;
  phone?: string;
  coupon?: string;
  freshman?: boolean;
  lang?: string;
};

export const query = (fields: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/**
 * A phone proven as /verify/check_code proves it (a proof token whose hash is kept), without
 * sending a code: these tests are about booking, tests/api/verify.test.ts about codes.
 */
export async function provePhone(db: Db, areaCode: string, phone: string, now = new Date()) {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifiedPhones).values({
    phone: phoneKey(areaCode, phone),
    proofHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PHONE_PROOF_LIFETIME_MS),
  });
  return token;
}

/** Switches the freshman event off, so a test's totals do not depend on earlier bookings. */
export async function freshmanOff(db: Db) {
  await db.update(events).set({ isActive: false }).where(eq(events.code, 'freshman_coupon'));
}

/**
 * A booking as the fill-in page makes it: the car detail read through the API, a package, the
 * traveller's details and the bill the page shows (computed as the page computes it), as the
 * form fields of POST /order/create.
 */
export async function prepareBooking(client: TestClient, db: Db, options: BookingOptions = {}) {
  const store = options.store ?? 'LAX01';
  const search = {
    pickup_location: store,
    drop_off_location: options.dropOff ?? store,
    pickup_date_time: options.from ?? on(20),
    drop_off_date_time: options.to ?? on(23),
    driver_age: options.age ?? '25-75',
  };
  const currency = options.currency ?? 'USD';
  let skuId = options.skuId;
  if (skuId === undefined) {
    const list = await client.get(`/car/get_car_list?${query({ ...search, currency })}`);
    if (list.body.code !== 200) throw new Error(`list: ${JSON.stringify(list.body)}`);
    skuId = (list.body.data as { list: { sku_id: number }[] }).list[options.carIndex ?? 0]!.sku_id;
  }
  const detail = await readDetail(client, { ...search, sku_id: skuId }, currency);
  const pkg = detail.car.packObj[options.planGroup ?? 'basic_protection']?.[options.payMode ?? 'arrival'];
  if (!pkg) throw new Error('no such package');
  const areaCode = options.areaCode ?? '86';
  const phone = options.phone ?? `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const phoneToken = await provePhone(db, areaCode, phone);
  const extras = [...(options.extras ?? []), ...(options.insurance ?? [])];
  const bill = computeBill(
    billInputFromDetail(detail, pkg, { extras, coupon: null, freshman: options.freshman ?? false }),
  );
  const fields = {
    ...search,
    sku_id: skuId,
    package_code: pkg.package_code_origin,
    search_token: detail.booking.search_token,
    phone_token: phoneToken,
    expected_total: String(bill.totalBillPrice.payment),
    drivers: [
      {
        given_name: 'Wei',
        sur_name: 'Zhang',
        birthday: options.birthday ?? '1990-05-17',
        driver_license_type: 'cn',
      },
    ],
    contact: {
      gender: 'female',
      name: '张伟',
      contact_area_code: areaCode,
      contact_phone: phone,
      email: 'zhang.wei@example.com',
      local_area_code: '',
      local_phone: '',
    },
    extra_service: options.extras ?? [],
    insurance_unit_item: options.insurance ?? [],
    flight_no: 'CA983',
    remark: '',
    coupon_code: options.coupon ?? '',
    deposit: '2',
    agree_terms: 'true',
    lang: options.lang ?? 'en',
  };
  return { detail, pkg, bill, fields, currency, phone, areaCode };
}

export async function readDetail(
  client: TestClient,
  fields: Record<string, string | number>,
  currency = 'USD',
): Promise<CarDetail> {
  const answer = await client.get(`/car/get_car_detail?${query({ ...fields, currency })}`);
  if (answer.body.code !== 200) throw new Error(`detail: ${JSON.stringify(answer.body)}`);
  return carDetailSchema.parse(answer.body.data);
}

/** POST /order/create as the page sends it. */
export async function postBooking(
  client: TestClient,
  fields: Record<string, unknown>,
  options: { key?: string; currency?: string; userId?: string | null; cookie?: string } = {},
) {
  return postWithKey(
    client,
    `/order/create?${query({ currency: options.currency ?? 'USD', user_id: options.userId === null ? undefined : (options.userId ?? 'g_test') })}`,
    formEncode(fields),
    options,
  );
}

/** A form POST with an Idempotency-Key (a new one unless given), as the site sends booking and pay calls. */
export async function postWithKey(
  client: TestClient,
  path: string,
  body: string,
  options: { key?: string; cookie?: string } = {},
) {
  const response = await client.app.request(`/api/v1_1${path}`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': options.key ?? randomUUID(),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: Record<string, unknown> | null },
    cookie: response.headers.get('set-cookie'),
  };
}

/** The Auth_guest cookie of a Set-Cookie header, as a Cookie header. */
export const guestCookie = (setCookie: string | null) => setCookie?.match(/Auth_guest=[^;]+/)?.[0];

/** Row counts of every table a booking writes: a refused request must leave them all as they were. */
export async function bookingRowCounts(db: Db) {
  const tables = { orders, bookings, outboundMessages, sessions, orderGrants, idempotencyKeys };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
