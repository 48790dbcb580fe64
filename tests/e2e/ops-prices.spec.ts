import { randomUUID } from 'node:crypto';
import en from '../../messages/en.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { addAdminByCommandLine, inLanguage, ownBrowser, setUpAndEnrol } from './fixtures/ops';
import { expect, test } from './fixtures/test';

const tag = () => randomUUID().slice(0, 8);

/** 'YYYY-MM-DD', `days` from today (UTC: far enough ahead that the stores' clocks agree). */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('the back office prices page', () => {
  test.setTimeout(240_000);

  test('an admin adds a price period for a car, sees it in the list and the history, and withdraws it (axe clean)', async ({
    browser,
  }) => {
    const t = en.ops;
    const p = t.prices;
    const problems: string[] = [];
    const email = `prices-${tag()}@example.test`;
    const setup = await addAdminByCommandLine(email, 'Prices admin');
    const admin = await ownBrowser(browser, 'en-US', problems);
    await setUpAndEnrol(admin, {
      setupPath: inLanguage(setup, '/intl/en'),
      prefix: '/intl/en',
      email,
      name: 'Prices admin',
      password: 'prices pass phrase 2026',
      t,
    });

    await admin.goto('/intl/en/ops/prices?store=LAX01');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(p.title);
    expect(await axeViolations(admin)).toEqual([]);

    const form = admin.locator('[data-price-form="period"]');
    const car = await form.getByLabel(p.price, { exact: true }).inputValue();
    await form.getByLabel(p.amount, { exact: true }).fill('321');
    await form.getByLabel(p.startsOn, { exact: true }).fill(dateIn(60));
    await form.getByLabel(p.endsOn, { exact: true }).fill(dateIn(62));
    await form.getByLabel(p.reason, { exact: true }).fill('holiday week');
    await form.getByRole('button', { name: p.addPeriod }).click();
    await expect(form.getByRole('status')).toHaveText(p.savedPeriod);
    const row = admin.locator(`tr[data-price="${car}"]`);
    await expect(row).toContainText(dateIn(60));
    await expect(row).toContainText('321');
    await expect(admin.locator('tr[data-edit="add_period"]')).toContainText('holiday week');
    expect(await axeViolations(admin)).toEqual([]);

    // A period that starts in the past: the field says why, nothing is added.
    await form.getByLabel(p.amount, { exact: true }).fill('10');
    await form.getByLabel(p.startsOn, { exact: true }).fill(dateIn(-3));
    await form.getByLabel(p.endsOn, { exact: true }).fill(dateIn(1));
    await form.getByLabel(p.reason, { exact: true }).fill('too late');
    await form.getByRole('button', { name: p.addPeriod }).click();
    await expect(form.getByText(p.problems.past_date)).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);

    await row.getByRole('button', { name: p.withdraw }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByLabel(p.reason, { exact: true }).fill('typo');
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: p.withdraw }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(p.withdrawn);
    await expect(admin.locator('tr[data-edit="withdraw_period"]')).toContainText('typo');
    expect(await axeViolations(admin)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
