import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { signUp } from './fixtures/accounts';
import { axeViolations } from './fixtures/axe';
import { fillInUrl, fillTraveller, newPhone } from './fixtures/fill-in';
import { fillMessage } from './fixtures/messages';

/**
 * The coupon wallet against the real API (the production server on a fresh database): a registered user is
 * sent to log in by /user/coupon and brought back, adds a seeded campaign code, books with it from
 * the fill-in form (the bill shows the discount), then finds it used in the wallet.
 */
const PASSWORD = 'coupon pass 1';
/** Seeded (server/db/seed/data/config.ts): US$20 off over US$50, at every store. */
const CODE = 'ROADTRIP20';

const LANGS = [
  { prefix: '/intl/en', t: en, locale: 'en-US', days: 24, description: 'US$20 off any rental' },
  { prefix: '/cn/zh', t: zh, locale: 'zh-CN', days: 30, description: '全部门店可用' },
] as const;

for (const { prefix, t, locale, days, description } of LANGS) {
  const c = t.coupons;
  const b = t.booking;

  test.describe(`the coupon wallet in ${prefix}`, () => {
    test.use({ locale });

    test('log in from /user/coupon, add a coupon, book with it, find it used', async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const a = t.account;
      const email = `coupon${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
      // Signed up elsewhere (its own cookie jar): this browser is still a guest.
      const other = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.7` },
      });
      try {
        await signUp(other, { kind: 'email', email }, PASSWORD);
      } finally {
        await other.dispose();
      }

      // A guest is sent to log in, and comes back to the wallet.
      await page.goto(`${prefix}/user/coupon`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?return_to=%2Fuser%2Fcoupon$`));
      await page.getByRole('radio', { name: a.kinds.email, exact: true }).check();
      await page.getByRole('textbox', { name: a.labels.email, exact: true }).fill(email);
      await page
        .locator('input')
        .and(page.getByLabel(a.labels.password, { exact: true }))
        .fill(PASSWORD);
      await page.getByRole('button', { name: a.submit.password, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/user/coupon$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.getByText(c.empty.valid)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The add-coupon dialog: a wrong code, then the seeded one.
      await page.getByRole('button', { name: c.add.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: c.add.title });
      await dialog.getByLabel(c.add.label, { exact: true }).fill('NOSUCHCODE1');
      await dialog.getByRole('button', { name: c.add.submit, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(t.errors.coupon.incorrect);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel(c.add.label, { exact: true }).fill(CODE.toLowerCase());
      await dialog.getByRole('button', { name: c.add.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: c.add.added })).toBeVisible();
      const available = page.getByRole('tabpanel');
      await expect(available.getByText(fillMessage(c.code, { code: CODE }))).toBeVisible();
      await expect(available.getByText(description, { exact: false })).toBeVisible();

      // The fill-in form offers it; chosen, the bill shows the discount.
      await page.goto(await fillInUrl(page, prefix, { store: 'LAX01', days }, 'basic_protection-arrival'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.carDetail.fillIn.title);
      const bill = page.getByRole('table', { name: new RegExp(`^${b.bill.title}`) });
      await expect(bill).toBeVisible();
      const totalRow = bill.getByRole('row', { name: new RegExp(`^${b.bill.total}`) });
      const before = await totalRow.innerText();
      const wallet = page.getByLabel(b.wallet.label, { exact: true });
      await expect(wallet.locator('option', { hasText: CODE })).toHaveCount(1);
      await wallet.selectOption(CODE);
      await expect(page.getByRole('status').filter({ hasText: new RegExp(CODE) })).toBeVisible();
      await expect(bill.getByRole('rowheader', { name: b.bill.promotions })).toBeVisible();
      await expect(bill.getByText(description, { exact: false })).toBeVisible();
      await expect(totalRow).not.toHaveText(before);
      expect(await axeViolations(page)).toEqual([]);

      await fillTraveller(page, t, { area: '1', number: newPhone('213') });
      // The terms checkbox is named by its sentence, the link's tags dropped.
      await page.getByRole('checkbox', { name: b.terms.agree.replace(/<\/?link>/g, '') }).check();
      await page.getByRole('button', { name: b.form.continue }).click();
      await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();
      await page.getByRole('button', { name: b.review.bookAtCounter }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/payment/status/\\d{12,24}$`), { timeout: 30_000 });

      // Used, in the wallet.
      await page.goto(`${prefix}/user/coupon`);
      await expect(page.getByText(c.empty.valid)).toBeVisible();
      await page
        .getByRole('tab', { name: fillMessage(c.tabCount, { label: c.tabs.used, count: 1 }) })
        .click();
      const used = page.getByRole('tabpanel');
      await expect(used.getByText(fillMessage(c.code, { code: CODE }))).toBeVisible();
      await expect(used.getByText(c.status.used, { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
