import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { staffLoginStepSchema } from '@/lib/api/contract/ops-staff';
import type { Db } from '@/server/db/client';
import { fleetUnits, skus } from '@/server/db/schema';
import { holdOpsCliKey, newOpsCliKey } from '@/server/domain/operators/cli-key';
import { addStaff } from '@/server/domain/staff/manage';
import { totpCode } from '@/server/domain/staff/totp';
import { freshEmail, freshIp, signUpByEmail, tokenOf } from '../api/account-fixtures';
import type { TestClient } from '../api/client';
import { on } from '../api/la-clock';
import { bookAsGuest } from '../api/orders-fixtures';
import { bookOnline } from '../api/payment-fixtures';
import { paidOrder, refundApi } from '../api/refunds-fixtures';
import { addTestStaff, staffCookie, staffHeaders } from '../api/staff-fixtures';

/**
 * What the valid requests of the fuzz start from, made through the API as a traveller and a member
 * of staff would make it: registered and logged-in users, guests with their own bookings (unpaid,
 * paid, with a refund requested), members of staff at every step of the sign-in, and the ids of
 * what they made. Each consuming operation (pay, cancel, delete, logout, a refund move) gets its
 * own object, so the first valid case changes it and the rest still reach the same handler.
 */
export type World = Awaited<ReturnType<typeof buildWorld>>;

