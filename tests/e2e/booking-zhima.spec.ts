import { expect, test } from './fixtures/test';
import zh from '../../messages/zh.json' with { type: 'json' };
import { fillInUrl, fillTraveller, newPhone, signUpByPhone } from './fixtures/fill-in';

/**
 * Issue 10: the zhima credit deposit-free pre-authorisation from the fill-in form, in Simplified
 * Chinese, through the sandbox provider's page: declined first (the form says so and offers to try
 * again), then approved, then booked without a card deposit.
 */
test.describe('zhima credit in Simplified Chinese', () => {
  // A Chinese browser: the China site asks other browsers whether to switch to English first.
  test.use({ locale: 'zh-CN' });

  test('declined, then approved at the provider; the booking waives the card deposit', async ({ page }) => {
    test.setTimeout(180_000);
    const b = zh.booking;
    const words = b.deposit.preAuth;
    await signUpByPhone(page.request);
    await page.goto(
      await fillInUrl(page, '/cn/zh', { store: 'LAX01', days: 24 }, 'full_protection-full_prepaid'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.carDetail.fillIn.title);
    await fillTraveller(page, zh, { area: '86', number: newPhone('136') });
    await page.getByRole('checkbox', { name: /租车条款/ }).check();

    const zhima = page.getByRole('radio', { name: b.deposit.zhima });
    await expect(zhima).toBeEnabled({ timeout: 30_000 });
    await zhima.check();
    // Booking before the authorisation: the form sends the traveller to it.
    await page.getByRole('button', { name: b.form.continue }).click();
    await page.getByRole('button', { name: b.review.bookOnline }).click();
    await expect(page.getByText(zh.errors.pre_auth_required)).toBeVisible();

    // Declined at the provider: back on the deposit with the answer, and another try offered.
    await expect(page.getByRole('status').filter({ hasText: words.needed })).toBeVisible();
    await page.getByRole('button', { name: words.start }).click();
    await expect(page).toHaveTitle('芝麻信用免押授权（沙箱）', { timeout: 30_000 });
    await page.getByRole('button', { name: /拒绝授权/ }).click();
    await expect(page.getByRole('status').filter({ hasText: words.declined })).toBeVisible({
      timeout: 30_000,
    });
    expect(new URL(page.url()).searchParams.has('pre_auth_payment_no')).toBe(false);
    await expect(zhima).toBeChecked();

    // Approved: the form keeps everything typed and books without a card deposit.
    await page.getByRole('button', { name: words.again }).click();
    await expect(page).toHaveTitle('芝麻信用免押授权（沙箱）', { timeout: 30_000 });
    await page.getByRole('button', { name: /同意授权/ }).click();
    await expect(page.getByRole('status').filter({ hasText: words.passed })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(b.labels.email, { exact: true })).toHaveValue('zhang.wei@example.com');
    await page.getByRole('button', { name: b.form.continue }).click();
    await page.getByRole('button', { name: b.review.bookOnline }).click();
    await expect(page).toHaveURL(/\/cn\/zh\/payment\/\d{12,24}$/, { timeout: 30_000 });
    const tradeNo = new URL(page.url()).pathname.split('/').at(-1)!;
    const order = await page.request.get('/api/v1_1/order/get_order_detail', {
      params: { trade_no: tradeNo },
    });
    expect(((await order.json()) as { data: { deposit_way: string } }).data.deposit_way).toBe('zhima_credit');
  });
});
