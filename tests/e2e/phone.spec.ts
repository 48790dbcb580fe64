import type { TestInfo } from '@playwright/test';
import { expect, test, type Page } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import { actUntil } from './fixtures/act';
import { axeViolations } from './fixtures/axe';
import { fillMessage } from './fixtures/messages';
import { PHONE_PAGES, phoneSearch } from './fixtures/phone-pages';
import { expectNoSidewaysScroll, expectTouchSize, phoneRuleBreaches } from './fixtures/phone-rules';
import { tapAndChoose, tapDay } from './fixtures/taps';

/**
 * Issue 16, the site on a phone: every page at phone widths, in English and Thai, is no wider than
 * the screen, passes axe, and is made for fingers (targets of 44 × 44 px, fields with 16 px text);
 * a screenshot of each is attached to the test's results. Then a traveller's search → filter →
 * car → compare the tiers → choose, with taps only.
 */

// Each page is its own test with nothing shared but the worker's account: spread over the workers
// (as one file they were the longest run of one worker).
test.describe.configure({ mode: 'parallel' });

export const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

const LANGS = [
  { lang: 'en', prefix: '/intl/en', locale: 'en-US', t: en },
  { lang: 'th', prefix: '/intl/th', locale: 'th-TH', t: th },
] as const;

/** A phone: touch, the mobile viewport rules (the page's meta viewport applies), no mouse. */
const phone = (viewport: { width: number; height: number }) => ({
  viewport,
  isMobile: true,
  hasTouch: true,
});

for (const viewport of PHONES) {
  for (const { lang, prefix, locale, t } of LANGS) {
    test.describe(`${viewport.width} × ${viewport.height} in ${lang}`, () => {
      test.use({ ...phone(viewport), locale });

      for (const entry of PHONE_PAGES) {
        test(`${entry.name} fits the screen, passes axe and is made for fingers`, async ({
          page,
        }, testInfo) => {
          // Pages with an order or an account make them first through the API.
          if (typeof entry.path !== 'string' || entry.act) test.slow();
          const context = { page, request: page.request, lang, t };
          const path = typeof entry.path === 'string' ? entry.path : await entry.path(context);
          const response = await page.goto(`${prefix}${path}`);
          expect(response?.status()).toBe(entry.status ?? 200);
          await expect(page).toHaveTitle(/\S/);
          if (entry.act) await entry.act(context);
          if (entry.ready) await expect(entry.ready(page, t)).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          // Kept as a file in the test's output folder (test-results/), and attached to its report.
          const screenshot = testInfo.outputPath(`${viewport.width}x${viewport.height}-${lang}.png`);
          await page.screenshot({ path: screenshot, fullPage: true });
          await testInfo.attach(`${entry.name} ${viewport.width}×${viewport.height} ${lang}`, {
            path: screenshot,
            contentType: 'image/png',
          });
          await expectNoSidewaysScroll(page, viewport.width);
          expect(await axeViolations(page)).toEqual([]);
          expect(await phoneRuleBreaches(page), 'targets under 44 × 44 px, fields under 16 px').toEqual([]);
          // Still the state visited: what was measured is that page.
          if (entry.ready) await expect(entry.ready(page, t)).toBeVisible();
        });
      }
    });
  }
}

