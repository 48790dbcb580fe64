import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { signUp } from './fixtures/accounts';
import { axeViolations } from './fixtures/axe';
import { bookThroughApi, readOrder } from './fixtures/book-through-api';

/**
 * The order pages against the real API (the production server on a fresh database): a guest books, finds the
 * order in another browser by its number and phone, reads it and cancels it; a logged-in traveller
 * sees their orders. In English and Simplified Chinese, axe clean.
 */
const CASES = [
  { prefix: '/intl/en', lang: 'en', messages: en, locale: 'en-US', inDays: 52 },
  { prefix: '/cn/zh', lang: 'zh', messages: zh, locale: 'zh-CN', inDays: 57 },
] as const;

for (const { prefix, lang, messages, locale, inDays } of CASES) {
  const t = messages.orders;

  test.describe(`the order pages in ${prefix}`, () => {
    test.use({ locale });

    test('a guest finds the order by number and phone in a fresh browser, reads it and cancels it', async ({
      page,
      request,
    }) => {
      // Booked through the API's own session (`request`): the page's browser has never seen it.
      const created = await bookThroughApi(request, {
        store: 'LAX01',
        inDays,
        planGroup: 'basic_protection',
        payMode: 'arrival',
        lang,
      });
      const booked = await readOrder(request, created.trade_no);
      const { contact_area_code: areaCode, contact_phone: phone } = booked.contact;

      // Not this browser's order yet: it reads as unknown.
      await page.goto(`${prefix}/order/${created.trade_no}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title);

      await page.goto(`${prefix}/query`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.query.title);
      expect(await axeViolations(page)).toEqual([]);

      const form = {
        tradeNo: page.getByRole('textbox', { name: t.form.tradeNo, exact: true }),
        areaCode: page.getByRole('textbox', { name: t.form.areaCode, exact: true }),
        phone: page.getByRole('textbox', { name: t.form.phone, exact: true }),
        submit: page.getByRole('button', { name: t.form.search }),
      };
      // A wrong phone says only that the order information is wrong.
      await form.tradeNo.fill(created.trade_no);
      await form.areaCode.fill(areaCode);
      await form.phone.fill(`${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`);
      await form.submit.click();
      // (Next's route announcer is an empty alert too.)
      await expect(
        page.getByRole('alert').filter({ hasText: messages.errors.order_info_error }),
      ).toBeVisible();

      await form.phone.fill(phone);
      await form.submit.click();
      await expect(page).toHaveURL(`${prefix}/order/search/${created.trade_no}`, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.detail.title);
      await expect(page.getByText(created.trade_no, { exact: true })).toBeVisible();
      const facts = page.getByRole('region', { name: t.detail.factsTitle, exact: true });
      await expect(facts).toContainText(t.status.NORMAL);
      await expect(facts).toContainText(t.paymentStatus.NOT_PAY);
      await expect(facts).toContainText(t.payMethod.ARRIVAL);
      await expect(facts).toContainText(t.detail.pickupNoPending);
      await expect(page.getByRole('region', { name: t.detail.amounts.title })).toContainText(
        t.detail.amounts.packageFee,
      );
      await expect(page.getByRole('link', { name: t.detail.calendar })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Cancel: asked first, Escape keeps the booking.
      const actions = page.getByRole('region', { name: t.actions.title });
      await actions.getByRole('button', { name: t.actions.cancel }).click();
      const dialog = page.getByRole('alertdialog', { name: t.actions.cancelTitle });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(facts).toContainText(t.status.NORMAL);

      await actions.getByRole('button', { name: t.actions.cancel }).click();
      await dialog.getByRole('button', { name: t.actions.cancelConfirm }).click();
      await expect(facts).toContainText(t.status.CANCEL, { timeout: 30_000 });
      await expect(actions.getByRole('button', { name: t.actions.delete })).toBeVisible();
      await expect(actions.getByRole('button', { name: t.actions.cancel })).toHaveCount(0);
      expect((await readOrder(request, created.trade_no)).status).toBe('CANCEL');
    });

    test('a logged-in traveller sees their orders; a visitor is sent to log in', async ({ page }) => {
      await page.goto(`${prefix}/order`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?return_to=`));

      const email = `orders${Date.now()}${randomInt(0, 1000)}@example.com`;
      await signUp(page.request, { kind: 'email', email }, 'correct horse 1');

      // Booked while logged in (the Auth cookie travels with the page's requests): the account's order.
      const created = await bookThroughApi(page.request, {
        store: 'LAX01',
        inDays: inDays + 1,
        planGroup: 'basic_protection',
        payMode: 'arrival',
        lang,
      });
      await page.goto(`${prefix}/order`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.list.title);
      const card = page.getByRole('article', {
        name: t.list.cardLabel.replace('{tradeNo}', created.trade_no),
      });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card).toContainText(t.status.NORMAL);
      await expect(card).toContainText(t.payMethod.ARRIVAL);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: t.list.tabs.refund }).click();
      await expect(page.getByText(t.list.emptyRefund)).toBeVisible();

      await page.getByRole('link', { name: t.list.tabs.all }).click();
      await card.getByRole('link', { name: t.list.view }).click();
      await expect(page).toHaveURL(`${prefix}/order/${created.trade_no}`);
      await expect(page.getByRole('region', { name: t.detail.factsTitle, exact: true })).toContainText(t.status.NORMAL);
    });
  });
}
