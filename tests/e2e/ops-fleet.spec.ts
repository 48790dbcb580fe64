import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import en from '../../messages/en.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { dataDirOfServer, inLanguage, ownBrowser, setUpAndEnrol } from './fixtures/ops';
import { expect, test } from './fixtures/test';

const run = promisify(execFile);

/** A store role covering LAX01, made with the ops command beside the running server: its set-up path. */
async function addStoreStaff(email: string, name: string) {
  const done = await run(
    'npm',
    [
      'run',
      '--silent',
      'ops',
      '--',
      'staff',
      'add',
      '--email',
      email,
      '--role',
      'store',
      '--store',
      'LAX01',
      '--name',
      name,
    ],
    {
      env: { ...process.env, PGLITE_DIR: await dataDirOfServer(), DATABASE_URL: '', OPERATOR: 'e2e-setup' },
      timeout: 240_000,
    },
  );
  const link = /(https?:\/\/\S+\/ops\/setup\?token=\S+)/.exec(done.stdout)?.[1];
  if (!link) throw new Error(`no set-up link in: ${done.stdout}\n${done.stderr}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** 'YYYY-MM-DDTHH:mm' (a datetime-local field's value), `days` from today at 10:00. */
const dayIn = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

test.describe('the back office fleet page', () => {
  test.setTimeout(240_000);

  test('a store user blocks a unit for maintenance, sees it listed, then unblocks it (axe clean)', async ({
    browser,
  }) => {
    const t = en.ops;
    const f = t.fleet;
    const problems: string[] = [];
    const email = `fleet-${randomUUID().slice(0, 8)}@example.test`;
    const setup = await addStoreStaff(email, 'Fleet keeper');
    const page = await ownBrowser(browser, 'en-US', problems);
    await setUpAndEnrol(page, {
      setupPath: inLanguage(setup, '/intl/en'),
      prefix: '/intl/en',
      email,
      name: 'Fleet keeper',
      password: 'fleet pass phrase 2026',
      t,
    });

    await page.getByRole('link', { name: t.header.fleet }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.title);
    // A store role picks among its own stores only.
    await expect(page.getByLabel(f.store, { exact: true }).locator('option')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    const form = page.locator('[data-fleet-form="block"]');
    const unitChoice = form.getByLabel(f.unit, { exact: true });
    const plate = (await unitChoice.locator('option:checked').innerText()).split(' · ')[0]!;
    // Bad input first: the end before the start is named under its field, nothing is written.
    await form.getByLabel(f.from, { exact: true }).fill(dayIn(201));
    await form.getByLabel(f.to, { exact: true }).fill(dayIn(200));
    await form.getByLabel(f.reason, { exact: true }).fill('brake check');
    await form.getByRole('button', { name: f.submit.block }).click();
    await expect(form.getByText(f.problems.ends_before_start)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel(f.from, { exact: true }).fill(dayIn(200));
    await form.getByLabel(f.to, { exact: true }).fill(dayIn(201));
    await form.getByLabel(f.reason, { exact: true }).fill('brake check');
    await form.getByRole('button', { name: f.submit.block }).click();
    await expect(form.getByRole('status')).toHaveText(f.done.block);
    const row = page.locator(`tr[data-unit="${plate}"]`);
    await expect(row.locator('[data-hold="block"]')).toContainText('brake check');
    await expect(row.locator('[data-hold="block"]')).toContainText(dayIn(200).replace('T', ' '));
    expect(await axeViolations(page)).toEqual([]);

    // The same period again clashes with that block: refused, and the block is named.
    await form.getByLabel(f.from, { exact: true }).fill(dayIn(200));
    await form.getByLabel(f.to, { exact: true }).fill(dayIn(201));
    await form.getByLabel(f.reason, { exact: true }).fill('again');
    await form.getByRole('button', { name: f.submit.block }).click();
    await expect(form.locator('[data-fleet-clashes]')).toContainText('brake check');
    await expect(row.locator('[data-hold="block"]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: f.unblock }).click();
    // The block is gone; other tests' bookings may hold the same unit, so only the block is checked.
    await expect(row.locator('[data-hold="block"]')).toHaveCount(0);
    await expect(row).not.toContainText('brake check');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
