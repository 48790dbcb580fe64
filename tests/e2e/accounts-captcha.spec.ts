import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import { openPglite } from '../../server/db/client';
import { featureFlags } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { solveChallenge } from 'altcha-lib/v1';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures/test';
import { newClientAddress, signUp } from './fixtures/accounts';
import { apiData } from './fixtures/api';
import { axeViolations } from './fixtures/axe';
import { fillInUrl, newPhone } from './fixtures/fill-in';
import { outboxCode } from './fixtures/outbox';

/**
 * The account pieces on top of the API: the slide captcha with the flag forced (its fail-and-retry
 * state and its report), the login dialog, and the saved-people page, in English and Thai.
 *
 * The suite's server runs on a fresh seeded database whose slide-captcha flag is off. The flag is
 * an operator's row (feature_flags; the seed never overrides it): the forced tests get a second
 * production server (npm start) of the same build on a database prepared the way an operator would, migrated,
 * seeded, and the row switched on, before the server starts. No seam in the site's code.
 */
const LANGS = { en: { prefix: '/intl/en', m: en }, th: { prefix: '/intl/th', m: th } } as const;
type Messages = typeof en;

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

/** A new e-mail account, signed up through the API (its own client: the page stays a guest). */
async function newEmailAccount(request: APIRequestContext, password: string): Promise<string> {
  const email = `captcha${unique()}@example.com`;
  await signUp(request, { kind: 'email', email }, password);
  return email;
}

async function passwordLogin(scope: Page | Locator, a: Messages['account'], email: string, password: string) {
  await scope.getByRole('textbox', { name: a.labels.email, exact: true }).fill(email);
  await scope
    .locator('input')
    .and(scope.getByLabel(a.labels.password, { exact: true }))
    .fill(password);
  await scope.getByRole('button', { name: a.submit.password, exact: true }).click();
}

