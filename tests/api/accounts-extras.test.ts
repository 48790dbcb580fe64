import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { solveChallenge } from 'altcha-lib/v1';
import { captchaChallengeSchema } from '@/lib/api/contract/captcha';
import { savedContactSchema, savedDriverSchema } from '@/lib/api/contract/account';
import { captchaFailures, featureFlags } from '@/server/db/schema';
import { CAPTCHA_MAX_NUMBER } from '@/server/domain/captcha/captcha';
import { createMessageProvider } from '@/server/providers/messaging/provider';
import { testClient, type TestClient } from './client';
import { databaseKinds, openTestDatabase, type TestDatabase } from './databases';
import { freshEmail, freshIp, signUpByEmail } from './account-fixtures';
import { startSmtpServer } from './smtp-test-server';
import { temporaryOutbox } from './verification-fixtures';

const PASSWORD = 'correct horse 1';
const DRIVER = { given_name: 'Wei', sur_name: 'Zhang', birthday: '1990-05-01', driver_license_type: 'cn' };
const CONTACT = {
  gender: 'female',
  name: 'Li Na',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'li.na@example.com',
};

describe.each(databaseKinds)('saved people, captcha and SMTP on %s', (kind) => {
  let database: TestDatabase;
  let outbox: Awaited<ReturnType<typeof temporaryOutbox>>;
  let client: TestClient;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { poolSize: 10 });
    outbox = await temporaryOutbox();
    client = testClient(database.db, { messages: outbox.provider });
  });
  afterAll(async () => {
    await database.close();
    await outbox.remove();
  });

  const auth = (token: string) => ({ 'access-token': token });
  const deleteCall = (path: string, token: string) => client.delete(path, auth(token));

  describe('saved drivers and contacts', () => {
    it('lets only their owner list, change and delete them', async () => {
      const owner = await signUpByEmail(client, outbox.dir, freshEmail(), PASSWORD);
      const other = await signUpByEmail(client, outbox.dir, freshEmail(), PASSWORD);

      const driver = savedDriverSchema.parse(
        (await client.postForm('/user/drivers', DRIVER, auth(owner))).body.data,
      );
      const contact = savedContactSchema.parse(
        (await client.postForm('/user/contacts', CONTACT, auth(owner))).body.data,
      );
      expect(driver).toMatchObject(DRIVER);
      expect(contact).toMatchObject({ ...CONTACT, local_area_code: '', local_phone: '' });

      expect((await client.get('/user/drivers', auth(owner))).body.data).toEqual({ list: [driver] });
      expect((await client.get('/user/contacts', auth(owner))).body.data).toEqual({ list: [contact] });
      expect((await client.get('/user/drivers', auth(other))).body.data).toEqual({ list: [] });
      expect((await client.get('/user/contacts', auth(other))).body.data).toEqual({ list: [] });

      // Another user's id is not found, and nothing changes.
      const hijack = await client.postForm(
        `/user/drivers/${driver.driver_id}`,
        { ...DRIVER, given_name: 'Eve' },
        auth(other),
      );
      expect(hijack.status).toBe(404);
      expect((await deleteCall(`/user/contacts/${contact.contact_id}`, other)).status).toBe(404);
      expect((await client.get('/user/drivers', auth(owner))).body.data).toEqual({ list: [driver] });

      const changed = await client.postForm(
        `/user/drivers/${driver.driver_id}`,
        { ...DRIVER, given_name: 'Ming' },
        auth(owner),
      );
      expect(changed.body.data).toMatchObject({ driver_id: driver.driver_id, given_name: 'Ming' });
      expect((await deleteCall(`/user/drivers/${driver.driver_id}`, owner)).body.code).toBe(200);
      expect((await deleteCall(`/user/contacts/${contact.contact_id}`, owner)).body.code).toBe(200);
      expect((await client.get('/user/drivers', auth(owner))).body.data).toEqual({ list: [] });
    });

    it('asks for a login (401) and refuses bad input (-1)', async () => {
      expect((await client.get('/user/drivers')).status).toBe(401);
      expect((await client.postForm('/user/contacts', CONTACT)).body.code).toBe(401);
      const token = await signUpByEmail(client, outbox.dir, freshEmail(), PASSWORD);
      const bad = await client.postForm('/user/drivers', { ...DRIVER, birthday: '1990-02-31' }, auth(token));
      expect(bad.body.code).toBe(-1);
      expect((await client.get('/user/drivers', auth(token))).body.data).toEqual({ list: [] });
    });
  });

  describe('captcha', () => {
    const setFlag = (active: boolean, isForce: boolean) =>
      database.db
        .insert(featureFlags)
        .values({ key: 'slide_captcha', active, isForce })
        .onConflictDoUpdate({ target: featureFlags.key, set: { active, isForce } });
    afterEach(() => setFlag(false, false));

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
    const send = (captcha?: string) =>
      client.postForm(
        '/user/send_code',
        { kind: 'email', email: freshEmail(), purpose: 'login', ...(captcha ? { captcha } : {}) },
        { 'x-forwarded-for': freshIp() },
      );

    it('is required before a code is sent when the flag forces it, and each solution works once', async () => {
      expect((await send()).body.code).toBe(200);
      await setFlag(true, true);
      const refused = await send();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 1025 });
      const solution = await solve();
      expect((await send(solution)).body.code).toBe(200);
      expect((await send(solution)).body.code).toBe(1025); // replayed
      const forged = JSON.parse(Buffer.from(await solve(), 'base64').toString()) as { number: number };
      forged.number += 1;
      expect((await send(Buffer.from(JSON.stringify(forged)).toString('base64'))).body.code).toBe(1025);
      await setFlag(true, false);
      expect((await send()).body.code).toBe(200);
    });

    it('records a failure report (508) and refuses another error code', async () => {
      const report = {
        time: String(Date.UTC(2027, 2, 1)),
        captcha_id: 'sig-1',
        challenge: 'abc',
        platform_type: 'pc',
        url: 'https://rentcar.test/intl/en/login',
      };
      expect((await client.postForm('/captcha/report', { ...report, error_code: '508' })).body.code).toBe(
        200,
      );
      expect((await client.postForm('/captcha/report', { ...report, error_code: '500' })).body.code).toBe(-1);
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
  });

  it('sends the sign-up code through a real SMTP server, and it signs up', async () => {
    const smtp = await startSmtpServer();
    const provider = createMessageProvider({
      outboxDir: outbox.dir,
      smtpUrl: smtp.url,
      from: 'Rentcar Go <no-reply@test.invalid>',
    });
    try {
      const smtpClient = testClient(database.db, { messages: provider });
      const email = freshEmail();
      const headers = { 'x-forwarded-for': freshIp() };
      const sent = await smtpClient.postForm(
        '/user/send_code',
        { kind: 'email', email, purpose: 'register', lang: 'zh' },
        headers,
      );
      expect(sent.body.code).toBe(200);
      const received = smtp.received.find((message) => message.to.includes(email));
      expect(received?.from).toBe('no-reply@test.invalid');
      const mail = await simpleParser(received!.raw);
      expect(mail.subject).toContain('验证码');
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
      const registered = await smtpClient.postForm(
        '/user/register',
        { kind: 'email', email, code, password: PASSWORD, confirm_password: PASSWORD },
        headers,
      );
      expect(registered.body).toMatchObject({ code: 200, data: { user: { email } } });
    } finally {
      await provider.close();
      await smtp.close();
    }
  });
});