test.describe('a traveller on a 390 × 844 phone, with taps only', () => {
  test.use({ ...phone({ width: 390, height: 844 }), locale: 'en-US' });
  const t = en;

  test('searches, filters in the sheet, opens a car, compares the four tiers and chooses one', async ({
    page,
  }, testInfo) => {
    const info = phoneSearch();
    const [from] = info.pickup_date_time.split(' ');
    const [to] = info.drop_off_date_time.split(' ');
    // The booking start with nothing chosen: the store, the dates and the times are tapped in.
    await page.goto('/intl/en/book');
    const form = page.getByRole('form', { name: t.search.formLabel });
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    // A tap before React has hydrated is lost: tap the calendar button until the calendar opens.
    await actUntil(
      async () => {
        if (!(await calendar.isVisible()))
          await form.getByRole('button', { name: t.search.openCalendar }).tap();
      },
      () => expect(calendar).toBeVisible({ timeout: 5_000 }),
    );
    expect(await phoneRuleBreaches(page), 'the calendar, made for fingers').toEqual([]);
    await keepScreenshot(page, testInfo, 'calendar');
    await tapDay(calendar, from!, t.search.nextMonth);
    await tapDay(calendar, to!, t.search.nextMonth);
    await expect(calendar).toBeHidden();
    await tapAndChoose(form.getByRole('combobox', { name: t.search.pickupStore, exact: true }), 'LAX01');
    await tapAndChoose(form.getByRole('combobox', { name: t.search.pickupTime }), '10:00');
    await tapAndChoose(form.getByRole('combobox', { name: t.search.dropOffTime }), '10:00');
    await form.getByRole('button', { name: t.search.submit }).tap();
    await expect(page).toHaveURL(
      new RegExp(`/intl/en/book/LAX01\\?pickup=LAX01&from=${from}T10:00&to=${to}T10:00`),
      { timeout: 30_000 },
    );

    // The list: results first, the Filters button and the sort above them, the sidebar hidden.
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    await expect(page.getByRole('complementary', { name: t.carList.filters.title })).toBeHidden();
    await expectNoSidewaysScroll(page, 390);
    const filtersButton = page.getByRole('button', { name: t.carList.filters.show, exact: true });
    await expect(filtersButton).toBeVisible();
    await expectTouchSize(page.getByRole('combobox', { name: t.carList.sort.label }));
    await expectTouchSize(filtersButton);

    await filtersButton.tap();
    const sheet = page.getByRole('dialog', { name: t.carList.filters.title });
    await expect(sheet).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'filters sheet');
    // The first type on offer that leaves fewer cars than all of them.
    const types = sheet.getByRole('group', { name: t.carList.filters.type }).getByRole('checkbox');
    let shown = total;
    for (let index = 0; index < (await types.count()) && shown === total; index += 1) {
      const type = types.nth(index);
      await expectTouchSize(type.locator('xpath=..'));
      await type.tap();
      await expect(type).toBeChecked();
      const done = sheet.getByRole('button', { name: /^Show \d+ cars?$/ });
      shown = Number(/\d+/.exec((await done.textContent()) ?? '')![0]);
      if (shown === total) await type.tap();
    }
    expect(shown).toBeLessThan(total);
    await sheet.getByRole('button', { name: `Show ${shown} ${shown === 1 ? 'car' : 'cars'}` }).tap();
    await expect(sheet).toBeHidden();
    await expect(cards).toHaveCount(shown);
    await expect(page.getByRole('button', { name: `${t.carList.filters.show} (1 filter on)` })).toBeVisible();
    await expect(page).toHaveURL(/[?&]type=/);

    // Dearest first, with the sort beside the Filters button.
    await tapAndChoose(page.getByRole('combobox', { name: t.carList.sort.label }), 'price_desc');
    await expect(page).toHaveURL(/[?&]type=.*&sort=price_desc/);
    await expect(cards).toHaveCount(shown);
    const totals = await cards
      .locator('[data-price="total"]')
      .evaluateAll((prices) =>
        prices.map((price) => Number(/[\d,]+\.\d+/.exec(price.textContent ?? '')![0].replace(/,/g, ''))),
      );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // A car: its comparison one tier at a time, chosen with the switcher.
    await cards.first().getByRole('link', { name: t.carList.choose, exact: true }).tap();
    await expect(page).toHaveURL(/\/intl\/en\/book\/LAX01\/\d+\?/);
    const d = t.carDetail;
    const comparison = page.getByRole('table', {
      name: fillMessage(d.comparison.caption, { payMode: d.payModes.full_prepaid }),
    });
    await expect(comparison).toBeVisible();
    await expectNoSidewaysScroll(page, 390);
    await keepScreenshot(page, testInfo, 'comparison');
    const switcher = page.getByRole('radiogroup', { name: d.comparison.shownTier });
    const tiers = ['basic_service', 'basic_protection', 'full_protection', 'super_protection'] as const;
    for (const tier of tiers) {
      const button = switcher.getByRole('radio', { name: new RegExp(`^${d.tiers[tier]}`) });
      await expectTouchSize(button);
      await button.tap();
      await expect(button).toBeChecked();
      // Only the chosen tier's column shows: its heading, and a price in its total row.
      await expect(comparison.locator(':scope > thead th:visible')).toHaveText([d.tiers[tier]]);
      await expect(comparison.locator(':scope > tbody').first().locator('td:visible').nth(1)).toContainText(
        'US$',
      );
      await expectNoSidewaysScroll(page, 390);
    }
    await switcher.getByRole('radio', { name: new RegExp(`^${d.tiers.full_protection}`) }).tap();
    const choose = page.getByRole('link', {
      name: fillMessage(d.comparison.chooseLabel, {
        package: `${d.tiers.full_protection} · ${d.payModes.full_prepaid}`,
      }),
    });
    await expectTouchSize(choose);
    await choose.tap();
    await expect(page).toHaveURL(/\/intl\/en\/book\/LAX01\/\d+\/full_protection-full_prepaid\?/);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(d.tiers.full_protection) }),
    ).toBeVisible();
  });

  test('the header is the logo and one menu button whose dialog holds the links, language and currency', async ({
    page,
  }, testInfo) => {
    await page.goto('/intl/en/about_us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: t.header.mainNav })).toBeHidden();
    const open = header.getByRole('button', { name: t.header.menu });
    await expectTouchSize(open);
    // The header is one row: no taller than the button and its padding.
    expect((await header.boundingBox())!.height).toBeLessThan(80);

    await open.tap();
    const menu = page.getByRole('dialog', { name: t.header.menu });
    await expect(menu).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'header menu');
    await expect(menu.getByRole('navigation', { name: t.header.mainNav })).toBeVisible();
    // The currency shows whole, with its name.
    const currency = menu.getByRole('combobox', { name: t.header.currency });
    await expect(currency).toHaveValue('USD');
    await expect(menu.getByTestId('currency-face')).toHaveText(/^USD US\$ · /);
    // Every language fits on the screen.
    for (const name of ['English', 'ไทย', '简体中文', '繁體中文']) {
      const link = menu.getByRole('link', { name, exact: true });
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    // A link closes the menu and goes.
    await open.tap();
    await menu.getByRole('link', { name: t.header.book }).tap();
    await expect(page).toHaveURL(/\/intl\/en\/book$/);
    await expect(menu).toBeHidden();

    // Log in opens its own dialog in place of the menu.
    await open.tap();
    await menu.getByRole('button', { name: t.header.login }).tap();
    const login = page.getByRole('dialog', { name: t.modals.login.title });
    await expect(login).toBeVisible();
    await expect(menu).toBeHidden();
    await expect.poll(() => login.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  });
});

/** The screen as it is, kept in the test's output folder and attached to its report. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// Issue 17: the language menu opened off the left edge of the screen on phones and at 768 px.
test.describe('the language menu stays on screen', () => {
  test.use({ locale: 'en-US' });

  test('at 768 px it is part of the header menu, every language inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/intl/en/about_us');
    await page.getByRole('banner').getByRole('button', { name: en.header.menu }).click();
    const menu = page.getByRole('dialog', { name: en.header.menu });
    for (const name of ['English', 'ไทย', '简体中文', '繁體中文']) {
      const box = (await menu.getByRole('link', { name, exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(768);
    }
  });

  for (const width of [920, 1280]) {
    test(`at ${width} px its drop-down opens inside the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/intl/en/about_us');
      const header = page.getByRole('banner');
      await header.getByText('Language:').locator('xpath=..').click();
      const link = header.getByRole('link', { name: '繁體中文', exact: true });
      await expect(link).toBeVisible();
      const list = (await link.locator('xpath=ancestor::ul[last()]').boundingBox())!;
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page, width);
    });
  }
});
