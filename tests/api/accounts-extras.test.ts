import { simpleParser } from 'mailparser';
import { savedContactSchema, savedDriverSchema } from '@/lib/api/contract/account';
import { createMessageProvider } from '@/server/providers/messaging/provider';
import { testClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { freshEmail, freshIp, signUpByEmail } from './account-fixtures';
import { startSmtpServer } from './smtp-test-server';

const PASSWORD = 'correct horse 1';
const DRIVER = { given_name: 'Wei', sur_name: 'Zhang', birthday: '1990-05-01', driver_license_type: 'cn' };
const CONTACT = {
  gender: 'female',
  name: 'Li Na',
  contact_area_code: '86',
  contact_phone: '13800138000',
  email: 'li.na@example.com',
};

describe.each(databaseKinds)('saved people and SMTP on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { outbox: true });

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
