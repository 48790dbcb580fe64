import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test';
import { rentInfoQueryString, type RentInfo } from '../../lib/rent-info/codec';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { readOutbox } from '../../server/providers/messaging/outbox-files';

/**
 * The fill-in and review-and-book steps against the real API (next start on a fresh database):
 * a guest books from the form to the page after booking. SMS codes are read back from the outbox
 * folder the server writes to (playwright.config.ts gives each run its own).
 */

const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR!;

type Search = { store: string; age?: RentInfo['driver_age']; days?: number };

/** A search two weeks ahead, four days long, 10:00 on the store's clock. */
function searchOf({ store, age = '25-75', days = 14 }: Search): RentInfo {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    pickup_location: store,
    drop_off_location: store,
    pickup_date_time: `${day(days)} 10:00`,
    drop_off_date_time: `${day(days + 4)} 10:00`,
    driver_age: age,
  };
}

/** The fill-in page of the cheapest car of a search, for one package. */
async function fillInUrl(page: Page, prefix: string, search: Search, pack: string): Promise<string> {
  const info = searchOf(search);
  const list = await page.request.get(
    `/api/v1_1/car/get_car_list?${new URLSearchParams({ ...info, driver_age: info.driver_age })}`,
  );
  const body = (await list.json()) as { data: { list: { sku_id: number }[] } };
  const sku = body.data.list[0]!.sku_id;
  return `${prefix}/book/${search.store}/${sku}/${pack}/booking?${rentInfoQueryString(info)}`;
}

/** A phone number no other test of this run uses (codes are limited per phone). */
const newPhone = (prefix: string) =>
  `${prefix}${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;

/** The code of the newest SMS to this phone, read back from the server's outbox folder. */
async function smsCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sms = (await readOutbox(OUTBOX_DIR)).filter(
          (entry) => entry.channel === 'sms' && entry.to === to,
        );
        code = /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return code!;
}

/** Axe's WCAG 2.1 AA and best-practice rules, as tests/e2e/a11y.spec.ts runs them. */
async function axeViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
}

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

type Messages = typeof en;

/** The main driver (30 on the pick-up date: the default 25-75 band) and the contact, phone verified. */
async function fillTraveller(page: Page, t: Messages, phone: { area: string; number: string }) {
  const b = t.booking;
  const driver = page.getByRole('region', { name: b.drivers.main });
  await driver.getByLabel(b.labels.given_name).fill('Wei');
  await driver.getByLabel(b.labels.sur_name).fill('Zhang');
  await driver.getByLabel(b.labels.birthday).fill(`${new Date().getUTCFullYear() - 30}-01-15`);
  await driver.getByLabel(b.labels.driver_license_type).selectOption('cn');
  await page.getByRole('radio', { name: b.contact.titles.female }).check();
  await page.getByLabel(b.labels.name, { exact: true }).fill('张伟');
  await page.getByLabel(b.labels.contact_area_code, { exact: true }).fill(phone.area);
  await page.getByLabel(b.labels.contact_phone, { exact: true }).fill(phone.number);
  await page.getByLabel(b.labels.email, { exact: true }).fill('zhang.wei@example.com');
  await page.getByRole('button', { name: b.phone.send }).click();
  const code = await smsCode(`+${phone.area}${phone.number}`);
  await page.getByLabel(b.phone.codeLabel).fill(code);
  await page.getByRole('button', { name: b.phone.verify, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: b.phone.verified })).toBeVisible();
}

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
        .filter({ hasText: fill(t.errors.form.enter_correct, { field: b.fields.email }) }),
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
      page.getByRole('alert').filter({ hasText: fill(zh.errors.form.enter, { field: b.fields.given_name }) }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: fill(zh.errors.form.choose, { field: b.fields.driver_license_type }) }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: zh.errors.form.agree_terms })).toBeVisible();
    // The age rule, in Chinese: 19 at LAX01, which takes drivers aged 21-75.
    const birthday = page.getByRole('region', { name: b.drivers.main }).getByLabel(b.labels.birthday);
    await birthday.fill(`${new Date().getUTCFullYear() - 19}-01-15`);
    await birthday.blur();
    await expect(
      page.getByRole('alert').filter({ hasText: fill(zh.errors.form.driver_age, { min: 21, max: 75 }) }),
    ).toBeVisible();
  });
});
