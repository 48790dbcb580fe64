import en from '../../messages/en.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };
import { expect, test, type Locator, type Page } from './fixtures/test';
import { newClientAddress, signUp } from './fixtures/accounts';
import { axeViolations } from './fixtures/axe';
import { bookThroughApi, readOrder } from './fixtures/book-through-api';

/**
 * Limits that never refuse the owner (issue 35): a stranger's failed lookups of an order number, or
 * failed logins of an account, make the owner's browser (another client) show the slide captcha
 * with a word on why; slid, the owner finds the order or logs in. English and Traditional Chinese,
 * axe clean with the captcha shown. The browser has a client address of its own (X-Forwarded-For
 * from the trusted proxy), so other specs' failures from this machine do not count against it.
 */
const CASES = [
  { prefix: '/intl/en', lang: 'en', m: en, locale: 'en-US', inDays: 81 },
  { prefix: '/cn/zh-hant', lang: 'zh-hant', m: zhHant, locale: 'zh-HK', inDays: 85 },
] as const;

/** Slides the captcha to its end with the keyboard and waits for the tab's proof. */
async function slide(scope: Page | Locator, m: typeof en, solved: string) {
  const slider = scope.getByRole('slider', { name: m.account.captcha.label });
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
  await slider.focus();
  await slider.press('End');
  await expect(scope.getByRole('status').filter({ hasText: solved })).toBeVisible({ timeout: 20_000 });
}

for (const { prefix, lang, m, locale, inDays } of CASES) {
  test.describe(`limits per target in ${prefix}`, () => {
    test.use({ locale, extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });

    test('the owner finds an order a stranger guessed at, with the captcha', async ({ page, request }) => {
      test.setTimeout(120_000);
      const created = await bookThroughApi(request, {
        store: 'LAX01',
        inDays,
        planGroup: 'basic_protection',
        payMode: 'arrival',
        lang,
      });
      const { contact_area_code: areaCode, contact_phone: phone } = (
        await readOrder(request, created.trade_no)
      ).contact;
      const stranger = { 'x-forwarded-for': newClientAddress() };
      for (let i = 0; i < 5; i += 1) {
        const guess = await request.post('/api/v1_1/order/query', {
          form: { trade_no: created.trade_no, email: `guess${i}@example.com` },
          headers: stranger,
        });
        expect(((await guess.json()) as { code: number }).code).toBe(1120);
      }

      const t = m.orders.form;
      await page.goto(`${prefix}/query`);
      await page.getByRole('textbox', { name: t.tradeNo, exact: true }).fill(created.trade_no);
      await page.getByRole('textbox', { name: t.areaCode, exact: true }).fill(areaCode);
      await page.getByRole('textbox', { name: t.phone, exact: true }).fill(phone);
      await page.getByRole('button', { name: t.search }).click();
      const explanation = page.getByText(m.account.askedCaptcha.lookup);
      await expect(explanation).toBeFocused({ timeout: 20_000 });
      await expect(page.getByRole('slider', { name: m.account.captcha.label })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await slide(page, m, m.account.askedCaptcha.solvedLookup);
      await page.getByRole('button', { name: t.search }).click();
      await expect(page).toHaveURL(`${prefix}/order/search/${created.trade_no}`, { timeout: 30_000 });
      await expect(page.getByText(created.trade_no, { exact: true })).toBeVisible();
    });

    test('the owner logs in to an account a stranger guessed at, with the captcha', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const password = 'owner pass 1';
      const email = `limits${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
      await signUp(request, { kind: 'email', email }, password);
      const stranger = { 'x-forwarded-for': newClientAddress() };
      for (let i = 0; i < 10; i += 1) {
        const guess = await request.post('/api/v1_1/user/login', {
          form: { kind: 'email', email, password: `guess ${i}` },
          headers: stranger,
        });
        expect(((await guess.json()) as { code: number }).code).toBe(1021);
      }

      const a = m.account;
      await page.goto(`${prefix}/login`);
      const fill = async (value: string) => {
        await page.getByRole('textbox', { name: a.labels.email, exact: true }).fill(email);
        await page
          .locator('input')
          .and(page.getByLabel(a.labels.password, { exact: true }))
          .fill(value);
        await page.getByRole('button', { name: a.submit.password, exact: true }).click();
      };
      await fill(password);
      await expect(page.getByText(a.askedCaptcha.login)).toBeFocused({ timeout: 20_000 });
      expect(await axeViolations(page)).toEqual([]);

      await slide(page, m, a.askedCaptcha.solvedLogin);
      await page.getByRole('button', { name: a.submit.password, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`), { timeout: 30_000 });
      await expect(page.getByRole('button', { name: a.menu.label.replace('{name}', email) })).toBeVisible({
        timeout: 30_000,
      });
    });
  });
}
