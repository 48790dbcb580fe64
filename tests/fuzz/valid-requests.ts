import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { freshEmail } from '../api/account-fixtures';
import { prepareBooking, provePhone } from '../api/booking-fixtures';
import type { TestClient } from '../api/client';
import { on } from '../api/la-clock';
import { futureExpiry, randomVisa } from '../api/payment-fixtures';
import { freshPhone } from '../api/verification-fixtures';
import type { World } from './world';

/**
 * One valid request per operation: the fields its handler accepts, with real ids (orders, cars,
 * stores, saved drivers, members of staff) and the identity it needs (a traveller's session, a
 * guest's grant, a member of staff). The fuzz (logic.test.ts) sends it first (it must reach the
 * handler), then variants of it that change one part at a time, drawing other values from the
 * document's schemas (the contract's zod schemas, lib/api/contract/*). Objects and arrays are
 * sent as the site sends them (JSON in a form field).
 */
export type ValidRequest = {
  path?: Record<string, string>;
  /** values: strings, or a function for a new value in each case */
  query?: Record<string, string | (() => string)>;
  body?: Record<string, unknown>;
  /** who asks: session, grant or staff headers (cookies or tokens) */
  identity?: Record<string, string>;
  /** extra headers the operation needs (a client id, a loopback address) */
  headers?: Record<string, string>;
};

type Context = { world: World; client: TestClient; db: Db };
type Entry = (context: Context) => ValidRequest | Promise<ValidRequest>;

/** `first` for the first case, then a new value from `next` for each further one. */
function firstThen(first: string, next: () => string): () => string {
  let used = false;
  return () => (used ? next() : ((used = true), first));
}

const guest = (order: { cookie: string }) => ({ Cookie: order.cookie });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const search = (from = on(30), to = on(33)) => ({
  pickup_location: 'LAX01',
  drop_off_location: 'LAX01',
  pickup_date_time: from,
  drop_off_date_time: to,
  driver_age: '25-75',
});

