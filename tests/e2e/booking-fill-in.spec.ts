import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { fillInUrl, fillTraveller, newPhone } from './fixtures/fill-in';
import { axeViolations } from './fixtures/axe';
import { fillMessage } from './fixtures/messages';

/**
 * The fill-in and review-and-book steps against the real API (the production server on a fresh database):
 * a guest books from the form to the page after booking. SMS codes are read back from the outbox
 * folder the server writes to (playwright.config.ts gives each run its own).
 */

test.describe('booking as a guest', () => {
  test('LAX01 in English, paying at the counter: a form error fixed on the way, then the result page', async ({
    page,
  }) => {
    const t = en;
    const b = t.booking;
    await page.goto(await fillInUrl(page, '/intl/en', { store: 'LAX01' }, 'basic_protection-arrival'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.carDetail.fillIn.title);
    await expect(
      page.getByRole('navigation', { name: b.steps.label }).locator('[aria-current="step"]'),
    ).toContainText(b.steps.extras);
    expect(await axeViolations(page)).toEqual([]);

    await fillTraveller(page, t, { area: '1', number: newPhone('213') });
    // A typo in the e-mail: Continue says so on the field and puts the focus there.
    const email = page.getByLabel(b.labels.email, { exact: true });
    await email.fill('zhang.wei@example');
    await page.getByRole('checkbox', { name: /Car Rental Terms/ }).check();
    await page.getByRole('button', { name: b.form.continue }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: fillMessage(t.errors.form.enter_correct, { field: b.fields.email }) }),
    ).toBeVisible();
    await email.fill('zhang.wei@example.com');
    // An extra paid at the counter and the US insurance notice.
    await page.getByRole('checkbox', { name: 'Child seat' }).check();
    await expect(page.getByText(t.errors.form.us_insurance)).toBeVisible();

    await page.getByRole('button', { name: b.form.continue }).click();
    await expect(page).toHaveURL(/[?&]step=review/);
    await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.steps.review);
    await expect(
      page.getByRole('navigation', { name: b.steps.label }).locator('[aria-current="step"]'),
    ).toContainText(b.steps.review);
    await expect(page.getByText('Zhang Wei')).toBeVisible();
    await expect(page.getByRole('table', { name: /Payable later at the counter/ })).toContainText(
      'Child seat',
    );
    expect(await axeViolations(page)).toEqual([]);

    // Back returns to the form with everything still filled in; Continue again.
    await page.goBack();
    await expect(page.getByLabel(b.labels.email, { exact: true })).toHaveValue('zhang.wei@example.com');
    await expect(page.getByRole('checkbox', { name: 'Child seat' })).toBeChecked();
    await page.getByRole('button', { name: b.form.continue }).click();
    await page.getByRole('button', { name: b.review.bookAtCounter }).click();

    await expect(page).toHaveURL(/\/intl\/en\/payment\/status\/\d{12,24}$/);
    const tradeNo = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.bookingResult.result.title.booked);
    await expect(page.getByText(tradeNo).first()).toBeVisible();
    // The form's draft is gone with the booking.
    const tab = JSON.parse((await page.evaluate(() => sessionStorage.getItem('rentcar.tab'))) ?? '{}');
    expect(tab.state?.bookingDraft?.fillIn ?? null).toBeNull();
  });

  test('BKK01 in Thai, paying online: arrives at the payment step', async ({ page }) => {
    const t = th;
    const b = t.booking;
    await page.goto(
      await fillInUrl(page, '/intl/th', { store: 'BKK01', days: 16 }, 'full_protection-full_prepaid'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.carDetail.fillIn.title);
    await fillTraveller(page, t, { area: '66', number: newPhone('81') });
    await page.getByRole('checkbox', { name: /ข้อกำหนดการเช่ารถ/ }).check();
    await page.getByRole('button', { name: b.form.continue }).click();
    await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();
    await page.getByRole('button', { name: b.review.bookOnline }).click();
    await expect(page).toHaveURL(/\/intl\/th\/payment\/\d{12,24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.bookingResult.payment.title);
  });
});

test.describe('in Simplified Chinese', () => {
  // A Chinese browser: the China site asks other browsers whether to switch to English first.
  test.use({ locale: 'zh-CN' });

  test('the form shows its errors in Chinese', async ({ page }) => {
    const b = zh.booking;
    await page.goto(
      await fillInUrl(page, '/cn/zh', { store: 'LAX01', days: 18 }, 'basic_protection-arrival'),
    );
    await page.getByRole('button', { name: b.form.continue }).click();
    const givenName = page.getByRole('region', { name: b.drivers.main }).getByLabel(b.labels.given_name);
    await expect(givenName).toBeFocused();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: fillMessage(zh.errors.form.enter, { field: b.fields.given_name }) }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: fillMessage(zh.errors.form.choose, { field: b.fields.driver_license_type }) }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: zh.errors.form.agree_terms })).toBeVisible();
    // The age rule, in Chinese: 19 at LAX01, which takes drivers aged 21-75.
    const birthday = page.getByRole('region', { name: b.drivers.main }).getByLabel(b.labels.birthday);
    await birthday.fill(`${new Date().getUTCFullYear() - 19}-01-15`);
    await birthday.blur();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: fillMessage(zh.errors.form.driver_age, { min: 21, max: 75 }) }),
    ).toBeVisible();
  });
});