for (const [lang, { prefix, m }] of Object.entries(LANGS)) {
  const a = m.account;
  const t = a.travellers;

  test(`${lang}: log in through the header's dialog, then edit and delete saved people`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const password = 'dialog pass 1';
    const email = await newEmailAccount(request, password);

    await page.goto(prefix);
    const opener = page.getByRole('button', { name: m.header.login });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: m.modals.login.title });
    await expect(dialog.getByRole('tab', { name: a.tabs.password })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('link', { name: a.links.register })).toBeVisible();
    await expect(dialog.getByRole('link', { name: a.links.reset })).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    // Escape closes it and the focus goes back to the header's button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await passwordLogin(dialog, a, email, 'not the password');
    await expect(dialog.getByText(m.errors.wrong_password)).toBeVisible({ timeout: 20_000 });
    await passwordLogin(dialog, a, email, password);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    // The header is rendered again for the user, on the same page, and its menu takes the focus.
    const menu = page.getByRole('button', { name: a.menu.label.replace('{name}', email) });
    await expect(menu).toBeFocused({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${prefix}$`));

    // Saved people (the booking saves them; here through the API, as the same logged-in browser).
    const api = page.request;
    const driver = await apiData<{ driver_id: number }>(
      api.post('/api/v1_1/user/drivers', {
        form: {
          given_name: 'Somchai',
          sur_name: 'Jaidee',
          birthday: '1988-04-12',
          driver_license_type: 'th',
        },
      }),
    );
    await apiData(
      api.post('/api/v1_1/user/contacts', {
        form: {
          gender: 'female',
          name: 'Mali Srisuk',
          contact_area_code: '66',
          contact_phone: '812345678',
          email: 'mali@example.com',
        },
      }),
    );

    await menu.click();
    await page.getByRole('link', { name: a.menu.travellers }).click();
    await expect(page.getByRole('heading', { level: 1, name: a.title.travellers })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 3, name: 'Somchai Jaidee' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Mali Srisuk' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Edit the driver: a bad name is refused on the field, a good one is saved.
    await page.getByRole('button', { name: t.editLabel.replace('{name}', 'Somchai Jaidee') }).click();
    const given = page.getByRole('textbox', { name: m.booking.labels.given_name });
    await given.fill('สมชาย');
    await page.getByRole('button', { name: t.save }).click();
    await expect(given).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await given.fill('Somsak');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t.saved.replace('{name}', 'Somsak Jaidee'),
    );
    await expect(
      page.getByRole('button', { name: t.editLabel.replace('{name}', 'Somsak Jaidee') }),
    ).toBeFocused();

    // Delete the contact, after the question (cancel first: nothing goes).
    const deleteContact = page.getByRole('button', { name: t.deleteLabel.replace('{name}', 'Mali Srisuk') });
    await deleteContact.click();
    await expect(page.getByText(t.confirmDelete.replace('{name}', 'Mali Srisuk'))).toBeFocused();
    await page.getByRole('button', { name: t.cancel }).click();
    await expect(deleteContact).toBeFocused();
    await deleteContact.click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t.deleted.replace('{name}', 'Mali Srisuk'),
    );
    await expect(page.getByText(t.noContacts)).toBeVisible();

    // Kept by the API: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Somsak Jaidee' })).toBeVisible();
    await expect(page.getByText(t.noContacts)).toBeVisible();
    const drivers = await apiData<{ list: { driver_id: number; given_name: string }[] }>(
      api.get('/api/v1_1/user/drivers'),
    );
    expect(drivers.list).toEqual([
      expect.objectContaining({ driver_id: driver.driver_id, given_name: 'Somsak' }),
    ]);
  });

  test(`${lang}: the saved-people page sends a guest to log in, and back`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const password = 'return pass 1';
    const email = await newEmailAccount(request, password);
    await page.goto(`${prefix}/user/travellers`);
    await expect(page).toHaveURL(`${prefix}/login?return_to=%2Fuser%2Ftravellers`);
    expect(await axeViolations(page)).toEqual([]);
    await passwordLogin(page, a, email, password);
    await expect(page).toHaveURL(`${prefix}/user/travellers`, { timeout: 30_000 });
    await expect(page.getByText(t.noDrivers)).toBeVisible();
  });
}

/* ---------- the slide-captcha flag forced: a second server of the same build ---------- */

const FORCED_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const FORCED_URL = `http://127.0.0.1:${FORCED_PORT}`;
const FORCED_DATA = `.data/e2e-captcha-${process.pid}`;
const FORCED_OUTBOX = `.data/e2e-captcha-outbox-${process.pid}`;

test.describe('the slide captcha, its flag forced', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: FORCED_URL });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await rm(FORCED_DATA, { recursive: true, force: true });
    // As an operator would: migrate, seed, and switch the flag's row on (active and forced).
    const handle = await openPglite(path.resolve(FORCED_DATA));
    try {
      await handle.migrate();
      await seed(handle.db);
      await handle.db
        .update(featureFlags)
        .set({ active: true, isForce: true })
        .where(eq(featureFlags.key, 'slide_captcha'));
    } finally {
      await handle.close();
    }
    server = spawn(process.execPath, ['--import', 'tsx', 'server/process/start.ts'], {
      env: {
        ...process.env,
        PORT: String(FORCED_PORT),
        HOST: '127.0.0.1',
        SITE_URL: FORCED_URL,
        PGLITE_DIR: FORCED_DATA,
        OUTBOX_DIR: FORCED_OUTBOX,
        NODE_ENV: 'production',
        TRUSTED_PROXIES: '127.0.0.1,::1',
      },
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(
        async () => {
          try {
            const answer = await fetch(`${FORCED_URL}/api/v1_1/common/get_global_config`);
            return ((await answer.json()) as { data: { slide_captcha: unknown } }).data.slide_captcha;
          } catch {
            return null;
          }
        },
        { timeout: 180_000, intervals: [1_000] },
      )
      .toEqual({ active: true, is_force: true });
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await rm(FORCED_DATA, { recursive: true, force: true });
    await rm(FORCED_OUTBOX, { recursive: true, force: true });
  });

  test('the API refuses a code without a solved captcha, and a solution used twice', async ({ request }) => {
    const sendCode = (captcha?: string) =>
      request.post('/api/v1_1/user/send_code', {
        form: {
          kind: 'email',
          email: `bare${unique()}@example.com`,
          purpose: 'register',
          ...(captcha ? { captcha } : {}),
        },
        headers: { 'x-forwarded-for': newClientAddress() },
      });
    const refusedCode = async (answer: ReturnType<typeof sendCode>) => {
      const response = await answer;
      expect(response.status()).toBe(403);
      return ((await response.json()) as { code: number }).code;
    };
    expect(await refusedCode(sendCode())).toBe(1025);

    const challenge = await apiData<{
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    }>(request.get('/api/v1_1/captcha/challenge'));
    const found = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    const { maxnumber: _max, ...fields } = challenge;
    const solution = Buffer.from(JSON.stringify({ ...fields, number: found!.number })).toString('base64');
    await apiData(sendCode(solution));
    expect(await refusedCode(sendCode(solution))).toBe(1025);
  });

  test('en: the booking form asks for the captcha before it texts a code to the contact phone', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const b = en.booking;
    const c = en.account.captcha;
    const phone = newPhone('139');
    await page.goto(
      await fillInUrl(page, '/intl/en', { store: 'LAX01', days: 21 }, 'basic_protection-arrival'),
    );
    await page.getByLabel(b.labels.contact_area_code, { exact: true }).fill('86');
    await page.getByLabel(b.labels.contact_phone, { exact: true }).fill(phone);
    const security = page.getByRole('group', { name: c.title });
    const slider = security.getByRole('slider', { name: c.label });
    await expect(slider).not.toHaveAttribute('aria-disabled', 'true', { timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: b.phone.send, exact: true }).click();
    await expect(page.getByText(en.errors.captcha_required)).toBeVisible();

    await slider.focus();
    await page.keyboard.press('End');
    await expect(security.getByRole('status')).toHaveText(c.solved, { timeout: 30_000 });
    await page.getByRole('button', { name: b.phone.send, exact: true }).click();
    const code = await outboxCode(`+86${phone}`, FORCED_OUTBOX);
    await page.getByLabel(b.phone.codeLabel).fill(code);
    await page.getByRole('button', { name: b.phone.verify, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: b.phone.verified })).toBeVisible({
      timeout: 30_000,
    });
  });

  for (const [lang, { prefix, m }] of Object.entries(LANGS)) {
    const a = m.account;
    const c = a.captcha;

    test(`${lang}: sign up with the captcha: it fails to load, is reported, retried, slid and solved`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = `slide${unique()}@example.com`;
      // The first challenge does not arrive (as a network failure would); the next ones do.
      let blocked = 0;
      await page.route('**/api/v1_1/captcha/challenge**', async (route) => {
        if (blocked++ === 0) return route.abort('connectionfailed');
        return route.continue();
      });
      const report = page.waitForRequest(
        (req) => req.url().includes('/api/v1_1/captcha/report') && req.method() === 'POST',
      );

      await page.goto(`${prefix}/register`);
      await page.getByRole('textbox', { name: a.labels.email, exact: true }).fill(email);
      const security = page.getByRole('group', { name: c.title });
      await expect(security.getByRole('alert')).toHaveText(c.failed, { timeout: 30_000 });
      const sent = new URLSearchParams((await report).postData() ?? '');
      expect(sent.get('error_code')).toBe('508');
      expect(sent.get('platform_type')).toBe('pc');
      expect(sent.get('url')).toBe(`${FORCED_URL}${prefix}/register`);
      expect(Number(sent.get('time'))).toBeGreaterThan(Date.now() - 120_000);
      expect(await axeViolations(page)).toEqual([]);

      // Without a solved captcha the form does not send a code.
      await page.getByRole('button', { name: a.sendCode, exact: true }).click();
      await expect(page.getByText(m.errors.captcha_required)).toBeVisible();

      await security.getByRole('button', { name: c.retry }).click();
      const slider = security.getByRole('slider', { name: c.label });
      await expect(slider).not.toHaveAttribute('aria-disabled', 'true', { timeout: 30_000 });
      await expect(security.getByRole('status')).toHaveText(c.instructions);
      expect(await axeViolations(page)).toEqual([]);
      // By keyboard: a few steps, then the end.
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuenow', '10');
      await page.keyboard.press('End');
      await expect(security.getByRole('status')).toHaveText(c.solved, { timeout: 30_000 });

      await page.getByRole('button', { name: a.sendCode, exact: true }).click();
      await expect(page.getByText(a.codeSent)).toBeVisible({ timeout: 30_000 });
      const code = await outboxCode(email, FORCED_OUTBOX);
      // The solution was spent: a new challenge is ready for another code.
      await expect(security.getByRole('status')).toHaveText(c.instructions, { timeout: 30_000 });

      await page.getByRole('textbox', { name: a.labels.code, exact: true }).fill(code);
      await page
        .locator('input')
        .and(page.getByLabel(a.labels.password, { exact: true }))
        .fill('slide pass 1');
      await page
        .locator('input')
        .and(page.getByLabel(a.labels.confirm_password, { exact: true }))
        .fill('slide pass 1');
      await page.getByRole('button', { name: a.submit.register, exact: true }).click();
      await expect(page.getByRole('button', { name: a.menu.label.replace('{name}', email) })).toBeVisible({
        timeout: 30_000,
      });
    });
  }
});
