import { expect, test } from './fixtures/test';

test.describe('region and language resolution (spec §2)', () => {
  test('the home route goes to the international English home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/intl\/en$/);
  });

  test('a path starting with cn goes to the Chinese home', async ({ page }) => {
    await page.goto('/cn');
    await expect(page).toHaveURL(/\/cn\/zh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a path without a prefix gets the current prefix, keeping its query', async ({ page }) => {
    await page.goto('/about_us?utm_source=newsletter');
    await expect(page).toHaveURL(/\/intl\/en\/about_us\?utm_source=newsletter$/);
  });

  test('a language not offered in the region corrects the region', async ({ page }) => {
    await page.goto('/intl/zh-hant');
    await expect(page).toHaveURL(/\/cn\/zh-hant$/);
  });

  test('the stored language follows the URL for later unprefixed visits', async ({ page }) => {
    await page.goto('/intl/th');
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/intl\/th\/contact$/);
  });

  test('campaign parameters are kept, and utm_source is stored for 24 hours', async ({ page, context }) => {
    await page.goto('/?utm_source=wechat&utm_campaign=spring');
    await expect(page).toHaveURL(/\/intl\/en\?utm_source=wechat&utm_campaign=spring$/);
    const cookies = await context.cookies();
    const source = cookies.find((cookie) => cookie.name === 'utm_source');
    expect(source?.value).toBe('wechat');
    const hoursLeft = (source!.expires * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(cookies.some((cookie) => cookie.name === 'guest_id')).toBe(true);
  });

  test('switching language keeps the page and its query', async ({ page }) => {
    await page.goto('/intl/en?utm_source=x');
    await page.getByRole('banner').locator('summary', { hasText: 'English' }).click();
    await page.getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/cn\/zh-hant\?utm_source=x$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  });
});

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-TW' });
  test('in Taiwan lands on Traditional Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/cn\/zh-hant$/);
  });
});

test.describe('a Chinese browser in mainland China', () => {
  test.use({ locale: 'zh-CN' });
  test('lands on Simplified Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/cn\/zh$/);
  });
});
