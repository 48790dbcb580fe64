import { count, eq } from 'drizzle-orm';
import { phoneProofSchema } from '@/lib/api/contract/verify';
import { verificationCodes, verifiedPhones } from '@/server/db/schema';
import { ApiError } from '@/server/domain/errors';
import { CODE_RULES } from '@/server/domain/verification/one-time-codes';
import {
  checkPhoneCode,
  PHONE_PROOF_LIFETIME_MS,
  sendPhoneCode,
  verifyPhoneProof,
} from '@/server/domain/verification/phone-codes';
import { phoneKey } from '@/server/domain/verification/phone-key';
import { databaseKinds, useApiDatabase } from './databases';
import { fakeClock, freshPhone, insertOrderWithPhone } from './verification-fixtures';

const MINUTE = 60_000;
const purpose = 'verify_phone' as const;

/** What a call threw, or undefined. */
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe.each(databaseKinds)('one-time codes for a phone on %s', (kind) => {
  const { database, client, outbox } = useApiDatabase(kind, { poolSize: 20, outbox: true });

  const send = (phone: string, now: Date, lang: 'en' | 'th' | 'zh' | 'zh-hant' = 'en') =>
    sendPhoneCode(database.db, outbox.provider, { purpose, areaCode: '1', phone, lang }, now);
  const check = (phone: string, code: string, now: Date) =>
    checkPhoneCode(database.db, { purpose, areaCode: '1', phone, code }, now);
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('sending', () => {
    it('texts a 6-digit code to the phone in the traveller language, storing only a hash of it', async () => {
      const clock = fakeClock();
      await sendPhoneCode(
        database.db,
        outbox.provider,
        { purpose, areaCode: '+66', phone: '081-234-5678', lang: 'th' },
        clock.now(),
      );
      const { text, code } = await outbox.lastSms('+66812345678');
      expect(text).toContain('รหัสยืนยัน');
      expect(text).toContain('10 นาที');
      const rows = await database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, '66812345678'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).not.toContain(code);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(10 * MINUTE);
    });

    it.each([
      ['en', /verification code is \d{6}\. It expires in 10 minutes/],
      ['zh', /验证码是\d{6}，10分钟内有效/],
      ['zh-hant', /驗證碼為\d{6}，10分鐘內有效/],
    ] as const)('words the SMS in %s', async (lang, pattern) => {
      const phone = freshPhone();
      await send(phone, fakeClock().now(), lang);
      expect((await outbox.lastSms(`+1${phone}`)).text).toMatch(pattern);
    });

    it('sends at most one code a minute, answering how long to wait', async () => {
      const phone = freshPhone();
      const clock = fakeClock();
      await send(phone, clock.now());
      clock.advance(20_000);
      const error = await caught(send(phone, clock.now()));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).name).toBe('too_many_codes');
      expect((error as ApiError).detail).toEqual({ retry_after_s: 40 });
      clock.advance(40_000);
      await expect(send(phone, clock.now())).resolves.toMatchObject({ resend_after_s: 60 });
    });

    it('sends at most five codes an hour; the sixth may go when the first is an hour old', async () => {
      const phone = freshPhone();
      const clock = fakeClock();
      for (let i = 0; i < 5; i++) {
        await send(phone, clock.now());
        clock.advance(2 * MINUTE);
      }
      // 10 minutes after the first code: the first leaves the hour 50 minutes from now.
      const error = (await caught(send(phone, clock.now()))) as ApiError;
      expect(error.name).toBe('too_many_codes');
      expect(error.detail).toEqual({ retry_after_s: 50 * 60 });
      clock.advance(50 * MINUTE - 1000);
      expect(((await caught(send(phone, clock.now()))) as ApiError).name).toBe('too_many_codes');
      clock.advance(1000);
      await send(phone, clock.now());
    });

    it('lets a household behind one address verify five phones a minute and twenty an hour', async () => {
      // Issue 35: a second phone of a family or a hotel's Wi-Fi was refused for a minute.
      const clock = fakeClock();
      const fromHome = (phone: string) =>
        sendPhoneCode(
          database.db,
          outbox.provider,
          {
            purpose,
            areaCode: '1',
            phone,
            lang: 'en',
            client: `203.0.113.${Math.floor(Math.random() * 250)}`,
          },
          clock.now(),
        );
      const home = `198.51.100.${Math.floor(Math.random() * 250)}`;
      const sendFrom = (client: string, phone: string) =>
        sendPhoneCode(
          database.db,
          outbox.provider,
          { purpose, areaCode: '1', phone, lang: 'en', client },
          clock.now(),
        );
      for (let i = 0; i < 5; i++) await sendFrom(home, freshPhone());
      const sixth = (await caught(sendFrom(home, freshPhone()))) as ApiError;
      expect(sixth.name).toBe('too_many_codes');
      // The refused send took nothing from its phone: from another address it goes at once.
      const waiting = freshPhone();
      expect(((await caught(sendFrom(home, waiting))) as ApiError).name).toBe('too_many_codes');
      await fromHome(waiting);
      // One phone still gets one code a minute, whichever address asks.
      expect(((await caught(fromHome(waiting))) as ApiError).name).toBe('too_many_codes');

      for (let minute = 1; minute < 4; minute++) {
        clock.advance(MINUTE);
        for (let i = 0; i < 5; i++) await sendFrom(home, freshPhone());
      }
      clock.advance(MINUTE);
      // Twenty within the hour: the next waits for the first to be an hour old.
      const late = (await caught(sendFrom(home, freshPhone()))) as ApiError;
      expect(late.name).toBe('too_many_codes');
      expect((late.detail as { retry_after_s: number }).retry_after_s).toBeGreaterThan(50 * 60);
    });

    it('lets only one of ten simultaneous requests for one phone send a code', async () => {
      const phone = freshPhone();
      const now = fakeClock().now();
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => send(phone, now)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as ApiError).name).toBe('too_many_codes');
      }
      const sms = (await outbox.read()).filter((entry) => entry.to === `+1${phone}`);
      expect(sms).toHaveLength(1);
      const [{ n }] = (await database.db
        .select({ n: count() })
        .from(verificationCodes)
        .where(eq(verificationCodes.target, `1${phone}`))) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('keeps no code when the SMS cannot be sent, so it does not count', async () => {
      const phone = freshPhone();
      const now = fakeClock().now();
      const failing = { ...outbox.provider, sendSms: () => Promise.reject(new Error('gateway down')) };
      const error = await caught(
        sendPhoneCode(database.db, failing, { purpose, areaCode: '1', phone, lang: 'en' }, now),
      );
      expect((error as Error).message).toBe('gateway down');
      await send(phone, now); // not refused by the one-a-minute rule
    });
  });

  describe('checking', () => {
    it('answers a proof of the phone for a right code, once', async () => {
      const phone = freshPhone();
      const clock = fakeClock();
      await send(phone, clock.now());
      const { code } = await outbox.lastSms(`+1${phone}`);
      clock.advance(9 * MINUTE);
      const proof = phoneProofSchema.parse(await check(phone, code, clock.now()));
      expect(Buffer.from(proof.phone_token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(new Date(proof.expires_at).getTime()).toBe(clock.now().getTime() + PHONE_PROOF_LIFETIME_MS);
      const [stored] = await database.db
        .select()
        .from(verifiedPhones)
        .where(eq(verifiedPhones.phone, `1${phone}`));
      expect(stored!.proofHash).not.toContain(proof.phone_token);

      const again = (await caught(check(phone, code, clock.now()))) as ApiError;
      expect(again.name).toBe('code_expired');
    });

    it('lets only one of two simultaneous checks of a right code succeed', async () => {
      const phone = freshPhone();
      const now = fakeClock().now();
      await send(phone, now);
      const { code } = await outbox.lastSms(`+1${phone}`);
      const results = await Promise.allSettled([check(phone, code, now), check(phone, code, now)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    });

    it('expires a code after 10 minutes', async () => {
      const phone = freshPhone();
      const clock = fakeClock();
      await send(phone, clock.now());
      const { code } = await outbox.lastSms(`+1${phone}`);
      clock.advance(CODE_RULES.lifetimeMs);
      expect(((await caught(check(phone, code, clock.now()))) as ApiError).name).toBe('code_expired');
    });

    it('counts wrong tries down and burns the code on the fifth', async () => {
      const phone = freshPhone();
      const now = fakeClock().now();
      await send(phone, now);
      const { code } = await outbox.lastSms(`+1${phone}`);
      const left: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        const error = (await caught(check(phone, wrongCodeFor(code), now))) as ApiError;
        expect(error.name).toBe('wrong_code');
        left.push(error.detail);
      }
      expect(left).toEqual([4, 3, 2, 1, 0].map((tries) => ({ tries_left: tries })));
      expect(((await caught(check(phone, code, now))) as ApiError).name).toBe('code_expired');
    });

    it('accepts the right code after four wrong tries', async () => {
      const phone = freshPhone();
      const now = fakeClock().now();
      await send(phone, now);
      const { code } = await outbox.lastSms(`+1${phone}`);
      for (let i = 0; i < 4; i++) await caught(check(phone, wrongCodeFor(code), now));
      await expect(check(phone, code, now)).resolves.toHaveProperty('phone_token');
    });

    it('replaces an older code with a newer one', async () => {
      const phone = freshPhone();
      const clock = fakeClock();
      await send(phone, clock.now());
      const first = (await outbox.lastSms(`+1${phone}`)).code;
      clock.advance(MINUTE);
      await send(phone, clock.now());
      const second = (await outbox.lastSms(`+1${phone}`)).code;
      if (first !== second) {
        expect(((await caught(check(phone, first, clock.now()))) as ApiError).name).toBe('wrong_code');
      }
      await expect(check(phone, second, clock.now())).resolves.toHaveProperty('phone_token');
    });

    it('answers code_expired when no code was sent', async () => {
      expect(((await caught(check(freshPhone(), '123456', new Date()))) as ApiError).name).toBe(
        'code_expired',
      );
    });

    it('does not take a code sent to another phone', async () => {
      const [phone, other] = [freshPhone(), freshPhone()];
      const now = fakeClock().now();
      await send(phone, now);
      await send(other, now);
      const { code } = await outbox.lastSms(`+1${phone}`);
      const otherCode = (await outbox.lastSms(`+1${other}`)).code;
      if (code !== otherCode) {
        expect(((await caught(check(other, code, now))) as ApiError).name).toBe('wrong_code');
      }
    });
  });

  describe('the proof', () => {
    async function proofFor(phone: string, now: Date) {
      await send(phone, now);
      return check(phone, (await outbox.lastSms(`+1${phone}`)).code, now);
    }

    it('proves the phone it was made for, for two hours', async () => {
      const phone = freshPhone();
      const clock = fakeClock();
      const { phone_token: token } = await proofFor(phone, clock.now());
      const db = database.db;
      expect(await verifyPhoneProof(db, token, '1', phone, clock.now())).toBe(true);
      expect(
        await verifyPhoneProof(db, token, '+1', `${phone.slice(0, 3)}-${phone.slice(3)}`, clock.now()),
      ).toBe(true);
      expect(await verifyPhoneProof(db, token, '1', freshPhone(), clock.now())).toBe(false);
      expect(await verifyPhoneProof(db, token, '44', phone, clock.now())).toBe(false);
      expect(await verifyPhoneProof(db, `${token}x`, '1', phone, clock.now())).toBe(false);
      expect(await verifyPhoneProof(db, '', '1', phone, clock.now())).toBe(false);
      clock.advance(PHONE_PROOF_LIFETIME_MS - 1000);
      expect(await verifyPhoneProof(db, token, '1', phone, clock.now())).toBe(true);
      clock.advance(1000);
      expect(await verifyPhoneProof(db, token, '1', phone, clock.now())).toBe(false);
    });

    it('says freshman until the phone has an order that counts (not expired, test, overdue or cancelled)', async () => {
      const db = database.db;
      const clock = fakeClock();
      const phone = freshPhone();
      const key = phoneKey('1', phone);
      expect((await proofFor(phone, clock.now())).freshman).toBe(true);

      // Expired, test and overdue unpaid orders were never real bookings.
      await insertOrderWithPhone(db, key, 'EXPIRED');
      await insertOrderWithPhone(db, key, 'TEST');
      await insertOrderWithPhone(db, key, 'CREATE_ORDER', new Date(clock.now().getTime() - MINUTE));
      clock.advance(MINUTE);
      expect((await proofFor(phone, clock.now())).freshman).toBe(true);

      await insertOrderWithPhone(db, key, 'CREATE_ORDER', new Date(clock.now().getTime() + 30 * MINUTE));
      clock.advance(MINUTE);
      expect((await proofFor(phone, clock.now())).freshman).toBe(false);

      // A cancelled order did not happen either: its traveller is still new (first-booking.ts).
      const other = freshPhone();
      await insertOrderWithPhone(db, phoneKey('1', other), 'CANCEL');
      expect((await proofFor(other, clock.now())).freshman).toBe(true);
    });
  });

  describe('the endpoints', () => {
    it('send a code in the language of the locale param, and check it', async () => {
      const phone = freshPhone();
      const sent = await client.postForm('/verify/send_code?locale=zh_HK', {
        purpose,
        area_code: '+1',
        phone,
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({
        code: 200,
        msg: 'success',
        data: { expires_in_s: 600, resend_after_s: 60 },
      });
      const { text, code } = await outbox.lastSms(`+1${phone}`);
      expect(text).toContain('驗證碼');

      const wrong = await client.postForm('/verify/check_code', {
        purpose,
        area_code: '1',
        phone,
        code: wrongCodeFor(code),
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ code: 1013, data: { tries_left: 4 } });

      const right = await client.postForm('/verify/check_code', { purpose, area_code: '1', phone, code });
      expect(right.status).toBe(200);
      const proof = phoneProofSchema.parse(right.body.data);
      expect(await verifyPhoneProof(database.db, proof.phone_token, '1', phone, new Date())).toBe(true);
    });

    it('answer too_many_codes with retry_after_s', async () => {
      const phone = freshPhone();
      const form = { purpose, area_code: '1', phone, lang: 'en' };
      expect((await client.postForm('/verify/send_code', form)).status).toBe(200);
      const again = await client.postForm('/verify/send_code', form);
      expect(again.status).toBe(429);
      expect(again.body.code).toBe(1015);
      const { retry_after_s: wait } = again.body.data as { retry_after_s: number };
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
    });

    it('answer code_expired for a code checked after 10 minutes (clock moved)', async () => {
      const phone = freshPhone();
      await client.postForm('/verify/send_code', { purpose, area_code: '1', phone });
      const { code } = await outbox.lastSms(`+1${phone}`);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CODE_RULES.lifetimeMs + 1000 });
      try {
        const late = await client.postForm('/verify/check_code', { purpose, area_code: '1', phone, code });
        expect(late.status).toBe(422);
        expect(late.body).toEqual({
          code: 1014,
          msg: 'verification code expired, please reacquire',
          data: null,
        });
      } finally {
        vi.useRealTimers();
      }
    });

    it.each([
      ['no phone', { purpose, area_code: '1' }],
      ['letters in the phone', { purpose, area_code: '1', phone: '310abc0142' }],
      ['an unknown purpose', { purpose: 'login_forever', area_code: '1', phone: '3105550142' }],
      ['area code 0', { purpose, area_code: '0', phone: '3105550142' }],
      ['more than 15 digits', { purpose, area_code: '852', phone: '12345678901234' }],
      ['an unknown language', { purpose, area_code: '1', phone: '3105550142', lang: 'fr' }],
    ])('refuse %s with params error, sending nothing', async (_, form) => {
      const before = (await outbox.read()).length;
      const answer = await client.postForm('/verify/send_code', form as Record<string, string>);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(-1);
      expect(answer.body.msg).toBe('params error');
      expect((await outbox.read()).length).toBe(before);
    });

    it.each([
      ['five digits', '12345'],
      ['seven digits', '1234567'],
      ['letters', '12a456'],
      ['nothing', ''],
    ])('refuse a code of %s with params error', async (_, code) => {
      const answer = await client.postForm('/verify/check_code', {
        purpose,
        area_code: '1',
        phone: '3105550142',
        code,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(-1);
    });

    it('refuse a JSON body and an empty body with params error', async () => {
      for (const init of [
        { body: JSON.stringify({ purpose }), headers: { 'Content-Type': 'application/json' } },
        { body: '', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      ]) {
        const response = await client.app.request('/api/v1_1/verify/check_code', { method: 'POST', ...init });
        expect(response.status).toBeLessThan(500);
        expect(((await response.json()) as { code: number }).code).toBe(-1);
      }
    });
  });
});
