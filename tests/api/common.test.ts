import { count } from 'drizzle-orm';
import { globalConfigSchema, preAuthSignConfigListSchema, vcSchema } from '@/lib/api/contract/common';
import { analyticsEvents } from '@/server/db/schema';
import { databaseKinds, useApiDatabase } from './databases';

const ALL_STORES = ['LAX01', 'SFO01', 'HNL01', 'BKK01', 'HKT01', 'CNX01', 'KRA533', 'PAT534', 'CHC01'];

describe.each(databaseKinds)('common endpoints on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);

  const analyticsCount = async () => (await database.db.select({ n: count() }).from(analyticsEvents))[0]!.n;

  describe('GET /common/get_global_config', () => {
    it('answers the store tree with all nine stores and the 34 currencies', async () => {
      const { status, body } = await client.get('/common/get_global_config');
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      const config = globalConfigSchema.parse(body.data);
      const treeStores = config.storeLocation.flatMap((country) =>
        country.children.flatMap((state) =>
          state.children.flatMap((city) => city.children.map((s) => s.value)),
        ),
      );
      expect(treeStores.sort()).toEqual([...ALL_STORES].sort());
      expect(config.currency).toHaveLength(34);
      expect(config.currency.every((currency) => currency.per_usd > 0)).toBe(true);
      expect(config.storeLocation.map((country) => country.value).sort()).toEqual(['NZ', 'TH', 'US']);
    });

    it('gives each store its zone facts and maps the HAW1204 alias to Honolulu', async () => {
      const config = globalConfigSchema.parse((await client.get('/common/get_global_config')).body.data);
      expect(config.storeInfo.LAX01?.city.timeZone).toMatchObject({
        iana: 'America/Los_Angeles',
        offset: -8,
        isDST: true,
      });
      expect(config.storeInfo.HNL01?.city.timeZone).toMatchObject({
        offset: -10,
        isDST: false,
        dstRule: null,
      });
      expect(config.storeInfo.CHC01?.city.timeZone).toMatchObject({ offset: 12, isDST: true });
      expect(config.storeInfo.HAW1204?.value).toBe('HNL01');
      expect(config.storeInfo.LAX01?.drop_store_allow).toContain('LAX01');
      expect(['0', '1']).toContain(config.storeInfo.BKK01?.alipay);
      expect(config.expiresMin).toBeGreaterThan(0);
      expect(typeof config.slide_captcha.is_force).toBe('boolean');
    });

    it('reads bad common params leniently instead of failing the page', async () => {
      const { body } = await client.get(
        '/common/get_global_config?locale=xx_YY&region=moon&currency=dollars',
      );
      expect(body.code).toBe(200);
    });
  });

  describe('GET /common/vc', () => {
    it('answers the per-platform content and the zhima auth h5 config', async () => {
      const { body } = await client.get('/common/vc', { 'Client-id': 'rentcar-web-pc' });
      expect(body.code).toBe(200);
      const vc = vcSchema.parse(body.data);
      expect(vc.expiresMin).toBeGreaterThan(0);
      expect(typeof vc.global.zhima_auth_h5.enabled).toBe('boolean');
    });

    it("answers -1 'params error' without the Client-id header", async () => {
      const { status, body } = await client.get('/common/vc');
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: -1, msg: 'params error' });
    });
  });

  describe('GET /common/addata', () => {
    it("answers the store's running ad data, by code or alias", async () => {
      const { body } = await client.get('/common/addata?id=LAX01');
      expect(body.code).toBe(200);
      expect(Array.isArray((body.data as { ad_data: unknown[] }).ad_data)).toBe(true);
      expect((await client.get('/common/addata?id=HAW1204')).body.code).toBe(200);
    });

    it.each(['', '?id=', '?id=NOPE99', `?id=${'X'.repeat(40)}`])(
      "answers -1 'params error' for %j",
      async (query) => {
        const { status, body } = await client.get(`/common/addata${query}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: -1, msg: 'params error' });
      },
    );
  });

  describe('POST /common/google/analytics/collect', () => {
    it('records the event', async () => {
      const before = await analyticsCount();
      const { body } = await client.postForm('/common/google/analytics/collect', {
        type: 'event',
        is_upload: '1',
        category: 'search',
        action: 'submit',
        label: 'LAX01',
        cid: 'g_123',
      });
      expect(body.code).toBe(200);
      expect(await analyticsCount()).toBe(before + 1);
    });

    it.each([
      ['a missing type', { category: 'search' }],
      ['an empty type', { type: '' }],
      ['a bad is_upload', { type: 'event', is_upload: 'maybe' }],
      ['an over-long label', { type: 'event', label: 'x'.repeat(300) }],
    ])("answers -1 'params error' for %s and writes nothing", async (_name, form) => {
      const before = await analyticsCount();
      const { status, body } = await client.postForm('/common/google/analytics/collect', form);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: -1, msg: 'params error' });
      expect(await analyticsCount()).toBe(before);
    });

    it("answers -1 'params error' for a body that is not form-encoded and writes nothing", async () => {
      const before = await analyticsCount();
      const response = await client.app.request('/api/v1_1/common/google/analytics/collect', {
        method: 'POST',
        body: 'type=event',
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(((await response.json()) as { code: number }).code).toBe(-1);
      expect(await analyticsCount()).toBe(before);
    });

    it('refuses a cross-site post', async () => {
      const before = await analyticsCount();
      const { status, body } = await client.postForm(
        '/common/google/analytics/collect',
        { type: 'event' },
        { Origin: 'https://evil.example', Host: 'localhost:3000' },
      );
      expect(status).toBe(403);
      expect(body.code).toBe(403);
      expect(await analyticsCount()).toBe(before);
    });
  });

  describe('GET /payment/get_pre_auth_sign_config_list', () => {
    it('lists every store with its alipay flag', async () => {
      const { body } = await client.get('/payment/get_pre_auth_sign_config_list');
      expect(body.code).toBe(200);
      const data = preAuthSignConfigListSchema.parse(body.data);
      expect(data.list.map((row) => row.store).sort()).toEqual([...ALL_STORES].sort());
      expect(data.adminConfig.whitelisted).toBe(false);
    });
  });

  describe('the envelope', () => {
    it('answers 404 in the envelope for an unknown path', async () => {
      const { status, body } = await client.get('/common/nothing_here');
      expect(status).toBe(404);
      expect(body.code).toBe(404);
    });

    it('echoes a request id', async () => {
      const { headers } = await client.get('/common/get_global_config', {
        'X-Request-Id': 'test-request-0001',
      });
      expect(headers.get('x-request-id')).toBe('test-request-0001');
    });
  });
});
