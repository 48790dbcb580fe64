import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessionAnswerSchema, userSchema } from '@/lib/api/contract/account';
import { sessions, users } from '@/server/db/schema';
import { databaseKinds, useApiDatabase } from './databases';
import { authCookie, freshEmail, freshIp, lastEmailCode, signUpByEmail, tokenOf } from './account-fixtures';
import { fakeClock, freshPhone } from './verification-fixtures';
import { solvedCaptcha } from './captcha-fixtures';

const MINUTE = 60_000;
const PASSWORD = 'correct horse 1';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true });

  const as = (ip: string, token?: string) => ({
    'x-forwarded-for': ip,
    ...(token ? { 'access-token': token } : {}),
  });
  const sendCode = (ip: string, purpose: string, account: Record<string, string>) =>
    client.postForm('/user/send_code', { purpose, ...account }, as(ip));
  const login = (ip: string, email: string, password: string) =>
    client.postForm('/user/login', { kind: 'email', email, password }, as(ip));
  const withCaptcha = (ip: string, email: string, password: string, captcha: string) =>
    client.postForm('/user/login', { kind: 'email', email, password, captcha }, as(ip));
  const info = (token: string) => client.get('/user/info', { 'access-token': token });

  describe('sign-up by e-mail', () => {
    it('sends a code by e-mail, creates the user with an argon2id hash and logs in with an HttpOnly cookie', async () => {
      fakeClock();
      const email = freshEmail();
      const ip = freshIp();
      const sent = await sendCode(ip, 'register', { kind: 'email', email, lang: 'th' });
      expect(sent.body).toEqual({
        code: 200,
        msg: 'success',
        data: { expires_in_s: 600, resend_after_s: 60 },
      });
      const { mail, code } = await lastEmailCode(outbox.dir, email);
      expect(mail.subject).toContain(code);
      expect(mail.text).toContain('รหัสยืนยัน');
      const registered = await client.postForm(
        '/user/register',
        { kind: 'email', email: email.toUpperCase(), code, password: PASSWORD, confirm_password: PASSWORD },
        as(ip),
      );
      expect(registered.status).toBe(200);
      const answer = sessionAnswerSchema.parse(registered.body.data);
      expect(answer.user.email).toBe(email);
      const cookie = authCookie(registered.headers).header!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/); // http here; https adds it (below)
      // Beside it, a hint pages may read (they are the same for everyone): a session to ask about.
      const hint = registered.headers.getSetCookie().find((line) => line.startsWith('signed_in='));
      expect(hint).toMatch(/^signed_in=1;/);
      expect(hint).not.toMatch(/HttpOnly/);
      expect(hint).toMatch(/SameSite=Lax/);
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // Only the SHA-256 of the 256-bit token is stored.
      expect(Buffer.from(answer.token, 'base64url')).toHaveLength(32);
      const stored = await database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(stored.map((row) => row.tokenHash)).toEqual([
        createHash('sha256').update(answer.token).digest('hex'),
      ]);
      // The cookie and the Access-token header both name the user.
      const byCookie = await client.get('/user/info', { cookie: authCookie(registered.headers).pair! });
      expect(userSchema.parse(byCookie.body.data).email).toBe(email);
      expect((await info(answer.token)).body.data).toEqual(byCookie.body.data);
    });

    it('sets a Secure cookie on https', async () => {
      const email = freshEmail();
      const ip = freshIp();
      await signUpByEmail(client, outbox.dir, email, PASSWORD, ip);
      const response = await client.app.request('https://rentcar.test/api/v1_1/user/login', {
        method: 'POST',
        body: new URLSearchParams({ kind: 'email', email, password: PASSWORD }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...as(freshIp()) },
      });
      expect(authCookie(response.headers).header).toMatch(/Secure/);
    });

    it('answers user_has_registered, and the password rules, with their own codes', async () => {
      const clock = fakeClock();
      const email = freshEmail();
      const ip = freshIp();
      await signUpByEmail(client, outbox.dir, email, PASSWORD, ip);
      clock.advance(MINUTE);
      await sendCode(ip, 'register', { kind: 'email', email });
      const { code } = await lastEmailCode(outbox.dir, email);
      const register = (password: string, confirm: string) =>
        client.postForm(
          '/user/register',
          { kind: 'email', email, code, password, confirm_password: confirm },
          as(ip),
        );
      expect((await register('12345', '12345')).body).toMatchObject({
        code: 1023,
        msg: 'password minimum 6 characters',
      });
      expect((await register('123456', '1234567')).body).toMatchObject({
        code: 1022,
        msg: 'confirm password not matching',
      });
      const again = await register('123456', '123456');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 1020, msg: 'user has registered' });
    });

    it('refuses a wrong mobile number (1024) and writes nothing', async () => {
      const ip = freshIp();
      for (const phone of ['12', '1234567890123456', 'abcdefg']) {
        const sent = await sendCode(ip, 'register', { kind: 'phone', area_code: '66', phone });
        expect(sent.body.code).toBe(1024);
        expect(sent.body.msg).toBe('wrong mobile number');
      }
      expect(await outbox.read()).not.toContainEqual(expect.objectContaining({ to: '+6612' }));
    });
  });

  describe('login by password', () => {
    it('answers user_not_registered and wrong_password', async () => {
      const email = freshEmail();
      await signUpByEmail(client, outbox.dir, email, PASSWORD);
      expect((await login(freshIp(), freshEmail(), PASSWORD)).body).toMatchObject({
        code: 1019,
        msg: 'user not registered',
      });
      const wrong = await login(freshIp(), email, 'not the password');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 1021, msg: 'wrong password' });
      expect((await login(freshIp(), email, PASSWORD)).body.code).toBe(200);
    });

    it('rotates the token at login and revokes it at logout', async () => {
      const email = freshEmail();
      const ip = freshIp();
      const first = await signUpByEmail(client, outbox.dir, email, PASSWORD, ip);
      const second = await client.postForm(
        '/user/login',
        { kind: 'email', email, password: PASSWORD },
        as(ip, first),
      );
      const token = tokenOf(second.body);
      expect(token).not.toBe(first);
      expect((await info(first)).status).toBe(401); // the session presented at login ended
      expect((await info(token)).status).toBe(200);
      const out = await client.postForm('/user/logout', {}, as(ip, token));
      expect(out.body.data).toEqual({ logged_out: true });
      expect(authCookie(out.headers).header).toMatch(/Max-Age=0/);
      expect(out.headers.getSetCookie().find((line) => line.startsWith('signed_in='))).toMatch(/Max-Age=0/);
      expect((await info(token)).body).toMatchObject({ code: 401 });
    });

    it('slides the session: using it moves the expiry 30 days on (at most daily)', async () => {
      const clock = fakeClock();
      const email = freshEmail();
      const token = await signUpByEmail(client, outbox.dir, email, PASSWORD);
      const expiry = async () =>
        (
          await database.db
            .select()
            .from(sessions)
            .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')))
        )[0]!.expiresAt.getTime();
      const start = await expiry();
      clock.advance(29 * 24 * 60 * MINUTE);
      expect((await info(token)).status).toBe(200);
      expect(await expiry()).toBe(clock.now().getTime() + 30 * 24 * 60 * MINUTE);
      expect(await expiry()).toBeGreaterThan(start);
      clock.advance(30 * 24 * 60 * MINUTE);
      expect((await info(token)).status).toBe(401);
    });

    it('asks for the captcha, never locks the owner out, once an account has had 10 failed logins', async () => {
      const clock = fakeClock();
      const email = freshEmail();
      await signUpByEmail(client, outbox.dir, email, PASSWORD);
      const stranger = freshIp();
      for (let i = 0; i < 10; i++) expect((await login(stranger, email, 'wrong!!')).body.code).toBe(1021);

      // The owner, elsewhere, is asked for the captcha; a wrong password gets the very same answer.
      const owner = freshIp();
      const asked = await login(owner, email, PASSWORD);
      expect(asked.status).toBe(403);
      expect(asked.body).toMatchObject({ code: 1025, msg: 'please complete the captcha' });
      expect(authCookie(asked.headers).pair).toBeUndefined();
      const wrongAsked = await login(freshIp(), email, 'wrong!!');
      expect(wrongAsked.status).toBe(asked.status);
      expect(wrongAsked.body).toEqual(asked.body);

      // With a solved captcha the owner logs in; the solution is good once.
      const captcha = await solvedCaptcha(client);
      const loggedIn = await withCaptcha(owner, email, PASSWORD, captcha);
      expect(loggedIn.body.code).toBe(200);
      expect(userSchema.parse((await info(tokenOf(loggedIn.body))).body.data).email).toBe(email);
      // A login clears the account's count: no captcha needed after it.
      expect((await login(freshIp(), email, PASSWORD)).body.code).toBe(200);

      for (let i = 0; i < 10; i++) expect((await login(stranger, email, 'wrong!!')).body.code).toBe(1021);
      expect((await withCaptcha(freshIp(), email, PASSWORD, captcha)).body.code).toBe(1025); // replayed
      // A guess with a captcha runs, is told only that it missed, and is counted.
      expect((await withCaptcha(freshIp(), email, 'wrong!!', await solvedCaptcha(client))).body.code).toBe(
        1021,
      );
      // The code login names the same account and asks the same.
      const byCode = await client.postForm(
        '/user/login_by_code',
        { kind: 'email', email, code: '000000' },
        as(freshIp()),
      );
      expect(byCode.body.code).toBe(1025);
      // The window ends 15 minutes after the first failure of this round.
      clock.advance(15 * MINUTE);
      expect((await login(freshIp(), email, PASSWORD)).body.code).toBe(200);
    });

    it('keeps the per-client limit hard: a client past it is refused, captcha or not', async () => {
      fakeClock();
      const email = freshEmail();
      await signUpByEmail(client, outbox.dir, email, PASSWORD);
      const stranger = freshIp();
      for (let i = 0; i < 10; i++) expect((await login(stranger, email, 'wrong!!')).body.code).toBe(1021);
      for (let i = 0; i < 10; i++) {
        expect((await withCaptcha(stranger, email, 'wrong!!', await solvedCaptcha(client))).body.code).toBe(
          1021,
        );
      }
      const refused = await withCaptcha(stranger, email, PASSWORD, await solvedCaptcha(client));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, msg: 'too many requests, try later' });
      expect((await login(stranger, email, PASSWORD)).body.code).toBe(429);
      expect((await withCaptcha(freshIp(), email, PASSWORD, await solvedCaptcha(client))).body.code).toBe(
        200,
      );
    });

    it('counts failed logins sent at once: of 25 wrong passwords in parallel, 10 are tried and 15 asked for the captcha', async () => {
      fakeClock();
      const email = freshEmail();
      await signUpByEmail(client, outbox.dir, email, PASSWORD);
      const answers = await Promise.all(
        Array.from({ length: 25 }, () =>
          login(freshIp(), email, 'wrong!!').then((answer) => answer.body.code),
        ),
      );
      expect(answers.filter((code) => code === 1021)).toHaveLength(10);
      expect(answers.filter((code) => code === 1025)).toHaveLength(15);
      expect((await login(freshIp(), email, PASSWORD)).body.code).toBe(1025);
    });

    it('limits failed logins per client to 20 an hour, whatever the accounts', async () => {
      fakeClock();
      const ip = freshIp();
      const email = freshEmail();
      await signUpByEmail(client, outbox.dir, email, PASSWORD);
      for (let i = 0; i < 20; i++) expect((await login(ip, freshEmail(), 'whatever')).body.code).toBe(1019);
      expect((await login(ip, email, PASSWORD)).body.code).toBe(429);
      expect((await login(freshIp(), email, PASSWORD)).body.code).toBe(200);
    });
  });

  describe('login by a code', () => {
    it('logs a phone account in with a code sent by SMS', async () => {
      const clock = fakeClock();
      const phone = freshPhone();
      const ip = freshIp();
      await sendCode(ip, 'register', { kind: 'phone', area_code: '+1', phone });
      const signUp = await outbox.lastSms(`+1${phone}`);
      const registered = await client.postForm(
        '/user/register',
        {
          kind: 'phone',
          area_code: '1',
          phone,
          code: signUp.code,
          password: PASSWORD,
          confirm_password: PASSWORD,
        },
        as(ip),
      );
      expect(registered.body.data).toMatchObject({ user: { area_code: '1', phone } });
      clock.advance(MINUTE);
      const sent = await sendCode(freshIp(), 'login', {
        kind: 'phone',
        area_code: '1',
        phone: `${phone.slice(0, 3)} ${phone.slice(3)}`,
      });
      expect(sent.body.code).toBe(200);
      const { code } = await outbox.lastSms(`+1${phone}`);
      const loggedIn = await client.postForm(
        '/user/login_by_code',
        { kind: 'phone', area_code: '1', phone, code },
        as(ip),
      );
      expect(sessionAnswerSchema.parse(loggedIn.body.data).user.phone).toBe(phone);
    });

    it('keeps a code 10 minutes, uses it once, and burns it after 5 wrong tries', async () => {
      const clock = fakeClock();
      const email = freshEmail();
      await signUpByEmail(client, outbox.dir, email, PASSWORD);
      const byCode = (code: string) =>
        client.postForm('/user/login_by_code', { kind: 'email', email, code }, as(freshIp()));
      const newCode = async () => {
        clock.advance(MINUTE);
        await sendCode(freshIp(), 'login', { kind: 'email', email });
        return (await lastEmailCode(outbox.dir, email)).code;
      };
      const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

      let code = await newCode();
      clock.advance(10 * MINUTE);
      expect((await byCode(code)).body).toMatchObject({
        code: 1014,
        msg: 'verification code expired, please reacquire',
      });

      code = await newCode();
      clock.advance(10 * MINUTE - 1000);
      expect((await byCode(code)).body.code).toBe(200);
      expect((await byCode(code)).body.code).toBe(1014); // single use

      code = await newCode();
      for (let i = 4; i >= 0; i--) {
        expect((await byCode(wrong(code))).body).toMatchObject({ code: 1013, data: { tries_left: i } });
      }
      expect((await byCode(code)).body.code).toBe(1014); // burned
    });

    it('answers the same to a code request for a known and an unknown account', async () => {
      const clock = fakeClock();
      const known = freshEmail();
      await signUpByEmail(client, outbox.dir, known, PASSWORD);
      clock.advance(MINUTE);
      const unknown = freshEmail();
      for (const purpose of ['login', 'reset_password']) {
        const a = await sendCode(freshIp(), purpose, { kind: 'email', email: known });
        const b = await sendCode(freshIp(), purpose, { kind: 'email', email: unknown });
        expect(a.status).toBe(b.status);
        expect(a.body).toEqual(b.body);
        clock.advance(MINUTE);
      }
      // Only the reader of the unknown address learns there is no account.
      const { code } = await lastEmailCode(outbox.dir, unknown);
      const reset = await client.postForm(
        '/user/reset_password',
        { kind: 'email', email: unknown, code, password: PASSWORD, confirm_password: PASSWORD },
        as(freshIp()),
      );
      expect(reset.body).toMatchObject({ code: 1019 });
    });
  });

  describe('send limits', () => {
    it('sends one code a minute and five an hour to an address', async () => {
      const clock = fakeClock();
      const email = freshEmail();
      for (let i = 0; i < 5; i++) {
        expect((await sendCode(freshIp(), 'login', { kind: 'email', email })).body.code).toBe(200);
        const early = await sendCode(freshIp(), 'login', { kind: 'email', email });
        expect(early.status).toBe(429);
        // the fifth code fills the hour, which frees up an hour after the first
        expect(early.body).toMatchObject({ code: 1015, data: { retry_after_s: i < 4 ? 60 : 56 * 60 } });
        clock.advance(MINUTE);
      }
      expect((await sendCode(freshIp(), 'login', { kind: 'email', email })).body).toMatchObject({
        code: 1015,
        data: { retry_after_s: 55 * 60 },
      });
      clock.advance(55 * MINUTE);
      expect((await sendCode(freshIp(), 'login', { kind: 'email', email })).body.code).toBe(200);
    });

    it('sends five codes a minute and twenty an hour from a client (a household), one a minute to an address', async () => {
      const clock = fakeClock();
      const ip = freshIp();
      const email = freshEmail();
      expect((await sendCode(ip, 'login', { kind: 'email', email })).body.code).toBe(200);
      expect((await sendCode(freshIp(), 'login', { kind: 'email', email })).body.code).toBe(1015);
      for (let minute = 0; minute < 4; minute++) {
        const sends = minute === 0 ? 4 : 5;
        for (let i = 0; i < sends; i++) {
          expect((await sendCode(ip, 'login', { kind: 'email', email: freshEmail() })).body.code).toBe(200);
        }
        expect((await sendCode(ip, 'login', { kind: 'email', email: freshEmail() })).body.code).toBe(1015);
        clock.advance(MINUTE);
      }
      expect((await sendCode(ip, 'login', { kind: 'email', email: freshEmail() })).body.code).toBe(1015);
      expect((await sendCode(freshIp(), 'login', { kind: 'email', email: freshEmail() })).body.code).toBe(
        200,
      );
    });
  });

  describe('reset password', () => {
    it('changes the password, ends every session, and the new password logs in', async () => {
      const clock = fakeClock();
      const email = freshEmail();
      const oldToken = await signUpByEmail(client, outbox.dir, email, PASSWORD);
      clock.advance(MINUTE);
      await sendCode(freshIp(), 'reset_password', { kind: 'email', email });
      const { code } = await lastEmailCode(outbox.dir, email);
      const reset = await client.postForm(
        '/user/reset_password',
        { kind: 'email', email, code, password: 'new secret', confirm_password: 'new secret' },
        as(freshIp()),
      );
      expect(reset.body).toEqual({ code: 200, msg: 'success', data: { reset: true } });
      expect((await info(oldToken)).status).toBe(401);
      expect((await login(freshIp(), email, PASSWORD)).body.code).toBe(1021);
      expect((await login(freshIp(), email, 'new secret')).body.code).toBe(200);
    });
  });
});
