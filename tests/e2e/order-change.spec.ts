import { expect, test, type Page } from './fixtures/test';
import type { Lang } from '../../lib/i18n/locales';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { bookThroughApi, readOrder } from './fixtures/book-through-api';
import { payByCard } from './fixtures/card-payment';
import { payThroughApi } from './fixtures/pay-through-api';

type Messages = typeof en;

/**
 * Changing a booking (issue 32) against the real API: a paid booking moved a day later into a
 * bigger car, its difference paid with a test card on the payment page (English, Simplified
 * Chinese), a paid booking that drops its extra and is refunded the difference, and a Thai
 * pay-at-counter booking whose return is later the same day. Each sees the quote
 * beside the booking's bill, confirms, and finds the change on the order page. Axe clean, desktop
 * and a 390 px phone.
 */

const PHONE = { width: 390, height: 844 };

const addDays = (wall: string, days: number) => {
  const [date = '', time = ''] = wall.split(' ');
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { date: next, time };
};

/** The change page of the order, opened from the order page's 'Change booking'. */
async function openChange(page: Page, prefix: string, tradeNo: string, t: Messages) {
  await page.goto(`${prefix}/order/${tradeNo}`);
  const terms = page.getByTestId('change-terms');
  await expect(terms).toContainText(t.orders.change.terms.never);
  await page.getByRole('link', { name: t.orders.actions.change }).click();
  await expect(page).toHaveURL(`${prefix}/order/change/${tradeNo}`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orders.change.page.title);
}

