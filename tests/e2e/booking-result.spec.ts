import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures/test';
import { formatDateTime } from '../../lib/i18n/format';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { bookThroughApi, readOrder } from './fixtures/book-through-api';
import { fillMessage } from './fixtures/messages';

/** An instant as a calendar file writes it in UTC: 20260701T170000Z. */
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const RESULT_CASES = [
  { prefix: '/intl/en', lang: 'en', messages: en, locale: 'en-US', inDays: 30 },
  { prefix: '/cn/zh-hant', lang: 'zh-hant', messages: zhHant, locale: 'zh-HK', inDays: 40 },
] as const;

for (const { prefix, lang, messages, locale, inDays } of RESULT_CASES) {
  const t = messages.bookingResult;

  test.describe(`the result page of a counter booking in ${prefix}`, () => {
    test.use({ locale });

    test('order number to copy, the pick-up store, the trip on its clock, and the calendar file', async ({
      page,
      context,
    }) => {
      const created = await bookThroughApi(page.request, {
        store: 'LAX01',
        inDays,
        planGroup: 'basic_protection',
        payMode: 'arrival',
        lang,
      });
      expect(created).toMatchObject({ status: 'NORMAL', pay_method: 'ARRIVAL' });
      const order = await readOrder(page.request, created.trade_no);
      const store = order.pickup_store;

      // A counter booking has nothing to pay online: its payment page sends it to its result.
      await page.goto(`${prefix}/payment/${created.trade_no}`);
      await expect(page).toHaveURL(`${prefix}/payment/status/${created.trade_no}`);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.result.title.booked);
      await expect(page.getByText(created.trade_no, { exact: true })).toBeVisible();
      await expect(
        page.getByText(fillMessage(t.result.email, { email: 'zhang.wei@example.com' })),
      ).toBeVisible();
      const trip = page.getByRole('region', { name: t.trip.title });
      await expect(trip).toContainText(
        formatDateTime(order.pickup_at, 'America/Los_Angeles', lang, { weekday: true }),
      );
      await expect(trip).toContainText(fillMessage(t.trip.localTime, { city: store.city.lang_label[lang] }));
      const pickup = page.getByRole('region', { name: t.stores.pickup });
      await expect(pickup).toContainText(store.label[lang]);
      await expect(pickup).toContainText(store.address[lang]);
      await expect(pickup).toContainText(store.pickup_instructions[lang]);
      await expect(pickup.getByRole('link', { name: store.phone })).toHaveAttribute(
        'href',
        `tel:${store.phone.replace(/[^\d+]/g, '')}`,
      );
      const money = page.getByRole('region', { name: t.money.title });
      await expect(money).toContainText(t.money.atCounter);
      await expect(money).not.toContainText(t.money.toPayOnline);

      // Copy: the clipboard holds the order number, and the page says so.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: t.live.copyLabel }).click();
      await expect(page.getByRole('status').filter({ hasText: t.live.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(created.trade_no);

      // Add to calendar: the .ics of this order, the pick-up at 10:00 on the Los Angeles clock.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: t.result.calendar }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`rentcar-go-${created.trade_no}.ics`);
      const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
      expect(ics).toContain(`UID:${created.trade_no}-pickup@rentcar-go`);
      expect(ics).toContain(`DTSTART:${icsUtc(order.pickup_at)}`);
      expect(ics).toContain(`DTSTART:${icsUtc(order.drop_off_at)}`);
      expect(ics).toContain(`LOCATION;LANGUAGE=${locale}:`);

      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('the payment page of an online booking in Thai', () => {
  test.use({ locale: 'th-TH' });

  test('the time left ticks down, the card form is open, and another browser sees no order', async ({
    page,
    browser,
  }) => {
    // Two browsers and two axe runs: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const t = th.bookingResult;
    const created = await bookThroughApi(page.request, {
      store: 'BKK01',
      inDays: 35,
      planGroup: 'full_protection',
      payMode: 'full_prepaid',
      lang: 'th',
    });
    expect(created).toMatchObject({ status: 'CREATE_ORDER', pay_method: 'FULL_PREPAID' });
    const paymentUrl = `/intl/th/payment/${created.trade_no}`;

    // Not paid yet: the result page sends it back to payment.
    await page.goto(`/intl/th/payment/status/${created.trade_no}`);
    await expect(page).toHaveURL(paymentUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.title);
    await expect(page.getByText(created.trade_no, { exact: true })).toBeVisible();

    const timer = page.getByRole('timer', { name: t.live.label });
    await expect(timer).toHaveText(/^(29|30):\d\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 10_000 });

    const payment = page.getByRole('region', { name: th.cardPayment.title, exact: true });
    await expect(payment.getByRole('button', { name: /^ชำระเงิน US\$/ })).toBeEnabled();
    await expect(page.getByText(/\(เวลากรุงเทพฯ\)/).first()).toBeVisible();
    await expect(page.getByText(t.payment.atExpiry)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Someone else's browser: the same address finds no order (404), and no calendar file either.
    const stranger = await browser.newContext({ locale: 'th-TH' });
    try {
      const other = await stranger.newPage();
      const response = await other.goto(paymentUrl);
      expect(response?.status()).toBe(404);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title);
      await expect(other.getByRole('link', { name: t.notFound.home })).toHaveAttribute('href', '/intl/th');
      expect(await axeViolations(other)).toEqual([]);
      const file = await stranger.request.get(`/intl/th/payment/status/${created.trade_no}/calendar.ics`);
      expect(file.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });
});

test('without an order number, the result page says where a booking can be found', async ({ page }) => {
  const response = await page.goto('/intl/en/payment/status');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.bookingResult.lookup.title);
  await expect(
    page.getByRole('main').getByRole('link', { name: en.bookingResult.lookup.book }),
  ).toHaveAttribute('href', '/intl/en/book');
  expect(await axeViolations(page)).toEqual([]);
});
