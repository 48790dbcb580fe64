import { eq } from 'drizzle-orm';
import {
  CMS_INTRO_KEYS,
  CMS_KEYS,
  INTRODUCE_PRODUCTS,
  PLAN_KEYS,
  RENT_RULE_COUNTRIES,
  cmsArticleSchema,
  cmsListSchema,
  planInfoSchema,
} from '@/lib/api/contract/cms';
import { API_LOCALES, LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { seedCms } from '@/server/db/seed/cms';
import { cmsArticles } from '@/server/db/schema';
import { databaseKinds, useApiDatabase } from './databases';

const ARTICLE_KEYS = [
  ...CMS_INTRO_KEYS,
  ...RENT_RULE_COUNTRIES.map(CMS_KEYS.rentRules),
  CMS_KEYS.paymentRefundPolicy,
  ...INTRODUCE_PRODUCTS.map(CMS_KEYS.introduce),
];
const NEWS_ITEMS = [
  'christchurch-store-opening',
  'self-service-pickup-launch',
  '2026-spring-fleet',
  'zhima-credit-no-deposit',
  'thailand-expansion',
];
const ARTICLES = [
  ...ARTICLE_KEYS.map((key) => ({ key, introId: '' })),
  ...NEWS_ITEMS.map((introId) => ({ key: 'news', introId })),
  ...PLAN_KEYS.map((introId) => ({ key: CMS_KEYS.planInfo, introId })),
];
const CASES = API_LOCALES.flatMap((locale) => ARTICLES.map((article) => ({ locale, ...article })));

describe.each(databaseKinds)('cms endpoints on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);

  const article = (query: string) => client.get(`/cms/article?${query}`);

  describe('GET /cms/article', () => {
    it.each(CASES)('answers $key/$introId in $locale with its own text', async ({ locale, key, introId }) => {
      const { status, body } = await article(`key=${key}&intro_id=${introId}&locale=${locale}`);
      expect(status).toBe(200);
      const data = cmsArticleSchema.parse(body.data);
      expect(data.lang).toBe(LOCALE_TO_LANG[locale]);
      expect(data.title.length).toBeGreaterThan(0);
      expect(data.body.length).toBeGreaterThan(100);
    });

    it('falls back to English only when the article has no row in the language', async () => {
      await database.db
        .insert(cmsArticles)
        .values({ key: 'only_en', lang: 'en', title: 'Only', body: '<p>x</p>' });
      const { body } = await article('key=only_en&locale=th_TH');
      expect(cmsArticleSchema.parse(body.data).lang).toBe('en');
    });

    it.each(['key=no_such_key', 'key=news&intro_id=no-such-item'])('answers 404 for %s', async (query) => {
      const { status, body } = await article(query);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, msg: 'not found', data: null });
    });

    it.each(['', 'key=', 'key=../etc', `key=${'a'.repeat(60)}`, 'key=news&intro_id=a%20b'])(
      "answers -1 'params error' for %j",
      async (query) => {
        const { status, body } = await article(query);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: -1, msg: 'params error' });
      },
    );
  });

  describe('sanitizing', () => {
    it('strips scripts, event handlers and javascript: links from a stored body', async () => {
      await database.db.insert(cmsArticles).values({
        key: 'dirty',
        lang: 'en',
        title: 'Dirty',
        body:
          '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><p style="color:red" onmouseover="x()">Text</p>' +
          '<a href="javascript:alert(1)">bad</a><a href="//evil.example/x">proto</a><img src=x onerror="y()">' +
          '<a href="https://example.com/ok">ok</a><a href="/rent_rules/US">rel</a><a href="mailto:a@b.c">m</a>' +
          '<iframe src="https://evil.example"></iframe><table><tbody><tr><td>cell</td></tr></tbody></table>',
      });
      const { body } = await article('key=dirty');
      const html = cmsArticleSchema.parse(body.data).body;
      expect(html).not.toMatch(
        /script|alert|onclick|onmouseover|onerror|style=|javascript:|iframe|<img|evil/i,
      );
      expect(html).toContain('<h2>Hi</h2>');
      expect(html).toContain('<p>Text</p>');
      expect(html).toContain('<a href="https://example.com/ok">ok</a>');
      expect(html).toContain('<a href="/rent_rules/US">rel</a>');
      expect(html).toContain('<a href="mailto:a@b.c">m</a>');
      expect(html).toContain('<td>cell</td>');
    });
  });

  describe('GET /cms/article_by_id', () => {
    it('answers the article of a cms_id in the requested language', async () => {
      const [row] = await database.db.select().from(cmsArticles).where(eq(cmsArticles.key, 'about_us'));
      const { status, body } = await client.get(`/cms/article_by_id?id=${row!.id}&locale=zh_HK`);
      expect(status).toBe(200);
      const data = cmsArticleSchema.parse(body.data);
      expect(data).toMatchObject({ key: 'about_us', intro_id: '', lang: 'zh-hant' });
    });

    it('answers 404 for an unknown id', async () => {
      const { status, body } = await client.get('/cms/article_by_id?id=999999');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, msg: 'not found', data: null });
    });

    it.each(['12a', '', '-1', '1.5', '1234567890'])("answers -1 'params error' for id %j", async (id) => {
      const { status, body } = await client.get(`/cms/article_by_id?id=${id}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: -1, msg: 'params error' });
    });
  });

  describe('GET /cms/list', () => {
    it.each(API_LOCALES)('lists the press room newest first in %s', async (locale) => {
      const { body } = await client.get(`/cms/list?key=news&locale=${locale}`);
      const list = cmsListSchema.parse(body.data);
      expect(list.items.map((item) => item.intro_id)).toEqual(NEWS_ITEMS);
      expect(list.items.every((item) => item.lang === LOCALE_TO_LANG[locale] && item.title)).toBe(true);
    });

    it('answers an empty list for a key without items, and 404 for an unknown key', async () => {
      expect(cmsListSchema.parse((await client.get('/cms/list?key=contact')).body.data).items).toEqual([]);
      expect((await client.get('/cms/list?key=nothing_here')).status).toBe(404);
    });
  });

  describe('GET /cms/plan_info', () => {
    it('answers the tier article with the package facts', async () => {
      const { status, body } = await client.get(
        '/cms/plan_info?key=full_protection&package_code=LAX01-FULL-PREPAID&locale=zh_CN',
      );
      expect(status).toBe(200);
      const data = planInfoSchema.parse(body.data);
      expect(data.article).toMatchObject({ key: 'plan_info', intro_id: 'full_protection', lang: 'zh' });
      expect(data.package).toMatchObject({ code: 'LAX01-FULL-PREPAID', plan_group: 'full_protection' });
      expect(data.package.pay_mode).toBe('full_prepaid');
      expect(data.package.services).toEqual(expect.arrayContaining(['unlimited_mileage', 'confirm_now']));
      expect(data.package.store.name).toBe('洛杉矶国际机场店');
    });

    it.each([
      ['a package of another tier', 'key=basic_service&package_code=LAX01-FULL-PREPAID'],
      ['an unknown package', 'key=full_protection&package_code=NOPE-FULL-PREPAID'],
    ])('answers 404 for %s', async (_name, query) => {
      const { status, body } = await client.get(`/cms/plan_info?${query}`);
      expect(status).toBe(404);
      expect(body.code).toBe(404);
    });

    it("answers -1 'params error' for an unknown tier", async () => {
      const { body } = await client.get('/cms/plan_info?key=gold&package_code=LAX01-FULL-PREPAID');
      expect(body.code).toBe(-1);
    });
  });

  describe('seedCms', () => {
    it('is idempotent: a re-run keeps every cms_id', async () => {
      const ids = async () =>
        (await database.db.select({ id: cmsArticles.id }).from(cmsArticles)).map((r) => r.id).sort();
      const before = await ids();
      await seedCms(database.db);
      expect(await ids()).toEqual(before);
    });
  });
});
