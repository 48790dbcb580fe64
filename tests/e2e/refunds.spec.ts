import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures/test';
import { refundQuoteSchema, refundSchema } from '../../lib/api/contract/refunds';
import { formatDateTime } from '../../lib/i18n/format';
import type { Lang } from '../../lib/i18n/locales';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { apiData } from './fixtures/api';
import { bookThroughApi } from './fixtures/book-through-api';
import { payByCard } from './fixtures/card-payment';
import { payThroughApi } from './fixtures/pay-through-api';
import { POSTGRES_ORIGIN, postgresDatabaseUrl } from './fixtures/servers';

type Messages = typeof en;
const run = promisify(execFile);

/**
 * An online booking (LAX01, full protection) made in this browser and paid on its payment page with
 * an approving Visa test card: the order a refund is asked for.
 */
async function bookAndPay(page: Page, booking: { prefix: string; lang: Lang; inDays: number }, t: Messages) {
  const created = await bookThroughApi(page.request, {
    store: 'LAX01',
    inDays: booking.inDays,
    planGroup: 'full_protection',
    payMode: 'full_prepaid',
    lang: booking.lang,
  });
  await page.goto(`${booking.prefix}/payment/${created.trade_no}`);
  await payByCard(page, t.cardPayment, '4111111111111111');
  await expect(page).toHaveURL(`${booking.prefix}/payment/status/${created.trade_no}`, { timeout: 30_000 });
  return created;
}

