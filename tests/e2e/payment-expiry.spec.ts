import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import { bookThroughApi } from './fixtures/book-through-api';
import { SHORT_HOLD_ORIGIN, SHORT_HOLD_SECONDS } from './fixtures/servers';

/**
 * Issue 10: the payment page's countdown reaches zero and the unpaid order is expired, on the
 * server too. This runs against the second e2e server, whose bookings are held SHORT_HOLD_SECONDS
 * for their payment (PAYMENT_WINDOW_SECONDS) instead of 30 minutes, so the real clock runs out.
 */
test.describe('the payment countdown', () => {
  test.use({ baseURL: SHORT_HOLD_ORIGIN });

  test('at zero the unpaid order expires: the page says so and the card is refused', async ({ page }) => {
    test.setTimeout((SHORT_HOLD_SECONDS + 150) * 1000);
    const t = en.bookingResult;
    const created = await bookThroughApi(page.request, {
      store: 'LAX01',
      inDays: 62,
      planGroup: 'full_protection',
      payMode: 'full_prepaid',
      lang: 'en',
    });
    await page.goto(`/intl/en/payment/${created.trade_no}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.payment.title);
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^0:[0-5]\d$/);
    const card = page.getByRole('region', { name: en.cardPayment.title, exact: true });
    await expect(card).toBeVisible();

    // The clock runs out: the page is rendered again and shows the expired booking, without a form.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.expired.title, {
      timeout: (SHORT_HOLD_SECONDS + 60) * 1000,
    });
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.expired.searchAgain })).toBeVisible();

    // The server agrees: a good card is refused as expired, and nothing is charged.
    const pay = await page.request.post('/api/v1_1/payment/pay', {
      form: {
        trade_no: created.trade_no,
        card_number: '4111111111111111',
        expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
        cvv: '123',
        holder_name: 'WEI ZHANG',
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(((await pay.json()) as { code: number }).code).toBe(1101);
    const state = await page.request.get('/api/v1_1/payment/get_payment_status', {
      params: { trade_no: created.trade_no },
    });
    expect(await state.json()).toMatchObject({
      data: { order_status: 'EXPIRED', payment_status: 'NOT_PAY', payment: null },
    });
  });
});