/** Keyed by 'METHOD /path' below /api/v1_1, as the OpenAPI document names them. */
export const VALID_REQUESTS: Record<string, Entry> = {
  'GET /health': () => ({}),
  'GET /health/ready': () => ({}),
  'GET /cms/article': () => ({ query: { key: 'about_us', locale: 'en_US' } }),
  'GET /cms/article_by_id': () => ({ query: { id: '1' } }),
  'GET /cms/list': () => ({ query: { key: 'news' } }),
  'GET /cms/plan_info': () => ({ query: { key: 'full_protection', package_code: 'LAX01-FULL-PREPAID' } }),
  'GET /common/get_global_config': () => ({ query: { locale: 'zh_CN', currency: 'CNY' } }),
  'GET /common/vc': () => ({ headers: { 'Client-id': 'rentcar-web-pc' } }),
  'GET /common/addata': () => ({ query: { id: 'LAX01' } }),
  'POST /common/google/analytics/collect': () => ({
    body: { type: 'event', category: 'booking', action: 'search', label: 'LAX01', cid: 'fuzz.1' },
  }),
  'GET /common/banners': () => ({ query: { store: 'LAX01', drop_store: 'LAX01', locale: 'en_US' } }),
  'GET /payment/get_pre_auth_sign_config_list': () => ({}),
  'POST /payment/pay': ({ world }) => ({
    query: { currency: 'USD' },
    body: {
      trade_no: world.orders.toPay.tradeNo,
      card_number: randomVisa(),
      expiry: futureExpiry(),
      cvv: '123',
      holder_name: 'WEI ZHANG',
    },
    identity: guest(world.orders.toPay),
  }),
  'GET /payment/get_payment_status': ({ world }) => ({
    query: { trade_no: world.orders.paid.tradeNo },
    identity: guest(world.orders.paid),
  }),
  'POST /payment/alipay/pre_auth/not_bind_sign': ({ world }) => ({ body: {}, identity: world.user.auth }),
  'POST /payment/get_pre_auth_no': ({ world }) => ({
    body: {
      return_to: '/cn/zh/book/LAX01/1/full_protection-full_prepaid/booking#deposit',
      app_id: 'rentcar-web',
      sign_payment_no: world.signPaymentNo,
      service_id: 'zhima',
      sku_id: world.skuId,
      package_code: 'FULL',
    },
    identity: world.user.auth,
  }),
  'POST /payment/get_pre_auth_status': ({ world }) => ({
    body: { payment_no: world.signPaymentNo },
    identity: world.user.auth,
  }),
  'GET /car/get_car_list': () => ({ query: { ...search(), currency: 'USD' } }),
  'GET /car/get_car_detail': ({ world }) => ({
    query: { ...search(), sku_id: world.skuId, currency: 'USD' },
  }),
  'POST /order/create': async ({ client, db }) => {
    const booking = await prepareBooking(client, db, { from: on(60), to: on(62) });
    return { query: { currency: 'USD', user_id: 'g_fuzz' }, body: booking.fields };
  },
  'GET /order/get_order_detail': ({ world }) => ({
    query: { trade_no: world.orders.atCounter.tradeNo },
    identity: guest(world.orders.atCounter),
  }),
  'POST /order/query': ({ world }) => ({
    body: {
      trade_no: world.orders.atCounter.tradeNo,
      area_code: world.orders.atCounter.areaCode,
      phone: world.orders.atCounter.phone,
    },
  }),
  'POST /order/forgot': ({ world }) => ({
    body: { area_code: world.orders.atCounter.areaCode, phone: world.orders.atCounter.phone, lang: 'en' },
  }),
  'POST /order/bind': async ({ world, db }) => ({
    body: {
      trade_no: world.orders.toBind.tradeNo,
      area_code: world.orders.toBind.areaCode,
      phone: world.orders.toBind.phone,
      phone_token: await provePhone(db, world.orders.toBind.areaCode, world.orders.toBind.phone),
    },
    identity: world.user.auth,
  }),
  'GET /order/get_order_list': ({ world }) => ({
    query: { tab: 'all', page: '1', page_size: '10' },
    identity: world.user.auth,
  }),
  'POST /order/cancel': ({ world }) => ({
    body: { trade_no: world.orders.toCancel.tradeNo },
    identity: guest(world.orders.toCancel),
  }),
  'POST /order/delete': ({ world }) => ({
    body: { trade_no: world.orders.toDelete.tradeNo },
    identity: guest(world.orders.toDelete),
  }),
  // A change of the flight alone: priced without a search, so every case reaches the same order.
  'POST /order/change/quote': ({ world }) => ({
    body: { trade_no: world.orders.atCounter.tradeNo, flight_no: 'CX880' },
    identity: guest(world.orders.atCounter),
  }),
  'POST /order/change/confirm': ({ world }) => ({
    body: {
      trade_no: world.orders.atCounter.tradeNo,
      flight_no: 'CX881',
      expected_total: String(world.orders.atCounter.order.bill.totalBillPrice.payment),
    },
    identity: guest(world.orders.atCounter),
  }),
  'GET /order/change/list': ({ world }) => ({
    query: { trade_no: world.orders.atCounter.tradeNo },
    identity: guest(world.orders.atCounter),
  }),
  'GET /order/get_voucher': ({ world }) => ({
    query: { trade_no: world.orders.paid.tradeNo, lang: 'en' },
    identity: guest(world.orders.paid),
  }),
  'GET /coupon/check': () => ({ query: { code: 'WELCOME10', pickup_location: 'LAX01' } }),
  'GET /refund/get_refund_quote': ({ world }) => ({
    query: { trade_no: world.orders.paid.tradeNo },
    identity: guest(world.orders.paid),
  }),
  'POST /refund/apply': ({ world }) => ({
    body: { trade_no: world.orders.paid.tradeNo, reason: 'change_of_plans', remark: 'fuzz' },
    identity: guest(world.orders.paid),
  }),
  'GET /refund/get_refund_list': ({ world }) => ({
    query: { page: '1', page_size: '10' },
    identity: guest(world.orders.withRefund),
  }),
  'GET /refund/get_refund_detail': ({ world }) => ({
    query: { trade_no: world.orders.withRefund.tradeNo },
    identity: guest(world.orders.withRefund),
  }),
  'POST /refund/revoke': ({ world }) => ({
    body: { trade_no: world.orders.withRefund.tradeNo },
    identity: guest(world.orders.withRefund),
  }),
  'POST /verify/send_code': () => ({
    body: { purpose: 'verify_phone', area_code: '1', phone: freshPhone, lang: 'en' },
  }),
  'POST /verify/check_code': () => ({
    body: { purpose: 'verify_phone', area_code: '1', phone: freshPhone(), code: '123456' },
  }),
  'POST /user/send_code': () => ({ body: { kind: 'email', email: freshEmail, purpose: 'register' } }),
  'POST /user/login': ({ world }) => ({
    body: { kind: 'email', email: world.user.email, password: world.user.password },
  }),
  'POST /user/login_by_code': ({ world }) => ({
    body: { kind: 'email', email: world.user.email, code: '123456' },
  }),
  'POST /user/register': () => ({
    body: {
      kind: 'email',
      email: freshEmail,
      code: '123456',
      password: 'fuzz pass 1',
      confirm_password: 'fuzz pass 1',
    },
  }),
  'POST /user/reset_password': ({ world }) => ({
    body: {
      kind: 'email',
      email: world.user.email,
      code: '123456',
      password: 'fuzz pass 2',
      confirm_password: 'fuzz pass 2',
    },
  }),
  'POST /user/logout': ({ world }) => ({ body: {}, identity: world.logoutAuth }),
  'GET /user/info': ({ world }) => ({ identity: world.user.auth }),
  'GET /user/drivers': ({ world }) => ({ identity: world.user.auth }),
  'POST /user/drivers': ({ world }) => ({
    body: { given_name: 'Li', sur_name: 'Wang', birthday: '1988-01-02', driver_license_type: 'hk' },
    identity: world.user.auth,
  }),
  'POST /user/drivers/{id}': ({ world }) => ({
    path: { id: world.driverId },
    body: { given_name: 'Wei', sur_name: 'Zhang', birthday: '1990-05-18', driver_license_type: 'cn' },
    identity: world.user.auth,
  }),
  'DELETE /user/drivers/{id}': ({ world }) => ({ path: { id: world.driverId }, identity: world.user.auth }),
  'GET /user/contacts': ({ world }) => ({ identity: world.user.auth }),
  'POST /user/contacts': ({ world }) => ({
    body: {
      gender: 'male',
      name: 'Somchai',
      contact_area_code: '66',
      contact_phone: '812345678',
      email: 'somchai@example.com',
    },
    identity: world.user.auth,
  }),
  'POST /user/contacts/{id}': ({ world }) => ({
    path: { id: world.contactId },
    body: {
      gender: 'female',
      name: '张伟',
      contact_area_code: '86',
      contact_phone: '13912345679',
      email: 'zhang.wei@example.com',
    },
    identity: world.user.auth,
  }),
  'DELETE /user/contacts/{id}': ({ world }) => ({ path: { id: world.contactId }, identity: world.user.auth }),
  'GET /user/coupon/list': ({ world }) => ({
    query: { status: 'valid', locale: 'en_US' },
    identity: world.user.auth,
  }),
  'POST /user/coupon/add': ({ world }) => ({ body: { code: 'WELCOME10' }, identity: world.user.auth }),
  'GET /captcha/challenge': () => ({}),
  'POST /captcha/report': () => ({
    body: {
      time: String(Date.now()),
      captcha_id: 'fuzz',
      challenge: 'abc',
      platform_type: 'pc',
      url: 'https://rentcar.test/intl/en/login',
      error_code: '508',
    },
  }),
  'POST /campaign/record': () => ({ body: { kind: 'visit', store: 'LAX01' } }),

  // The sign-in's own calls, each with the member at its step.
  'GET /ops/auth/setup_info': ({ world }) => ({ query: { token: world.staff.setupToken } }),
  'POST /ops/auth/setup': ({ world }) => ({
    body: {
      token: world.staff.setupToken,
      password: 'fuzz staff pass 1',
      password_confirm: 'fuzz staff pass 1',
    },
  }),
  'POST /ops/auth/login': ({ world }) => ({ body: world.staff.login }),
  'POST /ops/auth/enrol': ({ world }) => ({
    body: { code: world.staff.enrol.code() },
    identity: { cookie: world.staff.enrol.cookie },
    headers: { 'x-forwarded-for': world.staff.enrol.ip },
  }),
  'POST /ops/auth/verify': ({ world }) => ({
    body: { code: world.staff.verify.code() },
    identity: { cookie: world.staff.verify.cookie },
    headers: { 'x-forwarded-for': world.staff.verify.ip },
  }),
  'GET /ops/auth/me': ({ world }) => ({ identity: world.staff.adminHeaders }),
  'POST /ops/auth/logout': ({ world }) => ({ body: {}, identity: world.staff.logoutStaff }),

  // The back office as an administrator (every permission), on objects made for it.
  'GET /ops/staff/list': ({ world }) => ({ identity: world.staff.adminHeaders }),
  'POST /ops/staff/add': ({ world }) => ({
    body: { email: freshEmail, name: 'Fuzz Added', roles: 'store', store_codes: 'LAX01' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/staff/update': ({ world }) => ({
    body: { id: world.staff.targetId, name: 'Fuzz Renamed', roles: 'customer_service,marketing' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/staff/disable': ({ world }) => ({
    body: { id: world.staff.targetId, reason: 'fuzz' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/staff/enable': ({ world }) => ({
    body: { id: world.staff.targetId, reason: 'fuzz' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/staff/reissue_setup': ({ world }) => ({
    body: { id: world.staff.targetId, reason: 'fuzz' },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/order/search': ({ world }) => ({
    query: { trade_no: world.orders.atCounter.tradeNo, store_code: 'LAX01', page: '1', page_size: '20' },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/order/detail': ({ world }) => ({
    query: { trade_no: world.orders.atCounter.tradeNo },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/order/confirm': ({ world }) => ({
    body: { trade_no: world.orders.toConfirm.tradeNo, pickup_no: 'FUZZ-0001' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/order/cancel': ({ world }) => ({
    body: { trade_no: world.orders.toOpsCancel.tradeNo, reason: 'fuzz: the store closed' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/order/resend_confirmation': ({ world }) => ({
    body: { trade_no: world.orders.atCounter.tradeNo },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/order/add_note': ({ world }) => ({
    body: { trade_no: world.orders.atCounter.tradeNo, body: 'fuzz note' },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/refund/queue': ({ world }) => ({
    query: { queue: 'open', page: '1', page_size: '20' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/refund/review': ({ world }) => ({
    body: { trade_no: world.orders.forOps.tradeNo },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/refund/approve': ({ world }) => ({
    body: { trade_no: world.orders.forOps.tradeNo },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/refund/reject': ({ world }) => ({
    body: { trade_no: world.orders.forOps.tradeNo, reason: 'fuzz: already used' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/refund/complete': ({ world }) => ({
    body: { trade_no: world.orders.forOps.tradeNo },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/prices/list': ({ world }) => ({ query: { store: 'LAX01' }, identity: world.staff.adminHeaders }),
  'GET /ops/prices/history': ({ world }) => ({
    query: { store: 'LAX01' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/prices/set_base': ({ world }) => ({
    body: { store: 'LAX01', target: 'sku_rate', target_id: world.skuId, amount: '99', reason: 'fuzz' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/prices/add_period': ({ world }) => ({
    body: {
      store: 'LAX01',
      target: 'sku_rate',
      target_id: world.skuId,
      amount: '120',
      reason: 'fuzz',
      starts_on: on(200).slice(0, 10),
      ends_on: on(202).slice(0, 10),
    },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/prices/withdraw_period': ({ world }) => ({
    body: { store: 'LAX01', period_id: '1', reason: 'fuzz' },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/fleet/list': ({ world }) => ({ query: { store: 'LAX01' }, identity: world.staff.adminHeaders }),
  'POST /ops/fleet/add_unit': ({ world }) => ({
    body: {
      store: 'LAX01',
      sku_id: world.skuId,
      plate: () => `FZ${randomUUID().slice(0, 5).toUpperCase()}`,
      reason: 'fuzz',
    },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/fleet/retire_unit': ({ world }) => ({
    body: { store: 'LAX01', unit_id: world.unitId, reason: 'fuzz' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/fleet/block': ({ world }) => ({
    body: { store: 'LAX01', unit_id: world.unitId, from: on(300), to: on(301), reason: 'fuzz service' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/fleet/unblock': ({ world }) => ({
    body: { store: 'LAX01', hold_id: '1', reason: 'fuzz' },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/coupons/list': ({ world }) => ({ identity: world.staff.adminHeaders }),
  'POST /ops/coupons/create': ({ world }) => ({
    body: {
      code: firstThen(world.couponCode, () => `FUZZ${randomUUID().slice(0, 8).toUpperCase()}`),
      kind: 'percent',
      value: '10',
      starts_on: day(-1),
      ends_on: day(60),
      description_en: '10% off',
      description_th: 'ลด 10%',
      description_zh: '九折优惠',
      description_zh_hant: '九折優惠',
    },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/coupons/pause': ({ world }) => ({
    body: { code: world.couponCode },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/coupons/resume': ({ world }) => ({
    body: { code: world.couponCode },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/banners/list': ({ world }) => ({ identity: world.staff.adminHeaders }),
  'POST /ops/banners/save': ({ world }) => ({
    body: {
      code: () => `fuzz_${randomUUID().slice(0, 8)}`,
      title_en: 'Summer road trip',
      title_th: 'ทริปขับรถหน้าร้อน',
      title_zh: '夏日自驾游',
      title_zh_hant: '夏日自駕遊',
      link: '/book/LAX01',
      image_en: '/banners/roadtrip.svg',
      image_th: '/banners/roadtrip.svg',
      image_zh: '/banners/roadtrip.svg',
      image_zh_hant: '/banners/roadtrip.svg',
      stores: 'LAX01',
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      status: 'on',
    },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/report/campaigns': ({ world }) => ({
    query: { from: day(-7), to: day(0), store: 'LAX01' },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/report/campaigns.csv': ({ world }) => ({
    query: { from: day(-7), to: day(0) },
    identity: world.staff.adminHeaders,
  }),
  'GET /ops/desk/day': ({ world }) => ({
    query: { store: 'LAX01', date: on(0).slice(0, 10) },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/desk/hand_over': ({ world }) => ({
    body: {
      trade_no: world.orders.atCounter.tradeNo,
      plate: world.plate,
      odometer: '1200',
      fuel_eighths: '8',
    },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/desk/take_back': ({ world }) => ({
    body: { trade_no: world.orders.atCounter.tradeNo, odometer: '1500', fuel_eighths: '6', hours_late: '0' },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/desk/no_show': ({ world }) => ({
    body: { trade_no: world.orders.atCounter.tradeNo },
    identity: world.staff.adminHeaders,
  }),
  'POST /ops/cli/run': ({ world }) => ({
    body: { args: JSON.stringify(['orders', 'list']), operator: 'fuzz' },
    headers: { 'ops-cli-key': world.cliKey, 'x-forwarded-for': '127.0.0.1' },
  }),
};