const PASSWORD = 'correct horse 1';
const STAFF_PASSWORD = 'correct horse battery staple';
const ok = <T extends { body: { code: number } }>(what: string, answer: T): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${JSON.stringify(answer.body)}`);
  return answer;
};

async function traveller(client: TestClient, outboxDir: string) {
  const email = freshEmail();
  const token = await signUpByEmail(client, outboxDir, email, PASSWORD);
  return { email, password: PASSWORD, token, auth: { 'access-token': token } };
}

/** A member who has chosen a password through the set-up link, and their sign-in so far. */
async function setUpMember(client: TestClient, db: Db) {
  const email = freshEmail();
  const link = await addStaff(
    db,
    { operator: 'fuzz-admin', now: new Date() },
    { email, name: 'Fuzz Member', roles: ['customer_service'], storeCodes: [] },
  );
  const token = new URL(link.setup_url).searchParams.get('token')!;
  ok(
    'staff setup',
    await client.postForm('/ops/auth/setup', {
      token,
      password: STAFF_PASSWORD,
      password_confirm: STAFF_PASSWORD,
    }),
  );
  const ip = freshIp();
  const login = ok(
    'staff login',
    await client.postForm('/ops/auth/login', { email, password: STAFF_PASSWORD }, { 'x-forwarded-for': ip }),
  );
  return {
    email,
    ip,
    step: staffLoginStepSchema.parse(login.body.data),
    cookie: staffCookie(login.headers).pair!,
  };
}

export async function buildWorld(client: TestClient, db: Db, outboxDir: string) {
  // Travellers: registered through the API (send_code, register); a second login of the first
  // one is the session the logout case ends.
  const user = await traveller(client, outboxDir);
  const other = await traveller(client, outboxDir);
  const secondLogin = ok(
    'login',
    await client.postForm('/user/login', { kind: 'email', email: user.email, password: PASSWORD }),
  );
  const logoutAuth = { 'access-token': tokenOf(secondLogin.body) };

  const driver = ok(
    'driver',
    await client.postForm(
      '/user/drivers',
      { given_name: 'Wei', sur_name: 'Zhang', birthday: '1990-05-17', driver_license_type: 'cn' },
      user.auth,
    ),
  );
  const contact = ok(
    'contact',
    await client.postForm(
      '/user/contacts',
      {
        gender: 'female',
        name: '张伟',
        contact_area_code: '86',
        contact_phone: '13912345678',
        email: 'zhang.wei@example.com',
      },
      user.auth,
    ),
  );
  const idOf = (body: { data: unknown }, key: string) => String((body.data as Record<string, unknown>)[key]);

  // Guests' bookings, each for the operations that consume one, each on its own dates.
  let trips = 0;
  const trip = () => {
    trips += 1;
    return { from: on(14 + trips * 3), to: on(15 + trips * 3) };
  };
  const atCounter = await bookAsGuest(client, db, trip());
  const toCancel = await bookAsGuest(client, db, trip());
  const toDelete = await bookAsGuest(client, db, trip());
  ok(
    'cancel',
    await client.postForm('/order/cancel', { trade_no: toDelete.tradeNo }, { Cookie: toDelete.cookie }),
  );
  const toBind = await bookAsGuest(client, db, trip());
  const toPay = await bookOnline(client, db);
  const paid = await paidOrder(client, db);
  const refunds = refundApi(client);
  const withRefund = await paidOrder(client, db);
  ok(
    'apply',
    await refunds.apply({ trade_no: withRefund.tradeNo, reason: 'change_of_plans' }, withRefund.cookie),
  );
  const forOps = await paidOrder(client, db);
  ok('apply', await refunds.apply({ trade_no: forOps.tradeNo, reason: 'flight_changed' }, forOps.cookie));
  const toConfirm = await bookAsGuest(client, db, trip());
  const toOpsCancel = await bookAsGuest(client, db, trip());

  // Staff: an administrator for the back office's calls; members part-way through the sign-in
  // (set-up link, enrolment, second step) for the sign-in's own calls.
  const admin = await addTestStaff(db, { roles: ['admin'] });
  const adminHeaders = await staffHeaders(db, admin);
  const logoutStaff = await staffHeaders(db, admin);
  const target = await addTestStaff(db, { roles: ['customer_service'] });
  const setupLink = await addStaff(
    db,
    { operator: 'fuzz-admin', now: new Date() },
    { email: freshEmail(), name: 'Fuzz Setup', roles: ['marketing'], storeCodes: [] },
  );
  const setupToken = new URL(setupLink.setup_url).searchParams.get('token')!;
  const enrolling = await setUpMember(client, db);
  const verifying = await setUpMember(client, db);
  if (verifying.step.next !== 'enrol') throw new Error('expected the enrolment step');
  ok(
    'enrol',
    await client.postForm(
      '/ops/auth/enrol',
      { code: totpCode(verifying.step.secret, new Date()) },
      { cookie: verifying.cookie, 'x-forwarded-for': verifying.ip },
    ),
  );
  const second = ok(
    'staff login',
    await client.postForm(
      '/ops/auth/login',
      { email: verifying.email, password: STAFF_PASSWORD },
      { 'x-forwarded-for': verifying.ip },
    ),
  );
  const secretOf = (member: { step: { next: string; secret?: string } }) => member.step.secret ?? '';

  const [sku] = await db
    .select()
    .from(skus)
    .where(eq(skus.storeCode, 'LAX01'))
    .orderBy(asc(skus.id))
    .limit(1);
  const [unit] = await db.select().from(fleetUnits).where(eq(fleetUnits.skuId, sku!.id)).limit(1);

  const sign = ok(
    'not_bind_sign',
    await client.postForm('/payment/alipay/pre_auth/not_bind_sign', {}, user.auth),
  );
  const signPaymentNo = idOf(sign.body, 'payment_no');

  // The command line's door takes the key the server holds (as `npm run ops` reads it).
  const cliKey = newOpsCliKey();
  holdOpsCliKey(cliKey);

  return {
    cliKey,
    user,
    other,
    logoutAuth,
    driverId: idOf(driver.body, 'driver_id'),
    contactId: idOf(contact.body, 'contact_id'),
    orders: {
      atCounter,
      toCancel,
      toDelete,
      toBind,
      toPay,
      paid,
      withRefund,
      forOps,
      toConfirm,
      toOpsCancel,
    },
    staff: {
      adminHeaders,
      logoutStaff,
      targetId: target.id,
      setupToken,
      enrol: {
        cookie: enrolling.cookie,
        ip: enrolling.ip,
        code: () => totpCode(secretOf(enrolling), new Date()),
      },
      verify: {
        cookie: staffCookie(second.headers).pair!,
        ip: verifying.ip,
        // The next time step's code (the window takes one step either way): the enrolment used this
        // step's, and a code is good once.
        code: () => totpCode(secretOf(verifying), new Date(Date.now() + 30_000)),
      },
      login: { email: verifying.email, password: STAFF_PASSWORD },
    },
    skuId: String(sku!.id),
    unitId: String(unit!.id),
    plate: unit!.plate,
    signPaymentNo,
    couponCode: `FUZZ${randomUUID().slice(0, 8).toUpperCase()}`,
  };
}
