import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { fillInUrl, fillTraveller, newPhone } from './fixtures/fill-in';

/**
 * The documents to bring (issue 32 item 6; the rules: lib/booking-rules/travel-documents.ts) on the
 * fill-in step for the licence type chosen, on the review step and on the order page. Every store
 * country and language is covered by tests/unit/required-documents.test.tsx; this is the real pages.
 */

test('CHC01 in Simplified Chinese: the fill-in step shows the papers of the licence type chosen', async ({
  page,
}) => {
  const d = zh.documents;
  await page.goto(await fillInUrl(page, '/cn/zh', { store: 'CHC01' }, 'basic_protection-arrival'));
  const driver = page.getByRole('region', { name: zh.booking.drivers.main });
  const documents = page.getByRole('region', { name: d.title });
  await expect(driver.getByLabel(zh.booking.labels.driver_license_type)).toBeVisible();
  await expect(documents).toHaveCount(0);

  await driver.getByLabel(zh.booking.labels.driver_license_type).selectOption('cn');
  await expect(documents).toContainText(d.lines.nz_translation_cn);
  await expect(documents).toContainText(d.notes.cn_no_idp);
  await expect(documents).toContainText(d.notes.nz_fine);
  await expect(documents.getByRole('link', { name: '租车规则：新西兰' })).toHaveAttribute(
    'href',
    '/cn/zh/rent_rules/NZ',
  );

  await driver.getByLabel(zh.booking.labels.driver_license_type).selectOption('hk');
  await expect(documents).toContainText(d.lines.idp_hk_recommended);
  await expect(documents).not.toContainText(d.lines.nz_translation_cn);
});

test('LAX01 in English: the review step and the order page list them for a cn licence', async ({ page }) => {
  const b = en.booking;
  const d = en.documents;
  await page.goto(await fillInUrl(page, '/intl/en', { store: 'LAX01' }, 'basic_protection-arrival'));
  await fillTraveller(page, en, { area: '1', number: newPhone('213') }); // a cn licence
  await expect(page.getByRole('region', { name: d.title })).toContainText(d.lines.us_translation_cn);
  await page.getByRole('checkbox', { name: /Car Rental Terms/ }).check();
  await page.getByRole('button', { name: b.form.continue }).click();
  await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();

  const review = page.getByRole('region', { name: d.title });
  await expect(review).toContainText(d.lines.us_translation_cn);
  await expect(review).toContainText(d.notes.us_states);
  await expect(review).toContainText(d.checkWithStore);
  await expect(review).toContainText(d.lines.deposit_card);

  await page.getByRole('button', { name: b.review.bookAtCounter }).click();
  await expect(page).toHaveURL(/\/intl\/en\/payment\/status\/\d{12,24}$/);
  const tradeNo = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.goto(`/intl/en/order/${tradeNo}`);
  const order = page.getByRole('region', { name: d.title });
  await expect(order).toContainText(d.lines.us_translation_cn);
  await expect(order).toContainText(d.checkWithStore);
  await expect(order.getByRole('link', { name: 'Rent rules: the USA' })).toHaveAttribute(
    'href',
    '/intl/en/rent_rules/US',
  );
});
