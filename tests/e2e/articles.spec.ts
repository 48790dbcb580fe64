import { expect, test, type APIRequestContext } from './fixtures/test';

const LANGS = [
  { lang: 'en', prefix: '/intl/en', locale: 'en_US', htmlLang: 'en-US' },
  { lang: 'th', prefix: '/intl/th', locale: 'th_TH', htmlLang: 'th-TH' },
  { lang: 'zh', prefix: '/cn/zh', locale: 'zh_CN', htmlLang: 'zh-CN' },
  { lang: 'zh-hant', prefix: '/cn/zh-hant', locale: 'zh_HK', htmlLang: 'zh-HK' },
] as const;

/** Each article route, and the CMS article (key, item) whose title it must show. */
const ROUTES: { path: string; key: string; introId?: string }[] = [
  ...['about_us', 'news', 'recruit', 'contact', 'user_agreement', 'privacy_policy'].map((key) => ({
    path: `/${key}`,
    key,
  })),
  ...['2026-spring-fleet', 'christchurch-store-opening', 'zhima-credit-no-deposit'].map((introId) => ({
    path: `/news/${introId}`,
    key: 'news',
    introId,
  })),
  { path: '/recruit/frontend-engineer', key: 'recruit', introId: 'frontend-engineer' },
  ...['US', 'NZ', 'TH'].map((country) => ({ path: `/rent_rules/${country}`, key: `rent_rules_${country}` })),
  { path: '/article/payment_refund_policy', key: 'payment_refund_policy' },
  { path: '/plan_info/full_protection&LAX01-FULL-PREPAID', key: 'plan_info', introId: 'full_protection' },
  { path: '/plan_info/basic_service&BKK01-BASIC-ARRIVAL', key: 'plan_info', introId: 'basic_service' },
  {
    path: '/plan_info/super_protection%26CHC01-SUPER-PREPAID',
    key: 'plan_info',
    introId: 'super_protection',
  },
  { path: '/introduce/zzyc', key: 'introduce_zzyc' },
  { path: '/introduce/zzycp', key: 'introduce_zzycp' },
];

type ArticleData = { id: number; title: string };

async function articleOf(request: APIRequestContext, key: string, introId: string, locale: string) {
  const response = await request.get('/api/v1_1/cms/article', { params: { key, intro_id: introId, locale } });
  return ((await response.json()) as { data: ArticleData }).data;
}

for (const { lang, prefix, locale, htmlLang } of LANGS) {
  test.describe(`articles in ${lang}`, () => {
    // A browser in the page's language: the cn site asks others whether to switch to English.
    test.use({ locale: htmlLang });

    for (const route of ROUTES) {
      test(`${route.path} answers 200 with its ${lang} title`, async ({ page, request }) => {
        const { title } = await articleOf(request, route.key, route.introId ?? '', locale);
        const response = await page.goto(`${prefix}${route.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      });
    }

    test('/article/{cms_id} shows the article of that id in the page language', async ({ page, request }) => {
      const { id } = await articleOf(request, 'about_us', '', 'en_US');
      const { title } = await articleOf(request, 'about_us', '', locale);
      const response = await page.goto(`${prefix}/article/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    });
  });
}

test.describe('on the cn site', () => {
  test.use({ locale: 'zh-CN' });

  test('the press room lists its news newest first and links to each item', async ({ page }) => {
    await page.goto('/cn/zh/news');
    const items = page.getByRole('region', { name: '最新动态' }).getByRole('listitem');
    await expect(items.first()).toContainText('新西兰首店落户基督城机场');
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/cn\/zh\/news\/christchurch-store-opening$/);
    await expect(page.getByText('发布于')).toBeVisible();
    await page.getByRole('link', { name: '返回新闻中心' }).click();
    await expect(page).toHaveURL(/\/cn\/zh\/news$/);
  });
});

test('links inside an article keep the visitor on their prefix', async ({ page }) => {
  await page.goto('/intl/th/rent_rules/TH');
  await page.getByRole('link', { name: 'นโยบายการชำระเงินและการคืนเงิน' }).first().click();
  await expect(page).toHaveURL(/\/intl\/th\/article\/payment_refund_policy$/);
});

test('the plan page shows the package and its services', async ({ page }) => {
  await page.goto('/intl/en/plan_info/full_protection&LAX01-FULL-PREPAID');
  const facts = page.getByRole('region', { name: 'Package details' });
  await expect(facts).toContainText('Pay online');
  await expect(facts.getByRole('listitem')).toContainText(['Unlimited mileage']);
});

for (const path of [
  '/intl/en/article/999999',
  '/intl/en/news/no-such-news',
  '/intl/en/rent_rules/FR',
  '/intl/en/introduce/zzz',
  '/intl/en/plan_info/basic_service&LAX01-FULL-PREPAID',
]) {
  test(`${path} answers 404 with the localized not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
}
