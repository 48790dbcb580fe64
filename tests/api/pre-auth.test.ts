import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { preAuthAdminConfig, preAuthorisations, sessions, skus, stores, users } from '@/server/db/schema';
import { hashToken } from '@/server/domain/verification/secrets';
import { databaseKinds, useApiDatabase } from './databases';

describe.each(databaseKinds)('zhima credit pre-authorisation on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  let auth: Record<string, string>;
  let skuAt: (store: string) => Promise<number>;

  beforeAll(async () => {
    const [user] = await database.db.insert(users).values({ name: 'Zhang Wei' }).returning();
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user!.id,
      kind: 'user',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    auth = { 'Access-token': token };
    skuAt = async (store) => {
      const [sku] = await database.db
        .select({ id: skus.id })
        .from(skus)
        .where(eq(skus.storeCode, store))
        .limit(1);
      return sku!.id;
    };
  });

  /** not_bind_sign, then get_pre_auth_no for a car of the store; answers the provider page's address. */
  async function start(
    store: string,
    returnTo = '/cn/zh/book/LAX01/1/full_protection-full_prepaid/booking#deposit',
  ) {
    const sign = await client.postForm('/payment/alipay/pre_auth/not_bind_sign', {}, auth);
    expect(sign.body.code).toBe(200);
    const paymentNo = (sign.body.data as { payment_no: string }).payment_no;
    const answer = await client.postForm(
      '/payment/get_pre_auth_no',
      {
        return_to: returnTo,
        app_id: 'rentcar-web',
        sign_payment_no: paymentNo,
        service_id: 'zhima',
        sku_id: String(await skuAt(store)),
        package_code: 'FULL',
      },
      auth,
    );
    return answer;
  }

  const decide = (number: string, decision: string) =>
    client.app.request('/api/v1_1/payment/alipay/sandbox/decide', {
      method: 'POST',
      body: new URLSearchParams({ pre_auth_payment_no: number, decision }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

  const status = async (number: string) =>
    (await client.postForm('/payment/get_pre_auth_status', { payment_no: number }, auth)).body.data;

  it('passes only on approval: approve → success, decline → declined, abandon → abandoned', async () => {
    for (const [decision, expected] of [
      ['approve', 'success'],
      ['decline', 'declined'],
      ['abandon', 'abandoned'],
    ] as const) {
      const answer = await start('LAX01');
      expect(answer.body.code).toBe(200);
      const { pre_auth_payment_no: number, provider_url: page } = answer.body.data as {
        pre_auth_payment_no: string;
        provider_url: string;
      };
      expect(await status(number)).toBe('pending');
      const shown = await client.app.request(page);
      const html = await shown.text();
      expect(html).toContain('芝麻信用免押授权');
      // Its own policy: the one style it carries (by hash) and its form, nothing else; no inline style.
      const policy = shown.headers.get('content-security-policy')!;
      const hash = /style-src 'sha256-([^']+)'/.exec(policy)?.[1];
      const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      expect(createHash('sha256').update(style).digest('base64')).toBe(hash);
      expect(policy).toContain("default-src 'none'");
      expect(html).not.toMatch(/ style="/);
      const back = await decide(number, decision);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(
        `/cn/zh/book/LAX01/1/full_protection-full_prepaid/booking?pre_auth_payment_no=${number}#deposit`,
      );
      expect(await status(number)).toBe(expected);
      // Decided once: the page cannot change it again.
      expect((await decide(number, 'approve')).status).toBe(404);
    }
  });

  it('returns only to a path of this site', async () => {
    const answer = await start('LAX01', '//evil.example/steal');
    const number = (answer.body.data as { pre_auth_payment_no: string }).pre_auth_payment_no;
    expect((await decide(number, 'approve')).headers.get('location')).toBe(`/?pre_auth_payment_no=${number}`);
  });

  it('answers -1 params error for any missing parameter, and 401 for a guest', async () => {
    for (const missing of [
      'return_to',
      'app_id',
      'sign_payment_no',
      'service_id',
      'sku_id',
      'package_code',
    ]) {
      const form: Record<string, string> = {
        return_to: '/',
        app_id: 'a',
        sign_payment_no: 'S1',
        service_id: 's',
        sku_id: '1',
        package_code: 'p',
      };
      delete form[missing];
      const answer = await client.postForm('/payment/get_pre_auth_no', form, auth);
      expect([missing, answer.body.code, answer.body.msg]).toEqual([missing, -1, 'params error']);
    }
    expect((await client.postForm('/payment/alipay/pre_auth/not_bind_sign', {})).status).toBe(401);
  });

  it('is refused where the pick-up store does not allow it (spec §5)', async () => {
    await database.db.update(stores).set({ alipay: false }).where(eq(stores.code, 'SFO01'));
    const answer = await start('SFO01');
    expect(answer.status).toBe(403);
    const rows = await database.db
      .select()
      .from(preAuthorisations)
      .where(eq(preAuthorisations.status, 'pending'));
    expect(rows.every((row) => row.returnTo !== null)).toBe(true);
  });

  it('is switched off for everyone while the admin config does not exist (spec §5)', async () => {
    const [seeded] = await database.db.select().from(preAuthAdminConfig);
    expect(seeded).toBeDefined();
    await database.db.delete(preAuthAdminConfig);
    try {
      const config = await client.get('/payment/get_pre_auth_sign_config_list', auth);
      expect(config.body.data).toMatchObject({ adminConfig: { disOpen: true, whitelisted: false } });
      expect((await start('LAX01')).status).toBe(403);
    } finally {
      await database.db.insert(preAuthAdminConfig).values(seeded!);
    }
    expect((await start('LAX01')).body.code).toBe(200);
  });
});
