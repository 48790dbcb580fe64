import type { Request } from '@playwright/test';
import { expect, test, type Page } from './fixtures/test';
import { paymentStateSchema } from '../../lib/api/contract/payment';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import { formatDateTime } from '../../lib/i18n/format';
import { bookThroughApi, readOrder } from './fixtures/book-through-api';
import { fillMessage } from './fixtures/messages';
import { payByCard } from './fixtures/card-payment';

/** The order's payment as the API tells its owner (this browser's Auth_guest cookie). */
async function paymentState(page: Page, tradeNo: string) {
  const answer = await page.request.get('/api/v1_1/payment/get_payment_status', {
    params: { trade_no: tradeNo },
  });
  return paymentStateSchema.parse(((await answer.json()) as { data: unknown }).data);
}

/**
 * The POST /payment/pay calls this page makes from now on. Each one is one payment attempt at most,
 * and the server charges an attempt once (its Idempotency-Key replays the first answer; the
 * acquirer's ledger takes one charge per attempt: tests/api/payment.test.ts), so one call after a
 * double click that answers the attempt the order was paid by is one charge.
 */
function watchPayCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1_1/payment/pay') {
      calls.push(request);
    }
  });
  return calls;
}

/** The attempt a pay call answered. */
async function answeredAttempt(call: Request) {
  const response = await call.response();
  expect(response?.status()).toBe(200);
  return paymentStateSchema.parse(((await response!.json()) as { data: unknown }).data).payment;
}

test.describe('paying an online booking by card', () => {
  test('a Visa test card pays the order, and the order shows paid (English)', async ({ page }) => {
    const t = en.cardPayment;
    const created = await bookThroughApi(page.request, {
      store: 'LAX01',
      inDays: 45,
      planGroup: 'full_protection',
      payMode: 'full_prepaid',
      lang: 'en',
    });
    await page.goto(`/intl/en/payment/${created.trade_no}`);
    const form = page.getByRole('region', { name: t.title, exact: true });
    // The browser checks the card (card-validator) before anything is sent.
    await form.getByLabel(t.labels.card_number).fill('4111 1111 1111 1112');
    await form.getByRole('button', { name: /^Pay US\$/ }).click();
    await expect(form.getByRole('alert').first()).toHaveText('Please enter the correct card number');
    // A valid card of a brand we do not take (American Express) is told which brands we take.
    await form.getByLabel(t.labels.card_number).fill('3782 822463 10005');
    await form.getByRole('button', { name: /^Pay US\$/ }).click();
    await expect(form.getByRole('alert').first()).toHaveText(en.errors.form.card_brand);

    await payByCard(page, t, '4111111111111111');
    await expect(page).toHaveURL(`/intl/en/payment/status/${created.trade_no}`, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.bookingResult.result.title.paid);
    await expect(page.getByText(en.bookingResult.status.CONFIRMED)).toBeVisible();
    expect(await paymentState(page, created.trade_no)).toMatchObject({
      order_status: 'CONFIRMED',
      payment_status: 'HAD_PAID',
      payment: { status: 'succeeded', card_brand: 'visa', card_last4: '1111' },
    });
    // Paid: the payment page has nothing left to pay and sends the traveller to the result.
    await page.goto(`/intl/en/payment/${created.trade_no}`);
    await expect(page).toHaveURL(`/intl/en/payment/status/${created.trade_no}`);
  });

  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('a 3084 card shows "insufficient balance" in Thai, then a good card pays once', async ({ page }) => {
      const t = th.cardPayment;
      const created = await bookThroughApi(page.request, {
        store: 'BKK01',
        inDays: 55,
        planGroup: 'full_protection',
        payMode: 'full_prepaid',
        lang: 'th',
      });
      await page.goto(`/intl/th/payment/${created.trade_no}`);
      await payByCard(page, t, '4000 3084 0000 0005');
      await expect(page).toHaveURL(`/intl/th/payment/status/${created.trade_no}`, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.result.failedTitle);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.errors.payment.code_3084);
      // Issue 34 item 7: the declined page names the order and how long its car is still held, on
      // the store's clock with its zone named, as the payment page says it.
      const order = await readOrder(page.request, created.trade_no);
      const heldUntil = fillMessage(th.bookingResult.payment.deadline, {
        time: formatDateTime(order.expires_at!, order.pickup_store.city.timeZone.iana, 'th'),
        city: order.pickup_store.city.lang_label.th,
      });
      const main = page.getByRole('main');
      await expect(main.getByText(th.bookingResult.orderNumber, { exact: true })).toBeVisible();
      await expect(main.getByText(created.trade_no, { exact: true })).toBeVisible();
      await expect(main.getByText(fillMessage(t.result.failedHint, { deadline: heldUntil }))).toBeVisible();
      expect(heldUntil).toContain('เวลา');
      expect(await paymentState(page, created.trade_no)).toMatchObject({
        payment_status: 'NOT_PAY',
        payment: { status: 'failed', code: '3084' },
      });

      await page.getByRole('link', { name: t.result.tryAgain }).click();
      await expect(page).toHaveURL(`/intl/th/payment/${created.trade_no}`);
      const declined = (await paymentState(page, created.trade_no)).payment!;
      // A double click sends one request (the button is disabled while paying; the key is the same).
      const payCalls = watchPayCalls(page);
      await payByCard(page, t, '4111 1111 1111 1111', { doubleClick: true });
      await expect(page).toHaveURL(`/intl/th/payment/status/${created.trade_no}`, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.bookingResult.result.title.paid);
      expect(payCalls).toHaveLength(1);
      const charged = await answeredAttempt(payCalls[0]!);
      expect(charged).toMatchObject({ status: 'succeeded', card_last4: '1111' });
      expect(charged!.payment_no).not.toBe(declined.payment_no);
      // The order was paid by that one attempt, for its stored total.
      const paid = await paymentState(page, created.trade_no);
      expect(paid).toMatchObject({
        order_status: 'CONFIRMED',
        payment_status: 'HAD_PAID',
        payment: { status: 'succeeded', card_last4: '1111', payment_no: charged!.payment_no },
      });
      expect(paid.payment!.amount).toEqual(created.online);
    });
  });
});
