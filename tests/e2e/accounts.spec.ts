import { expect, test, type Page } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import { readOutbox } from '../../server/providers/messaging/outbox-files';
import { axeViolations } from './fixtures/axe';
import { OUTBOX_DIR, outboxCode } from './fixtures/outbox';

/**
 * Accounts against the real API (the production server on a fresh database): sign up by e-mail, log out, sign
 * up and log in by a code sent to a phone, reset the password and log in with the new one. Codes
 * are read back from the outbox folder the server writes to.
 */
const LANGS = { en: { prefix: '/intl/en', m: en }, th: { prefix: '/intl/th', m: th } } as const;
type Words = (typeof en)['account'];

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

async function fillAccount(page: Page, a: Words, account: { email?: string; phone?: string }) {
  if (account.email) {
    await page.getByRole('radio', { name: a.kinds.email, exact: true }).check();
    await page.getByRole('textbox', { name: a.labels.email, exact: true }).fill(account.email);
  } else {
    await page.getByRole('radio', { name: a.kinds.phone, exact: true }).check();
    await page.getByLabel(a.labels.area_code, { exact: true }).fill('86');
    await page.getByRole('textbox', { name: a.labels.phone, exact: true }).fill(account.phone!);
  }
}

/** When each address and phone last got a code: one a minute each is the rule, so a second waits. */
const lastSent = new Map<string, number>();

async function sendAndFillCode(page: Page, a: Words, account: { email?: string; phone?: string }) {
  const destination = account.email ?? account.phone!;
  const wait = (lastSent.get(destination) ?? 0) + 61_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  lastSent.set(destination, Date.now());
  // Codes are limited to one a minute per client address: each code of this test comes from its own
  // address, as it would from different people behind the proxy (which sets X-Forwarded-For).
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });
  const before = (await readOutbox(OUTBOX_DIR)).length;
  await page.getByRole('button', { name: a.sendCode, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(a.codeSent, { timeout: 20_000 });
  await expect
    .poll(async () => (await readOutbox(OUTBOX_DIR)).length, { timeout: 20_000 })
    .toBeGreaterThan(before);
  const code = await outboxCode(account.email ?? `+86${account.phone}`);
  await page.getByRole('textbox', { name: a.labels.code, exact: true }).fill(code);
}

async function logOut(page: Page, a: Words, name: string) {
  await page.getByRole('button', { name: a.menu.label.replace('{name}', name) }).click();
  await page.getByRole('button', { name: a.menu.logout, exact: true }).click();
  await expect(page.getByRole('button', { name: a.menu.label.replace('{name}', name) })).toHaveCount(0, {
    timeout: 20_000,
  });
}

for (const [lang, { prefix, m }] of Object.entries(LANGS)) {
  const a = m.account;
  test(`${lang}: sign up by e-mail, log out, log in by a phone code, reset the password`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const email = `e2e${unique()}@example.com`;
    const password = 'first pass 1';

    // Sign up by e-mail.
    await page.goto(`${prefix}/register`);
    await expect(page.getByRole('heading', { level: 1, name: a.title.register })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fillAccount(page, a, { email });
    await sendAndFillCode(page, a, { email });
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.password, { exact: true }))
      .fill(password);
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.confirm_password, { exact: true }))
      .fill('not the same');
    await page.getByRole('button', { name: a.submit.register, exact: true }).click();
    await expect(page.getByText(m.errors.password_mismatch)).toBeVisible();
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.confirm_password, { exact: true }))
      .fill(password);
    await page.getByRole('button', { name: a.submit.register, exact: true }).click();
    const menu = page.getByRole('button', { name: a.menu.label.replace('{name}', email) });
    await expect(menu).toBeVisible({ timeout: 30_000 });
    await logOut(page, a, email);

    // A phone account, then a login by a code sent to the phone.
    const phone = `139${unique()}`;
    await page.goto(`${prefix}/register`);
    await fillAccount(page, a, { phone });
    await sendAndFillCode(page, a, { phone });
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.password, { exact: true }))
      .fill(password);
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.confirm_password, { exact: true }))
      .fill(password);
    await page.getByRole('button', { name: a.submit.register, exact: true }).click();
    await logOut(page, a, `+86 ${phone}`);
    await page.goto(`${prefix}/login`);
    await page.getByRole('tab', { name: a.tabs.code }).click();
    await fillAccount(page, a, { phone });
    await sendAndFillCode(page, a, { phone });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: a.submit.code, exact: true }).click();
    await logOut(page, a, `+86 ${phone}`);

    // Reset the e-mail account's password, then log in with the new one.
    await page.goto(`${prefix}/reset_password`);
    await fillAccount(page, a, { email });
    await sendAndFillCode(page, a, { email });
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.password, { exact: true }))
      .fill('second pass 2');
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.confirm_password, { exact: true }))
      .fill('second pass 2');
    await page.getByRole('button', { name: a.submit.reset, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login$`), { timeout: 30_000 });
    await fillAccount(page, a, { email });
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.password, { exact: true }))
      .fill(password);
    await page.getByRole('button', { name: a.submit.password, exact: true }).click();
    await expect(page.getByText(m.errors.wrong_password)).toBeVisible({ timeout: 20_000 });
    await page
      .locator('input')
      .and(page.getByLabel(a.labels.password, { exact: true }))
      .fill('second pass 2');
    await page.getByRole('button', { name: a.submit.password, exact: true }).click();
    await expect(menu).toBeVisible({ timeout: 30_000 });
  });
}
