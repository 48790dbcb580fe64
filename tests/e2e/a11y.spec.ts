import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from './fixtures/test';
import { actUntil } from './fixtures/act';
import { answeredCnPromptBefore } from './fixtures/cn-prompt';
import { axeViolations } from './fixtures/axe';

const LANGUAGES = ['/intl/en', '/intl/th', '/cn/zh', '/cn/zh-hant'];
const PAGES = ['', '/about_us', '/rent_rules/US', '/query', '/login', '/register', '/reset_password'];

for (const prefix of LANGUAGES) {
  for (const page of PAGES) {
    test(`no axe violations on ${prefix}${page || '/'}`, async ({ page: browserPage }) => {
      const response = await browserPage.goto(`${prefix}${page}`);
      expect(response?.status()).toBe(200);
      expect(await axeViolations(browserPage)).toEqual([]);
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

/**
 * Opens the calendar from its button: a click before the page has hydrated is lost, so it is
 * clicked again until the calendar shows (never once it shows: a click then would close it).
 */
async function openCalendar(button: Locator, grid: Locator) {
  await actUntil(
    async () => {
      if (!(await grid.isVisible())) await button.click({ timeout: 5_000 });
    },
    () => expect(grid).toBeVisible({ timeout: 5_000 }),
  );
}

test('the dates load their picker when reached: keyboard into the segments, or the calendar', async ({
  page,
}) => {
  await page.goto('/intl/th');
  const dates = page.getByRole('group', { name: 'วันที่รับและคืนรถ' });
  // Before the traveller reaches for them the dates are buttons, with no picker code loaded.
  await expect(dates.getByRole('spinbutton')).toHaveCount(0);
  // Focus before hydration is not seen: focus again (from elsewhere) until the segments take it.
  await actUntil(
    async () => {
      if ((await dates.getByRole('spinbutton').count()) > 0) return;
      await dates.getByRole('button').first().blur();
      await dates.getByRole('button').first().focus();
    },
    () => expect(page.locator(':focus')).toHaveAttribute('role', 'spinbutton', { timeout: 5_000 }),
  );
  await expect(page.getByRole('group', { name: 'วันที่รับและคืนรถ' }).getByRole('spinbutton')).toHaveCount(6);

  await page.goto('/intl/en');
  const calendar = page.getByRole('dialog');
  await openCalendar(page.getByRole('button', { name: 'Open calendar' }), calendar.getByRole('grid').first());
  // Two months side by side on a wide screen.
  await expect(calendar.getByRole('grid')).toHaveCount(2);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
});

test('the date picker speaks Thai on Thai pages and Traditional Chinese on Hong Kong pages', async ({
  page,
  context,
  baseURL,
}) => {
  await answeredCnPromptBefore(context, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/intl/th');
  const calendar = page.getByRole('dialog');
  await openCalendar(page.getByRole('button', { name: 'เปิดปฏิทิน' }), calendar.getByRole('grid').first());
  // react-aria's own words in Thai: the months shown ("… ถึง …", not "… to …") and its Dismiss button.
  await expect(calendar.getByRole('heading', { level: 2 })).toContainText(' ถึง ');
  await expect(page.getByRole('button', { name: 'ปิด', exact: true }).first()).toBeAttached();
  await page.keyboard.press('Escape');
  const segments = page.getByRole('group', { name: 'วันที่รับและคืนรถ' }).getByRole('spinbutton');
  await expect(segments.first()).toHaveAccessibleName(/^(วัน|เดือน|ปี)/);

  await page.goto('/cn/zh-hant');
  await openCalendar(
    page.getByRole('button', { name: '開啟日曆' }),
    page
      .getByRole('dialog', { name: /開啟日曆/ })
      .getByRole('grid')
      .first(),
  );
  // Traditional Chinese (react-aria's Taiwan strings): 關閉, where its Simplified strings say 取消.
  await expect(page.getByRole('button', { name: '關閉', exact: true }).first()).toBeAttached();
  expect(errors).toEqual([]);
});
