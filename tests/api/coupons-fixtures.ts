import { couponTermsSchema } from '@/lib/api/contract/booking';
import { walletSchema } from '@/lib/api/contract/coupons';
import { computeBill } from '@/lib/bill/compute';
import { billInputFromDetail, couponTermsOf } from '@/lib/bill/from-detail';
import { freshEmail, signUpByEmail } from './account-fixtures';
import { query, type prepareBooking } from './booking-fixtures';
import type { TestClient } from './client';

type Prepared = Awaited<ReturnType<typeof prepareBooking>>;

/** A new registered user: their auth header, their id and the Cookie a browser would send. */
export async function newUser(client: TestClient, outboxDir: string) {
  const token = await signUpByEmail(client, outboxDir, freshEmail(), 'correct horse 1');
  const auth = { 'access-token': token };
  const me = (await client.get('/user/info', auth)).body.data as { user_id: string };
  return { token, auth, userId: me.user_id, cookie: `Auth=${token}` };
}

export type TestUser = Awaited<ReturnType<typeof newUser>>;

export const addCoupon = (client: TestClient, user: TestUser | null, code: string, locale = 'en_US') =>
  client.postForm(`/user/coupon/add?${query({ locale })}`, { code }, user?.auth ?? {});

export async function listCoupons(client: TestClient, user: TestUser, status?: string, locale = 'en_US') {
  const answer = await client.get(`/user/coupon/list?${query({ locale, status })}`, user.auth);
  if (answer.body.code !== 200) throw new Error(`list: ${JSON.stringify(answer.body)}`);
  return walletSchema.parse(answer.body.data).list;
}

/**
 * The booking's form fields with the coupon applied as the page applies it: its terms from
 * /coupon/check, the bill computed with them (and the freshman line when asked), its total expected.
 */
export async function withCoupon(client: TestClient, booking: Prepared, code: string, freshman = false) {
  const terms = await client.get(
    `/coupon/check?${query({ code, pickup_location: booking.fields.pickup_location })}`,
  );
  if (terms.body.code !== 200) throw new Error(`check: ${JSON.stringify(terms.body)}`);
  const bill = computeBill(
    billInputFromDetail(booking.detail, booking.pkg, {
      extras: [],
      coupon: couponTermsOf(couponTermsSchema.parse(terms.body.data)),
      freshman,
    }),
  );
  return {
    bill,
    fields: { ...booking.fields, coupon_code: code, expected_total: String(bill.totalBillPrice.payment) },
  };
}
