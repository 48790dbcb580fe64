import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';

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

test('the dates load their picker when reached: keyboard into the segments, or the calendar', async ({
  page,
}) => {
  await page.goto('/intl/th');
  const dates = page.getByRole('group', { name: 'วันที่รับและคืนรถ' });
  // Before the traveller reaches for them the dates are buttons, with no picker code loaded.
  await expect(dates.getByRole('spinbutton')).toHaveCount(0);
  await dates.getByRole('button').first().focus();
  await expect(page.locator(':focus')).toHaveAttribute('role', 'spinbutton');
  await expect(page.getByRole('group', { name: 'วันที่รับและคืนรถ' }).getByRole('spinbutton')).toHaveCount(6);

  await page.goto('/intl/en');
  await page.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = page.getByRole('dialog');
  // Two months side by side on a wide screen.
  await expect(calendar.getByRole('grid')).toHaveCount(2);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
});

test('the date picker speaks Thai on Thai pages and Traditional Chinese on Hong Kong pages', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/intl/th');
  await page.getByRole('button', { name: 'เปิดปฏิทิน' }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  // react-aria's own words in Thai: the months shown ("… ถึง …", not "… to …") and its Dismiss button.
  await expect(calendar.getByRole('heading', { level: 2 })).toContainText(' ถึง ');
  await expect(page.getByRole('button', { name: 'ปิด', exact: true }).first()).toBeAttached();
  await page.keyboard.press('Escape');
  const segments = page.getByRole('group', { name: 'วันที่รับและคืนรถ' }).getByRole('spinbutton');
  await expect(segments.first()).toHaveAccessibleName(/^(วัน|เดือน|ปี)/);

  await page.goto('/cn/zh-hant');
  await page.getByRole('button', { name: '開啟日曆' }).click();
  await expect(
    page
      .getByRole('dialog', { name: /開啟日曆/ })
      .getByRole('grid')
      .first(),
  ).toBeVisible();
  // Traditional Chinese (react-aria's Taiwan strings): 關閉, where its Simplified strings say 取消.
  await expect(page.getByRole('button', { name: '關閉', exact: true }).first()).toBeAttached();
  expect(errors).toEqual([]);
});
