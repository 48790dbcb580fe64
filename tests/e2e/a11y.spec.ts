import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const LANGUAGES = ['/intl/en', '/intl/th', '/cn/zh', '/cn/zh-hant'];
const PAGES = ['', '/about_us', '/rent_rules/US'];

for (const prefix of LANGUAGES) {
  for (const page of PAGES) {
    test(`no axe violations on ${prefix}${page || '/'}`, async ({ page: browserPage }) => {
      const response = await browserPage.goto(`${prefix}${page}`);
      expect(response?.status()).toBe(200);
      const results = await new AxeBuilder({ page: browserPage })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
        ),
      ).toEqual([]);
    });
  }
}

test('the login and order-search dialogs open, trap focus and close with Escape', async ({ page }) => {
  await page.goto('/intl/en');
  await page.getByRole('button', { name: 'Log in / Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  await expect(dialog).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Manage booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Find your booking' })).toBeVisible();
});
