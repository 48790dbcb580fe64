import { and, count, eq, isNull } from 'drizzle-orm';
import {
  staffEnrolledSchema,
  staffLoginStepSchema,
  staffSessionSchema,
  staffSetupLinkSchema,
} from '@/lib/api/contract/ops-staff';
import { staff, staffRecoveryCodes, staffSessions } from '@/server/db/schema';
import { ApiError } from '@/server/domain/errors';
import { verifyStaffCode } from '@/server/domain/staff/login';
import { addStaff, disableStaff } from '@/server/domain/staff/manage';
import { readStaffSession, startStaffSession, STAFF_DAY_MS } from '@/server/domain/staff/sessions';
import { totpCode } from '@/server/domain/staff/totp';
import { freshEmail, freshIp } from './account-fixtures';
import type { TestEnvelope } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { addTestStaff, notStaffCookies, staffCookie, staffHeaders } from './staff-fixtures';

const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;
const tokenOf = (link: { setup_url: string }) => new URL(link.setup_url).searchParams.get('token')!;

describe.each(databaseKinds)('staff sign-in on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { poolSize: 20 });
  const cli = () => ({ operator: 'test-admin', now: new Date() });

  /** A member added as an admin would, with their set-up link's token. */
  async function added(roles: ('admin' | 'customer_service')[] = ['customer_service']) {
    const email = freshEmail();
    const link = await addStaff(database.db, cli(), { email, name: 'Amy Chen', roles, storeCodes: [] });
    return { email, id: link.member.id, token: tokenOf(link) };
  }

  const post = (path: string, form: Record<string, string>, who: { cookie?: string; ip?: string } = {}) =>
    client.postForm(`/ops/auth${path}`, form, {
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(who.ip ? { 'x-forwarded-for': who.ip } : {}),
    });
  const me = (cookie?: string) => client.get('/ops/auth/me', cookie ? { cookie } : {});

  async function setUp(roles?: ('admin' | 'customer_service')[]) {
    const member = await added(roles);
    const done = await post('/setup', {
      token: member.token,
      password: PASSWORD,
      password_confirm: PASSWORD,
    });
    expect(done.body.code).toBe(200);
    return member;
  }

  async function logIn(email: string, ip = freshIp(), password = PASSWORD) {
    const answer = await post('/login', { email, password }, { ip });
    return { ...answer, cookie: staffCookie(answer.headers).pair };
  }

  /** Set up, logged in and enrolled through the API: the secret, the recovery codes and the full cookie. */
  async function enrolled() {
    const member = await setUp();
    const ip = freshIp();
    const login = await logIn(member.email, ip);
    const step = staffLoginStepSchema.parse(login.body.data);
    if (step.next !== 'enrol') throw new Error('expected the enrolment step');
    const answer = await post(
      '/enrol',
      { code: totpCode(step.secret, new Date()) },
      { cookie: login.cookie, ip },
    );
    expect(answer.body.code).toBe(200);
    const data = staffEnrolledSchema.parse(answer.body.data);
    return {
      ...member,
      ip,
      secret: step.secret,
      recoveryCodes: data.recovery_codes,
      cookie: staffCookie(answer.headers).pair!,
    };
  }

  const fullSessions = async (staffId: string) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.stage, 'full')));
    return Number(row!.n);
  };

  it('sets up, logs in, enrols, reads me and logs out through the API with the cookie', async () => {
    const member = await added();
    const info = await client.get(`/ops/auth/setup_info?token=${member.token}`);
    expect(info.body).toMatchObject({ code: 200, data: { email: member.email, name: 'Amy Chen' } });

    const mismatch = await post('/setup', {
      token: member.token,
      password: PASSWORD,
      password_confirm: 'other',
    });
    expect(mismatch.body.code).toBe(1022);
    const short = await post('/setup', { token: member.token, password: 'short', password_confirm: 'short' });
    expect(short.status).toBe(400);
    expect(
      (await post('/setup', { token: member.token, password: PASSWORD, password_confirm: PASSWORD })).body
        .code,
    ).toBe(200);
    const again = await post('/setup', {
      token: member.token,
      password: PASSWORD,
      password_confirm: PASSWORD,
    });
    expect(again).toMatchObject({ status: 410, body: { code: 1301 } });
    expect((await client.get(`/ops/auth/setup_info?token=${member.token}`)).body.code).toBe(1301);
    const [row] = await database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row).toMatchObject({ setupTokenHash: null, setupExpiresAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const ip = freshIp();
    expect((await logIn(member.email, ip, 'wrong password!')).body.code).toBe(1021);
    const login = await logIn(member.email, ip);
    expect(login.body.code).toBe(200);
    const step = staffLoginStepSchema.parse(login.body.data);
    if (step.next !== 'enrol') throw new Error('expected the enrolment step');
    expect(step.qr_svg).toContain('<svg');
    expect(step.otpauth_uri).toContain(`secret=${step.secret}`);
    const cookie = staffCookie(login.headers);
    expect(cookie.line).toMatch(/HttpOnly/i);
    expect(cookie.line).toMatch(/SameSite=Strict/i);
    expect(cookie.line).toMatch(/Path=\//);
    // The secret is kept sealed, never as typed into the app.
    const [pending] = await database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(pending!.totpSecret).toMatch(/^v1\./);
    expect(pending!.totpSecret).not.toContain(step.secret);

    // The password alone opens nothing but the second factor.
    expect((await me(cookie.pair)).status).toBe(401);
    expect((await post('/verify', { code: '123456' }, { cookie: cookie.pair, ip })).status).toBe(403); // not enrolled yet
    const notTheCode = totpCode(step.secret, new Date()) === '000000' ? '111111' : '000000';
    const wrong = await post('/enrol', { code: notTheCode }, { cookie: cookie.pair, ip });
    expect(wrong.body.code).toBe(1013);
    const enrol = await post(
      '/enrol',
      { code: totpCode(step.secret, new Date()) },
      { cookie: cookie.pair, ip },
    );
    expect(enrol.body.code).toBe(200);
    const enrolledAnswer = staffEnrolledSchema.parse(enrol.body.data);
    expect(enrolledAnswer.recovery_codes).toHaveLength(10);
    expect(new Set(enrolledAnswer.recovery_codes).size).toBe(10);
    for (const code of enrolledAnswer.recovery_codes)
      expect(code).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{2}$/);
    expect(enrolledAnswer.session.member).toMatchObject({
      email: member.email,
      enrolled: true,
      disabled: false,
    });
    const full = staffCookie(enrol.headers).pair!;
    expect(full).not.toBe(cookie.pair);
    // The password-stage token is spent: it opens nothing now, not even the second factor again.
    expect(
      (await post('/enrol', { code: totpCode(step.secret, new Date()) }, { cookie: cookie.pair, ip })).status,
    ).toBe(401);

    const mine = await me(full);
    expect(mine.body.code).toBe(200);
    const session = staffSessionSchema.parse(mine.body.data);
    expect(session.member).toMatchObject({ id: member.id, roles: ['customer_service'], enrolled: true });
    expect(new Date(session.ends_at).getTime() - Date.now()).toBeGreaterThan(STAFF_DAY_MS - 5 * MINUTE);
    expect(new Date(session.idle_until).getTime() - Date.now()).toBeLessThanOrEqual(30 * MINUTE);

    const out = await post('/logout', {}, { cookie: full });
    expect(out.body).toMatchObject({ code: 200, data: { logged_out: true } });
    expect(staffCookie(out.headers).line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await me(full)).status).toBe(401);
    expect((await post('/logout', {})).body.code).toBe(200);

    // Later logins ask for a code: the next step's code (the phone a little ahead) signs in.
    const later = await logIn(member.email, ip);
    expect(later.body.data).toEqual({ next: 'code' });
    const verified = await post(
      '/verify',
      { code: totpCode(step.secret, new Date(Date.now() + 30_000)) },
      { cookie: later.cookie, ip },
    );
    expect(verified.body.code).toBe(200);
    expect(staffSessionSchema.parse(verified.body.data).member.id).toBe(member.id);
    expect((await me(staffCookie(verified.headers).pair)).body.code).toBe(200);
  });

  it('takes a code from 30 s before, not one from 2 minutes before, each code once and never an older step', async () => {
    const member = await addTestStaff(database.db, { roles: ['customer_service'] });
    const [row] = await database.db.select().from(staff).where(eq(staff.id, member.id));
    const secret = row!.totpSecret!;
    const step = async (now: Date) => {
      const { token } = await startStaffSession(database.db, member.id, 'password', now);
      const read = (await readStaffSession(database.db, token, now))!;
      return { staffId: member.id, sessionId: read.session.id, client: undefined };
    };
    const verify = async (now: Date, codeAt: Date) =>
      verifyStaffCode(database.db, await step(now), totpCode(secret, codeAt), now).then(
        () => 'ok',
        (error: unknown) => (error instanceof ApiError ? error.name : String(error)),
      );
    const t0 = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);
    const before = (t: Date, ms: number) => new Date(t.getTime() - ms);
    expect(await verify(t0, before(t0, 30_000))).toBe('ok');
    expect(await verify(t0, before(t0, 30_000))).toBe('wrong_code'); // the same code again
    const t1 = new Date(t0.getTime() + 5 * MINUTE);
    expect(await verify(t1, before(t1, 2 * MINUTE))).toBe('wrong_code'); // outside the window
    expect(await verify(t1, t1)).toBe('ok');
    expect(await verify(t1, before(t1, 30_000))).toBe('wrong_code'); // in the window, older than the last
    expect(await verify(t1, new Date(t1.getTime() + 30_000))).toBe('ok'); // a newer step still passes
  });

  it('takes each recovery code once, typed in any case and without hyphens', async () => {
    const member = await enrolled();
    const [first, second] = member.recoveryCodes;
    const use = async (code: string) => {
      const login = await logIn(member.email, member.ip);
      return post('/verify', { code }, { cookie: login.cookie, ip: member.ip });
    };
    const once = await use(first!.toUpperCase().replaceAll('-', ''));
    expect(once.body.code).toBe(200);
    expect((await use(first!)).body.code).toBe(1013);
    expect((await use(second!)).body.code).toBe(200);
    const unused = await database.db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, member.id), isNull(staffRecoveryCodes.usedAt)));
    expect(Number(unused[0]!.n)).toBe(8);
  });

  it('makes one session of 20 parallel verifies of one code', async () => {
    const member = await enrolled();
    const login = await logIn(member.email, member.ip);
    const sessionsBefore = await fullSessions(member.id);
    const code = totpCode(member.secret, new Date(Date.now() + 30_000));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/verify', { code }, { cookie: login.cookie, ip: member.ip })),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const c of codes.filter((c) => c !== 200)) expect([401, 429, 1013]).toContain(c);
    expect(await fullSessions(member.id)).toBe(sessionsBefore + 1);
  });

  it('limits wrong passwords per account and client, and per client, without locking the owner out elsewhere', async () => {
    const member = await setUp();
    const attacker = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect((await logIn(member.email, attacker, `wrong ${i} password`)).body.code).toBe(1021);
    const locked = await logIn(member.email, attacker);
    expect(locked).toMatchObject({ status: 429, body: { code: 429 } });
    expect((locked.body.data as { retry_after_s: number }).retry_after_s).toBeGreaterThan(0);
    // The owner, from their own address, still logs in (issue 35).
    expect((await logIn(member.email, freshIp())).body.code).toBe(200);

    // Tries in parallel cannot all pass the count: exactly the limit's ten are tried.
    const other = await setUp();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => logIn(other.email, ip, `parallel ${i} guess`)),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((c) => c === 1021)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);

    // One client guessing across accounts is stopped at 20 whatever the account.
    const stuffer = freshIp();
    for (let i = 0; i < 20; i += 1) await logIn(freshEmail(), stuffer, 'a guessed password');
    expect((await logIn(member.email, stuffer)).body.code).toBe(429);
  });

  it('limits wrong codes per member', async () => {
    const member = await enrolled();
    const login = await logIn(member.email, member.ip);
    const right = totpCode(member.secret, new Date(Date.now() + 30_000));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/verify', { code: wrong }, { cookie: login.cookie, ip: member.ip })).body.code,
      ).toBe(1013);
    }
    const locked = await post('/verify', { code: right }, { cookie: login.cookie, ip: freshIp() });
    expect(locked.body.code).toBe(429);
  });

  it('answers a wrong password, an unknown e-mail, an account not set up and a disabled one alike', async () => {
    const disabled = await setUp();
    await disableStaff(database.db, cli(), { id: disabled.id, reason: 'left the company' });
    const notSetUp = await added();
    const answers = [
      await logIn(disabled.email),
      await logIn(notSetUp.email),
      await logIn(freshEmail()),
      await logIn((await setUp()).email, freshIp(), 'not the password'),
    ];
    const refused: { status: number; body: TestEnvelope } = {
      status: 401,
      body: { code: 1021, msg: 'wrong password', data: null },
    };
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual(refused);
  });

  it('ends a session unused for 30 minutes, and every session a working day after its login', async () => {
    const member = await addTestStaff(database.db, { roles: ['customer_service'] });
    const t = new Date();
    const at = (minutes: number) => new Date(t.getTime() + minutes * MINUTE);
    const idle = await startStaffSession(database.db, member.id, 'full', t);
    expect(await readStaffSession(database.db, idle.token, at(29))).not.toBeNull();
    expect(await readStaffSession(database.db, idle.token, at(29 + 31))).toBeNull();

    const busy = await startStaffSession(database.db, member.id, 'full', t);
    let minutes = 0;
    while (minutes + 25 < STAFF_DAY_MS / MINUTE) {
      minutes += 25;
      expect(
        await readStaffSession(database.db, busy.token, at(minutes)),
        `at ${minutes} min`,
      ).not.toBeNull();
    }
    expect(await readStaffSession(database.db, busy.token, at(STAFF_DAY_MS / MINUTE))).toBeNull();

    const stage = await startStaffSession(database.db, member.id, 'password', t);
    expect(await readStaffSession(database.db, stage.token, at(11))).toBeNull();
  });

  it('revokes at once at logout and when the account is disabled', async () => {
    const member = await addTestStaff(database.db, { roles: ['customer_service'] });
    const one = await staffHeaders(database.db, member);
    const two = await staffHeaders(database.db, member);
    expect((await client.get('/ops/auth/me', one)).body.code).toBe(200);
    expect((await client.postForm('/ops/auth/logout', {}, one)).body.code).toBe(200);
    expect((await client.get('/ops/auth/me', one)).status).toBe(401);
    expect((await client.get('/ops/auth/me', two)).body.code).toBe(200);
    await disableStaff(database.db, cli(), { id: member.id, reason: 'lost laptop' });
    expect((await client.get('/ops/auth/me', two)).status).toBe(401);
    const [open] = await database.db
      .select({ n: count() })
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)));
    expect(Number(open!.n)).toBe(0);
  });

  it("never opens the back office with a traveller's or guest's session (403); nobody answers 401", async () => {
    const { traveller, guest, travellerToken } = await notStaffCookies(database.db);
    expect((await me(traveller.cookie)).status).toBe(403);
    expect((await me(guest.cookie)).status).toBe(403);
    expect((await client.get('/ops/auth/me', { 'access-token': travellerToken })).status).toBe(403);
    // A traveller's token where the staff token goes opens nothing either.
    expect((await client.get('/ops/auth/me', { 'staff-token': travellerToken })).status).toBe(401);
    expect((await me(`rc_staff=${travellerToken}`)).status).toBe(401);
    expect((await me()).status).toBe(401);
    expect((await me()).body.code).toBe(401);
  });

  it('answers a set-up link for an admin-made member with the site address', async () => {
    const link = staffSetupLinkSchema.parse(
      await addStaff(database.db, cli(), {
        email: freshEmail(),
        name: 'Bo',
        roles: ['admin'],
        storeCodes: [],
      }),
    );
    expect(link.setup_url).toMatch(/\/intl\/en\/ops\/setup\?token=[\w-]{43}$/);
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(71 * 60 * MINUTE);
    const [row] = await database.db.select().from(staff).where(eq(staff.id, link.member.id));
    expect(row!.setupTokenHash).not.toContain(tokenOf(link));
  });
});
