import { count, eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib/v1';
import { captchaChallengeSchema } from '@/lib/api/contract/captcha';
import { captchaFailures, featureFlags } from '@/server/db/schema';
import { CAPTCHA_MAX_NUMBER, CAPTCHA_REPORTS_KEPT } from '@/server/domain/captcha/captcha';
import { LIMITS } from '@/server/domain/rate-limit/limiters';
import { databaseKinds, useApiDatabase } from './databases';
import { freshEmail, freshIp } from './account-fixtures';
import { freshPhone } from './verification-fixtures';

describe.each(databaseKinds)('the slide captcha on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true });

  const setFlag = (active: boolean, isForce: boolean) =>
    database.db
      .insert(featureFlags)
      .values({ key: 'slide_captcha', active, isForce })
      .onConflictDoUpdate({ target: featureFlags.key, set: { active, isForce } });
  afterEach(() => setFlag(false, false));

  /** A challenge from the API, solved as the browser solves it: the `captcha` field of a send. */
  const solve = async () => {
    const challenge = captchaChallengeSchema.parse((await client.get('/captcha/challenge')).body.data);
    expect(challenge.maxnumber).toBe(CAPTCHA_MAX_NUMBER); // tuned to solve in under a second
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64');
  };
  const withCaptcha = (captcha?: string): Record<string, string> => (captcha ? { captcha } : {});

  // Every call that sends a code: the accounts' (e-mail or SMS) and the booking form's phone.
  const senders = {
    '/user/send_code': (captcha?: string) =>
      client.postForm(
        '/user/send_code',
        { kind: 'email', email: freshEmail(), purpose: 'login', ...withCaptcha(captcha) },
        { 'x-forwarded-for': freshIp() },
      ),
    '/verify/send_code': (captcha?: string) =>
      client.postForm(
        '/verify/send_code',
        { purpose: 'verify_phone', area_code: '1', phone: freshPhone(), ...withCaptcha(captcha) },
        { 'x-forwarded-for': freshIp() },
      ),
  };

  describe.each(Object.entries(senders))('before %s sends a code', (_, send) => {
    it('is required when the flag forces it, and each solution works once', async () => {
      expect((await send()).body.code).toBe(200);
      await setFlag(true, true);
      const before = (await outbox.read()).length;
      const refused = await send();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 1025, msg: 'please complete the captcha' });
      expect((await outbox.read()).length).toBe(before); // nothing was sent
      const solution = await solve();
      expect((await send(solution)).body.code).toBe(200);
      expect((await send(solution)).body.code).toBe(1025); // replayed
      const forged = JSON.parse(Buffer.from(await solve(), 'base64').toString()) as { number: number };
      forged.number += 1;
      expect((await send(Buffer.from(JSON.stringify(forged)).toString('base64'))).body.code).toBe(1025);
      await setFlag(true, false);
      expect((await send()).body.code).toBe(200);
    });
  });

  describe('failure reports', () => {
    const report = {
      time: String(Date.UTC(2027, 2, 1)),
      captcha_id: 'sig-1',
      challenge: 'abc',
      platform_type: 'pc',
      url: 'https://rentcar.test/intl/en/login',
    };

    const reportsOf = (captchaId: string) =>
      database.db.select().from(captchaFailures).where(eq(captchaFailures.captchaId, captchaId));

    it('records a failure report (508) and refuses another error code', async () => {
      const ip = { 'x-forwarded-for': freshIp() };
      const recorded = await client.postForm('/captcha/report', { ...report, error_code: '508' }, ip);
      expect(recorded.body.code).toBe(200);
      const other = await client.postForm('/captcha/report', { ...report, error_code: '500' }, ip);
      expect(other.body.code).toBe(-1);
      const rows = await database.db
        .select()
        .from(captchaFailures)
        .where(eq(captchaFailures.captchaId, 'sig-1'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        challenge: 'abc',
        platformType: 'pc',
        url: report.url,
        errorCode: 508,
        reportedAt: new Date(Number(report.time)),
      });
    });

    it('refuses a time no date can hold, recording nothing', async () => {
      const answer = await client.postForm(
        '/captcha/report',
        { ...report, captcha_id: 'sig-far', time: '1e300', error_code: '508' },
        { 'x-forwarded-for': freshIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(-1);
      expect(await reportsOf('sig-far')).toHaveLength(0);
    });

    it(`takes ${LIMITS.captchaReport.points} reports an hour from one client, then too_many_requests`, async () => {
      const ip = { 'x-forwarded-for': freshIp() };
      const send = (from = ip) =>
        client.postForm('/captcha/report', { ...report, captcha_id: 'sig-flood', error_code: '508' }, from);
      for (let i = 0; i < LIMITS.captchaReport.points; i += 1) expect((await send()).body.code).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(429);
      expect((refused.body.data as { retry_after_s: number }).retry_after_s).toBeGreaterThan(3000);
      expect(await reportsOf('sig-flood')).toHaveLength(LIMITS.captchaReport.points);
      // Another client is not held back by the first.
      expect((await send({ 'x-forwarded-for': freshIp() })).body.code).toBe(200);
    });

    it(`keeps only the newest ${CAPTCHA_REPORTS_KEPT} reports`, async () => {
      await database.db.delete(captchaFailures);
      await database.db.execute(sql`
        INSERT INTO captcha_failures (reported_at, captcha_id, challenge, platform_type, url, error_code)
        SELECT now(), 'old-' || n, '', 'pc', 'https://rentcar.test/', 508
        FROM generate_series(1, ${CAPTCHA_REPORTS_KEPT}) AS n`);
      const answer = await client.postForm(
        '/captcha/report',
        { ...report, captcha_id: 'sig-newest', error_code: '508' },
        { 'x-forwarded-for': freshIp() },
      );
      expect(answer.body.code).toBe(200);
      const [kept] = await database.db.select({ rows: count() }).from(captchaFailures);
      expect(kept!.rows).toBe(CAPTCHA_REPORTS_KEPT);
      expect(await reportsOf('old-1')).toHaveLength(0);
      expect(await reportsOf('old-2')).toHaveLength(1);
      expect(await reportsOf('sig-newest')).toHaveLength(1);
    });
  });
});
