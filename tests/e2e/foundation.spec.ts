import { expect, test } from './fixtures/test';

test('the home page lists every store, server-rendered from the seeded database', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/intl\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const stores = page.getByRole('region', { name: 'Our stores' }).getByRole('listitem');
  await expect(stores).toHaveCount(9);
  await expect(page.getByRole('heading', { name: /Los Angeles/ }).first()).toBeVisible();
});

test('the Chinese home page is in Chinese and prices default to CNY', async ({ page }) => {
  await page.goto('/cn/zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '门店分布' })).toBeVisible();
});

test('the API answers the global config with all stores and currencies', async ({ request }) => {
  const response = await request.get('/api/v1_1/common/get_global_config');
  const body = (await response.json()) as {
    code: number;
    data: { currency: unknown[]; storeInfo: Record<string, unknown> };
  };
  expect(body.code).toBe(200);
  expect(body.data.currency).toHaveLength(34);
  expect(Object.keys(body.data.storeInfo)).toEqual(expect.arrayContaining(['LAX01', 'CHC01', 'HAW1204']));
});

test('an unknown page under a prefix answers 404 with a way home', async ({ page }) => {
  const response = await page.goto('/intl/en/article/not-a-page/deeper');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/intl\/en$/);
});