/** "See the new price": the quote's card, once it shows. */
async function seePrice(page: Page, t: Messages) {
  await page.getByRole('button', { name: t.orders.change.form.seePrice }).click();
  const quote = page.getByTestId('change-quote');
  await expect(quote.getByRole('heading', { name: t.orders.change.quote.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(quote.getByText(t.orders.change.quote.oldBill)).toBeVisible();
  await expect(quote.getByText(t.orders.change.quote.newBill)).toBeVisible();
  return quote;
}

const moneyRow = (page: Page, key: string) =>
  page.getByTestId('change-money').locator(`[data-row="${key}"] dd`);

/** "Confirm the change", then the order page with the change listed. */
async function confirmChange(page: Page, prefix: string, tradeNo: string, t: Messages) {
  await page.getByRole('button', { name: t.orders.change.quote.confirm }).click();
  await expect(page).toHaveURL(`${prefix}/order/${tradeNo}`, { timeout: 30_000 });
  await expect(page.getByTestId('changed-notice')).toBeVisible({ timeout: 30_000 });
  const record = page.getByTestId('change-record');
  await expect(record).toHaveCount(1, { timeout: 30_000 });
  return record;
}

/**
 * A booking at LAX01 paid online, moved a day later into the dearest car free for the new dates:
 * the difference is paid on the payment page with a test card, then the result page shows the
 * changed booking and the order page the change.
 */
async function laterAndBigger(page: Page, prefix: string, lang: Lang, t: Messages, inDays: number) {
  const created = await bookThroughApi(page.request, {
    store: 'LAX01',
    inDays,
    planGroup: 'basic_protection',
    payMode: 'full_prepaid',
    lang,
  });
  expect((await payThroughApi(page.request, created.trade_no, '4111111111111111')).payment_status).toBe(
    'HAD_PAID',
  );
  const booked = await readOrder(page.request, created.trade_no);
  await openChange(page, prefix, created.trade_no, t);
  expect(await axeViolations(page)).toEqual([]);

  const form = t.orders.change.form;
  const pickup = addDays(booked.rent_info.pickup_date_time, 1);
  const dropOff = addDays(booked.rent_info.drop_off_date_time, 1);
  await page.getByLabel(form.pickupDate, { exact: true }).fill(pickup.date);
  await page.getByLabel(form.dropOffDate, { exact: true }).fill(dropOff.date);

  // The cars free for the new dates, dearest last: the bigger car.
  const list = (await (
    await page.request.get('/api/v1_1/car/get_car_list', {
      params: {
        pickup_location: 'LAX01',
        drop_off_location: 'LAX01',
        pickup_date_time: `${pickup.date} ${pickup.time}`,
        drop_off_date_time: `${dropOff.date} ${dropOff.time}`,
        driver_age: '25-75',
        currency: 'USD',
      },
    })
  ).json()) as {
    data: { list: { sku_id: number; lowest_package: { total_charge: { payment_amount: number } } }[] };
  };
  const bigger = list.data.list
    .filter((car) => car.sku_id !== booked.car.product_id)
    .sort(
      (a, b) => b.lowest_package.total_charge.payment_amount - a.lowest_package.total_charge.payment_amount,
    )[0]!;
  const car = page.getByLabel(form.car, { exact: true });
  await expect(car.locator(`option[value="${bigger.sku_id}"]`)).toHaveCount(1, { timeout: 30_000 });
  await car.selectOption(String(bigger.sku_id));

  await seePrice(page, t);
  await expect(page.getByTestId('change-quote')).toContainText(t.orders.change.fields.car);
  await expect(page.getByTestId('change-pays-difference')).toHaveText(t.orders.change.quote.payNext);
  const due = (await moneyRow(page, 'toPayOnline').textContent())!;
  const newTotal = (await moneyRow(page, 'newTotal').textContent())!;
  expect(await axeViolations(page)).toEqual([]);

  // The difference, on the payment page; the booking is unchanged until it is paid.
  await page.getByRole('button', { name: t.orders.change.quote.confirmAndPay }).click();
  await expect(page).toHaveURL(`${prefix}/payment/${created.trade_no}`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.bookingResult.changePayment.title);
  await expect(page.getByTestId('change-due')).toContainText(due);
  expect(await axeViolations(page)).toEqual([]);
  expect((await readOrder(page.request, created.trade_no)).changes.count).toBe(0);
  await payByCard(page, t.cardPayment, '4111111111111111');
  await expect(page).toHaveURL(`${prefix}/payment/status/${created.trade_no}`, { timeout: 30_000 });
  // The result page is the booking's voucher as it now is: the new car.
  const changed = await readOrder(page.request, created.trade_no);
  await expect(page.getByRole('main')).toContainText(`${changed.car.make} ${changed.car.model}`, {
    timeout: 30_000,
  });
  expect(changed.car.product_id).toBe(bigger.sku_id);
  expect(changed.rent_info.pickup_date_time).toBe(`${pickup.date} ${pickup.time}`);
  expect(changed.changes.count).toBe(1);
  expect(changed.changes.awaiting).toBeNull();

  await page.goto(`${prefix}/order/${created.trade_no}`);
  await expect(page.getByTestId('changed-notice')).toBeVisible({ timeout: 30_000 });
  const record = page.getByTestId('change-record');
  await expect(record).toHaveCount(1, { timeout: 30_000 });
  await expect(record).toContainText(newTotal);
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('changing a booking', () => {
  test('English: a paid booking moves a day later into a bigger car and pays the difference', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await laterAndBigger(page, '/intl/en', 'en', en, 71);
  });

  test('English: a paid booking drops its extra and a day and is refunded', async ({ page }) => {
    test.setTimeout(240_000);
    const created = await bookThroughApi(page.request, {
      store: 'LAX01',
      inDays: 77,
      // Changes of this package are free: the refund is the whole difference.
      planGroup: 'super_protection',
      payMode: 'full_prepaid',
      lang: 'en',
      withExtra: true,
    });
    expect((await payThroughApi(page.request, created.trade_no, '4111111111111111')).payment_status).toBe(
      'HAD_PAID',
    );
    const booked = await readOrder(page.request, created.trade_no);
    await openChange(page, '/intl/en', created.trade_no, en);

    const extra = page.getByLabel(created.extra!.name.en, { exact: true });
    await expect(extra).toHaveValue('1', { timeout: 30_000 });
    await extra.fill('0');
    // Extras are paid at the counter (payment_version 1): a day less is what comes back online.
    const shorter = addDays(booked.rent_info.drop_off_date_time, -1);
    await page.getByLabel(en.orders.change.form.dropOffDate, { exact: true }).fill(shorter.date);
    await seePrice(page, en);
    await expect(page.getByTestId('change-quote')).toContainText(en.orders.change.fields.extras);
    await expect(page.getByTestId('change-money')).toContainText(en.orders.change.quote.toRefund);
    const refund = (await moneyRow(page, 'toRefund').textContent())!;

    const record = await confirmChange(page, '/intl/en', created.trade_no, en);
    await expect(record).toContainText(refund);
    const changed = await readOrder(page.request, created.trade_no);
    expect(changed.bill.totalBillPrice.payment).toBeLessThan(booked.bill.totalBillPrice.payment);
  });

  test('Thai, on a phone: a pay-at-counter booking returns later the same day', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    const created = await bookThroughApi(page.request, {
      store: 'BKK01',
      inDays: 80,
      planGroup: 'basic_protection',
      payMode: 'arrival',
      lang: 'th',
    });
    await openChange(page, '/intl/th', created.trade_no, th);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(th.orders.change.form.dropOffTime, { exact: true }).fill('15:00');
    await seePrice(page, th);
    await expect(page.getByTestId('change-quote')).toContainText(th.orders.change.fields.dates);
    const atCounter = (await moneyRow(page, 'atCounter').textContent())!;
    expect(await axeViolations(page)).toEqual([]);

    const record = await confirmChange(page, '/intl/th', created.trade_no, th);
    await expect(page.getByRole('main')).toContainText(atCounter);
    await expect(record).toBeVisible();
    const changed = await readOrder(page.request, created.trade_no);
    expect(changed.rent_info.drop_off_date_time).toMatch(/ 15:00$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

// A Chinese browser on the China site: no 'switch to English?' prompt.
test.describe('changing a booking in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('Simplified Chinese: a paid booking moves a day later into a bigger car and pays the difference', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await laterAndBigger(page, '/cn/zh', 'zh', zh, 74);
  });
});
