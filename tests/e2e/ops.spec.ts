import { randomUUID } from 'node:crypto';
import type { Lang } from '../../lib/i18n/locales';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { signUp } from './fixtures/accounts';
import { axeViolations } from './fixtures/axe';
import { bookThroughApi } from './fixtures/book-through-api';
import { payByCard } from './fixtures/card-payment';
import { addAdminByCommandLine, inLanguage, ownBrowser, setUpAndEnrol } from './fixtures/ops';
import { expect, test, type Page } from './fixtures/test';

type Messages = typeof en;

const STORIES = [
  { name: 'English', lang: 'en', prefix: '/intl/en', locale: 'en-US', messages: en, inDays: 73 },
  {
    name: 'Simplified Chinese',
    lang: 'zh',
    prefix: '/cn/zh',
    locale: 'zh-CN',
    messages: zh as Messages,
    inDays: 76,
  },
] as const;

const tag = () => randomUUID().slice(0, 8);

/** The back office's own menu (the site's footer has links of the same words). */
const menu = (page: Page, t: Messages['ops']) => page.getByRole('navigation', { name: t.header.pages });

/** The step of the traveller's refund progress named by its status text, matched whole. */
const step = (page: Page, t: Messages['refunds'], name: string) =>
  page
    .getByRole('list', { name: t.progress.steps })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test.describe('the back office', () => {
  test.setTimeout(360_000);

  test("a traveller's session is refused the back office (403); nobody signed in is sent to its login", async ({
    page,
    browser,
  }) => {
    await signUp(
      page.request,
      { kind: 'email', email: `traveller-${tag()}@example.test` },
      'travel-pass-2026',
    );
    const answer = await page.goto('/intl/en/ops');
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.ops.forbidden.title);
    expect((await page.goto('/intl/en/ops/orders'))?.status()).toBe(403);
    expect(await axeViolations(page)).toEqual([]);

    const nobody = await (await browser.newContext()).newPage();
    await nobody.goto('/intl/en/ops/refunds');
    await expect(nobody).toHaveURL('/intl/en/ops/login');
    await expect(nobody.getByRole('heading', { level: 1 })).toHaveText(en.ops.login.title);
    await nobody.context().close();
  });

  for (const story of STORIES) {
    test.describe(story.name, () => {
      // The traveller's own browser speaks the page's language (the China site asks an English one
      // whether to switch).
      test.use({ locale: story.locale });

      test(`the admin from the command line adds customer service, who enrols, confirms an order found by phone and approves a refund; the traveller sees both (${story.name})`, async ({
        page,
        browser,
      }) => {
        const { prefix, messages, locale } = story;
        const t = messages.ops;
        const lang: Lang = story.lang;
        const problems: string[] = [];

        // The traveller's two bookings: one paid at the counter (booked, waiting for the store's word),
        // one paid online (confirmed at once) that they ask to be refunded.
        const counter = await ownBrowser(browser, locale, problems);
        const atCounter = await bookThroughApi(counter.request, {
          store: 'LAX01',
          inDays: story.inDays,
          planGroup: 'full_protection',
          payMode: 'arrival',
          lang,
        });
        const prepaid = await bookThroughApi(page.request, {
          store: 'LAX01',
          inDays: story.inDays + 1,
          planGroup: 'full_protection',
          payMode: 'full_prepaid',
          lang,
        });
        await page.goto(`${prefix}/payment/${prepaid.trade_no}`);
        await payByCard(page, messages.cardPayment, '4111111111111111');
        await expect(page).toHaveURL(`${prefix}/payment/status/${prepaid.trade_no}`, { timeout: 30_000 });
        await page.goto(`${prefix}/order/refund/apply/${prepaid.trade_no}`);
        await page.getByRole('button', { name: new RegExp(messages.refunds.apply.reason) }).click();
        await page.getByRole('option', { name: messages.refunds.reasons.flight_changed }).click();
        await page.getByRole('button', { name: messages.refunds.apply.submit }).click();
        await expect(page).toHaveURL(`${prefix}/order/refund/${prepaid.trade_no}`, { timeout: 30_000 });

        // The first admin, made by the command line beside the running server.
        const adminEmail = `admin-${tag()}@example.test`;
        const adminSetup = await addAdminByCommandLine(adminEmail, `Admin ${story.lang}`);
        const admin = await ownBrowser(browser, locale, problems);
        await setUpAndEnrol(admin, {
          setupPath: inLanguage(adminSetup, prefix),
          prefix,
          email: adminEmail,
          name: `Admin ${story.lang}`,
          password: 'admin pass phrase 2026',
          t,
        });
        expect(await axeViolations(admin)).toEqual([]);

        // The admin adds a member of customer service in the browser and copies their set-up link.
        await menu(admin, t).getByRole('link', { name: t.header.staff, exact: true }).click();
        await expect(admin).toHaveURL(`${prefix}/ops/staff`, { timeout: 30_000 });
        await expect(admin.getByRole('heading', { level: 1 })).toHaveText(t.staff.title);
        const csEmail = `cs-${tag()}@example.test`;
        const csName = `Service ${story.lang} ${tag()}`;
        const add = admin.getByRole('region', { name: t.staff.addTitle });
        await add.getByLabel(t.staff.email, { exact: true }).fill(csEmail);
        await add.getByLabel(t.staff.name, { exact: true }).fill(csName);
        await add.getByRole('checkbox', { name: t.roles.customer_service }).check();
        await add.getByRole('button', { name: t.staff.add }).click();
        const linkField = admin.getByLabel(t.staff.linkLabel, { exact: true });
        await expect(linkField).toHaveValue(/\/ops\/setup\?token=/);
        await expect(admin.locator(`tr[data-staff="${csEmail}"]`)).toContainText(t.roles.customer_service);
        expect(await axeViolations(admin)).toEqual([]);
        const csSetup = new URL(await linkField.inputValue());

        // Customer service: set-up, password, TOTP enrolment with a code computed from the key shown.
        const cs = await ownBrowser(browser, locale, problems);
        await setUpAndEnrol(cs, {
          setupPath: inLanguage(`${csSetup.pathname}${csSetup.search}`, prefix),
          prefix,
          email: csEmail,
          name: csName,
          password: 'service pass phrase 2026',
          t,
        });
        // Their roles open orders and refunds, not staff management.
        await expect(menu(cs, t).getByRole('link', { name: t.header.refunds, exact: true })).toBeVisible();
        await expect(menu(cs, t).getByRole('link', { name: t.header.staff, exact: true })).toHaveCount(0);
        expect((await cs.goto(`${prefix}/ops/staff`))?.status()).toBe(403);

        // The order paid at the counter, found by the traveller's phone, then confirmed.
        await cs.goto(`${prefix}/ops/orders`);
        await cs.getByLabel(t.orders.fields.phone, { exact: true }).fill(atCounter.contact_phone.phone);
        await cs.getByRole('button', { name: t.orders.search }).click();
        await expect(cs).toHaveURL(`${prefix}/ops/orders?phone=${atCounter.contact_phone.phone}`, {
          timeout: 30_000,
        });
        const row = cs.locator(`tr[data-trade-no="${atCounter.trade_no}"]`);
        await expect(row).toContainText(messages.orders.status.NORMAL);
        expect(await axeViolations(cs)).toEqual([]);
        await row.getByRole('link', { name: atCounter.trade_no }).click();
        await expect(cs).toHaveURL(`${prefix}/ops/orders/${atCounter.trade_no}`, { timeout: 30_000 });
        const state = cs.getByRole('region', { name: t.file.state });
        await expect(state).toContainText(messages.orders.status.NORMAL);
        expect(await axeViolations(cs)).toEqual([]);
        const actions = cs.getByRole('region', { name: t.file.actions });
        await actions.getByRole('button', { name: t.file.confirm }).click();
        await expect(actions.getByRole('status')).toHaveText(t.file.confirmed);
        await expect(state).toContainText(messages.orders.status.CONFIRMED);
        await expect(cs.getByRole('region', { name: t.file.audit })).toContainText('NORMAL → CONFIRMED');
        const pickupNo = (await state.locator('[data-fact="pickupNo"] dd').innerText()).trim();
        expect(pickupNo).not.toBe(t.file.pickupNoPending);

        // The refund queue: the online booking's request, open, approved.
        await menu(cs, t).getByRole('link', { name: t.header.refunds, exact: true }).click();
        await expect(cs).toHaveURL(`${prefix}/ops/refunds`, { timeout: 30_000 });
        const request = cs.locator(`tr[data-trade-no="${prepaid.trade_no}"]`);
        await expect(request).toContainText(messages.orders.refundStatus.REQUEST_REFUND);
        expect(await axeViolations(cs)).toEqual([]);
        await request.getByRole('button', { name: t.refundMoves.approve }).click();
        await expect(cs.getByRole('status').filter({ hasText: prepaid.trade_no })).toHaveText(
          t.refundMoves.approved.replace('{tradeNo}', prepaid.trade_no),
        );
        await cs.getByRole('link', { name: t.refunds.queue.refunding }).click();
        await expect(cs.locator(`tr[data-trade-no="${prepaid.trade_no}"]`)).toContainText(
          messages.orders.refundStatus.REFUNDING,
        );

        // The travellers' own pages: the counter booking confirmed with its pick-up number, the
        // refund on its way.
        await counter.goto(`${prefix}/order/${atCounter.trade_no}`);
        const facts = counter.getByRole('region', { name: messages.orders.detail.factsTitle, exact: true });
        await expect(facts).toContainText(messages.orders.status.CONFIRMED);
        await expect(facts).toContainText(pickupNo);
        await page.goto(`${prefix}/order/refund/${prepaid.trade_no}`);
        const refunds = messages.refunds;
        await expect(step(page, refunds, refunds.status.REFUNDING)).toHaveAttribute('aria-current', 'step');

        // Signing out ends the session: the back office asks for the login again.
        await cs.getByRole('button', { name: t.header.signOut }).click();
        await expect(cs).toHaveURL(`${prefix}/ops/login`, { timeout: 30_000 });
        await cs.goto(`${prefix}/ops/orders`);
        await expect(cs).toHaveURL(`${prefix}/ops/login`);

        expect(problems, 'CSP violations and messages a page did not send').toEqual([]);
        await Promise.all([counter, admin, cs].map((other) => other.context().close()));
      });
    });
  }
});