/** Applies on /order/refund/apply/{trade_no}: the amounts first, then a reason and a remark. */
async function applyOnPage(page: Page, prefix: string, tradeNo: string, t: Messages['refunds']) {
  await page.goto(`${prefix}/order/refund/apply/${tradeNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.apply.title);
  // Before confirming: what was paid, the fee and the refund.
  await expect(page.getByText(t.amounts.paid, { exact: true })).toBeVisible();
  await expect(page.getByText(t.amounts.fee, { exact: true })).toBeVisible();
  await expect(page.getByText(t.amounts.refund, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // No reason chosen: said so, nothing sent.
  await page.getByRole('button', { name: t.apply.submit }).click();
  await expect(page.getByText(t.apply.reasonRequired)).toBeVisible();
  await expect(page).toHaveURL(`${prefix}/order/refund/apply/${tradeNo}`);

  await page.getByRole('button', { name: new RegExp(t.apply.reason) }).click();
  await page.getByRole('option', { name: t.reasons.flight_changed }).click();
  await page.getByLabel(t.apply.remark).fill('Flight CA983 moved to Friday');
  await page.getByRole('button', { name: t.apply.submit }).click();
  await expect(page).toHaveURL(`${prefix}/order/refund/${tradeNo}`, { timeout: 30_000 });
}

/**
 * The step of the progress list named by its status text, matched whole: in Thai one status
 * ('คืนเงินแล้ว', refunded) is a part of another ('ส่งคำขอคืนเงินแล้ว', refund requested).
 */
const step = (page: Page, t: Messages['refunds'], name: string) =>
  page
    .getByRole('list', { name: t.progress.steps })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

/** LAX01 keeps Los Angeles time: its name as each language writes it beside a time. */
const LOS_ANGELES: Record<Lang, string> = {
  en: 'Los Angeles',
  th: 'ลอสแองเจลิส',
  zh: '洛杉矶',
  'zh-hant': '洛杉磯',
};

/** An instant as the refund pages write it: on LAX01's clock, its city named ('… (Los Angeles time)'). */
const laTime = (at: string, lang: Lang, t: Messages['refunds']) =>
  t.storeTime
    .replace('{time}', formatDateTime(at, 'America/Los_Angeles', lang))
    .replace('{city}', LOS_ANGELES[lang]);

/**
 * `npm run ops -- …` against the database of the e2e server on PostgreSQL (with TEST_DATABASE_URL,
 * as on CI: tests/e2e/fixtures/servers.ts), where the command opens the database itself; beside a
 * server on the embedded database it goes through that server (tests/e2e/ops-cli.spec.ts).
 */
async function ops(...args: string[]) {
  const done = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/ops.mts', ...args], {
    env: { ...process.env, DATABASE_URL: postgresDatabaseUrl()!, OPERATOR: 'cs-e2e' },
    timeout: 240_000,
  });
  return done.stdout;
}

test.describe('refunds', () => {
  test.setTimeout(300_000);

  // Customer service acts from another process (`npm run ops`) that opens PostgreSQL itself: this
  // story runs on the PostgreSQL server; ops-cli.spec.ts runs the command beside the embedded one.
  test.describe('on the PostgreSQL server (customer service runs `npm run ops` from another process; needs TEST_DATABASE_URL)', () => {
    test.skip(
      !postgresDatabaseUrl(),
      'TEST_DATABASE_URL is not set: this story runs `npm run ops` on PostgreSQL (ops-cli.spec.ts covers the embedded database)',
    );
    test.use({ baseURL: POSTGRES_ORIGIN });

    const STORIES = [
      { name: 'English', lang: 'en', prefix: '/intl/en', locale: 'en-US', messages: en, inDays: 61 },
      { name: 'Thai', lang: 'th', prefix: '/intl/th', locale: 'th-TH', messages: th, inDays: 64 },
    ] as const;

    for (const story of STORIES) {
      test(`a guest pays, finds the order in a fresh browser, applies for a refund, and customer service completes it with the ops command (${story.name})`, async ({
        page,
        browser,
      }) => {
        const { prefix, messages } = story;
        const t = messages.refunds;
        const created = await bookAndPay(page, { prefix, lang: story.lang, inDays: story.inDays }, messages);
        const tradeNo = created.trade_no;

        // Later, in a fresh browser: the guest finds the order by number and phone, and applies there.
        const fresh = await browser.newContext({ baseURL: POSTGRES_ORIGIN, locale: story.locale });
        page = await fresh.newPage();
        const o = messages.orders;
        await page.goto(`${prefix}/query`);
        await page.getByRole('textbox', { name: o.form.tradeNo, exact: true }).fill(tradeNo);
        await page
          .getByRole('textbox', { name: o.form.areaCode, exact: true })
          .fill(created.contact_phone.area_code);
        await page
          .getByRole('textbox', { name: o.form.phone, exact: true })
          .fill(created.contact_phone.phone);
        await page.getByRole('button', { name: o.form.search }).click();
        await expect(page).toHaveURL(`${prefix}/order/search/${tradeNo}`, { timeout: 30_000 });
        await page.getByRole('link', { name: o.actions.applyRefund }).click();
        await expect(page).toHaveURL(`${prefix}/order/refund/apply/${tradeNo}`, { timeout: 30_000 });
        await applyOnPage(page, prefix, tradeNo, t);

        await expect(page.getByText(t.progress.review)).toBeVisible();
        await expect(step(page, t, t.status.REQUEST_REFUND)).not.toContainText(t.progress.notYet);
        await expect(step(page, t, t.status.VERIFYING_REFUND)).toContainText(t.progress.notYet);
        await expect(page.getByRole('button', { name: t.progress.revoke })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        expect(await ops('refunds', 'review', tradeNo)).toContain(
          'REQUEST_REFUND -> VERIFYING_REFUND (by cs-e2e)',
        );
        await page.reload();
        await expect(step(page, t, t.status.VERIFYING_REFUND)).not.toContainText(t.progress.notYet);
        await expect(step(page, t, t.status.VERIFYING_REFUND)).toHaveAttribute('aria-current', 'step');

        expect(await ops('refunds', 'approve', tradeNo)).toContain('VERIFYING_REFUND -> REFUNDING');
        await page.reload();
        await expect(step(page, t, t.status.REFUNDING)).toHaveAttribute('aria-current', 'step');
        // Being paid out: no longer revocable.
        await expect(page.getByRole('button', { name: t.progress.revoke })).toHaveCount(0);

        expect(await ops('refunds', 'complete', tradeNo)).toContain('REFUNDING -> COMPLETE_REFUND');
        await page.reload();
        for (const status of [
          'REQUEST_REFUND',
          'VERIFYING_REFUND',
          'REFUNDING',
          'COMPLETE_REFUND',
        ] as const) {
          await expect(step(page, t, t.status[status])).not.toContainText(t.progress.notYet);
        }
        await expect(page.getByText(t.progress.review)).toHaveCount(0);

        await page.goto(`${prefix}/order/refund`);
        const item = page.getByRole('listitem').filter({ hasText: tradeNo });
        await expect(item).toContainText(t.status.COMPLETE_REFUND);
        expect(await axeViolations(page)).toEqual([]);

        // The order itself: cancelled, and what went back beside what was paid.
        await page.goto(`${prefix}/order/search/${tradeNo}`);
        const facts = page.getByRole('region', { name: o.detail.factsTitle, exact: true });
        await expect(facts).toContainText(o.status.CANCEL);
        const amounts = page.getByRole('region', { name: o.detail.amounts.title });
        await expect(amounts).toContainText(o.detail.amounts.paid);
        await expect(amounts).toContainText(o.detail.amounts.refunded, { timeout: 30_000 });
        expect(await axeViolations(page)).toEqual([]);
        await fresh.close();
      });
    }
  });

  // A browser in Bangkok reading a Los Angeles booking: its own clock is 14 or 15 hours ahead, so
  // a time written on it would put the request on another day, and say nothing of the zone.
  test.describe('on the store clock in a browser far from the store', () => {
    test.use({ timezoneId: 'Asia/Bangkok' });
    const STORIES = [
      { lang: 'en', prefix: '/intl/en', messages: en, inDays: 88 },
      { lang: 'th', prefix: '/intl/th', messages: th, inDays: 91 },
      { lang: 'zh', prefix: '/cn/zh', messages: zh, inDays: 94 },
    ] as const;

    for (const story of STORIES) {
      test(`free cancellation, the progress and 'my refunds' show Los Angeles time with the city named (${story.lang})`, async ({
        page,
      }) => {
        const { prefix, lang } = story;
        const t = story.messages.refunds;
        const { trade_no: tradeNo } = await bookThroughApi(page.request, {
          store: 'LAX01',
          inDays: story.inDays,
          planGroup: 'full_protection',
          payMode: 'full_prepaid',
          lang,
        });
        expect((await payThroughApi(page.request, tradeNo, '4111111111111111')).payment_status).toBe(
          'HAD_PAID',
        );

        const quote = refundQuoteSchema.parse(
          await apiData(page.request.get(`/api/v1_1/refund/get_refund_quote?trade_no=${tradeNo}`)),
        );
        expect(quote.free_until).not.toBeNull();
        await page.goto(`${prefix}/order/refund/apply/${tradeNo}`);
        await expect(
          page.getByText(t.amounts.freeUntil.replace('{when}', laTime(quote.free_until!.at, lang, t)), {
            exact: true,
          }),
        ).toBeVisible();

        const refund = refundSchema.parse(
          await apiData(
            page.request.post('/api/v1_1/refund/apply', {
              form: { trade_no: tradeNo, reason: 'flight_changed', remark: '' },
              headers: { 'Idempotency-Key': randomUUID() },
            }),
          ),
        );
        const requested = refund.progress[0]!.at;
        await page.goto(`${prefix}/order/refund/${tradeNo}`);
        const first = step(page, t, t.status.REQUEST_REFUND);
        await expect(first).toContainText(laTime(requested, lang, t));
        await expect(first).not.toContainText(formatDateTime(requested, 'Asia/Bangkok', lang));
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${prefix}/order/refund`);
        const item = page.getByRole('listitem').filter({ hasText: tradeNo });
        await expect(item).toContainText(
          t.list.requested.replace('{when}', laTime(refund.created_at, lang, t)),
        );
        await expect(item).not.toContainText(formatDateTime(refund.created_at, 'Asia/Bangkok', lang));
      });
    }
  });

  test.describe('in Traditional Chinese', () => {
    test.use({ locale: 'zh-HK', timezoneId: 'Asia/Hong_Kong' });

    test('a guest applies, sees the progress, withdraws and may apply again', async ({ page, request }) => {
      const t = zhHant.refunds;
      const { trade_no: tradeNo } = await bookAndPay(
        page,
        { prefix: '/cn/zh-hant', lang: 'zh-hant', inDays: 67 },
        zhHant,
      );
      await applyOnPage(page, '/cn/zh-hant', tradeNo, t);

      const steps = page.getByRole('list', { name: t.progress.steps });
      await expect(steps.getByRole('listitem').first()).toContainText(t.status.REQUEST_REFUND);
      // On the store's clock with its city named, not on Hong Kong's.
      const requested = refundSchema.parse(
        await apiData(page.request.get(`/api/v1_1/refund/get_refund_detail?trade_no=${tradeNo}`)),
      ).progress[0]!.at;
      await expect(steps.getByRole('listitem').first()).toContainText(laTime(requested, 'zh-hant', t));
      await expect(page.getByText(t.progress.review)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: t.progress.revoke }).click();
      await expect(page.getByText(t.progress.withdrawn)).toBeVisible();
      await expect(steps.getByRole('listitem').last()).toContainText(t.status.REVOKED);
      await expect(page.getByRole('button', { name: t.progress.revoke })).toHaveCount(0);

      await page.getByRole('link', { name: t.progress.applyAgain }).click();
      await expect(page).toHaveURL(`/cn/zh-hant/order/refund/apply/${tradeNo}`);
      await expect(page.getByRole('button', { name: t.apply.submit })).toBeVisible();
      // Anyone else (no cookie of this booking) reads the order's refund as unknown.
      const answer = await request.get(`/api/v1_1/refund/get_refund_detail?trade_no=${tradeNo}`);
      expect(((await answer.json()) as { code: number }).code).toBe(404);
    });
  });
});
