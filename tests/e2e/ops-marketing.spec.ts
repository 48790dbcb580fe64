import { randomUUID } from 'node:crypto';
import en from '../../messages/en.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { fillInUrl, fillTraveller, newPhone, signUpByPhone } from './fixtures/fill-in';
import { fillMessage } from './fixtures/messages';
import { addStaffByCommandLine, inLanguage, ownBrowser, setUpAndEnrol } from './fixtures/ops';
import { expect, test, type Page } from './fixtures/test';

const t = en.ops;
const PREFIX = '/intl/en';
const tag = () => randomUUID().slice(0, 8);

/** A marketing member, from the command line to the second factor, on a browser of their own. */
async function marketingMember(browser: Parameters<typeof ownBrowser>[0], problems: string[]) {
  const email = `marketing-${tag()}@example.test`;
  const setup = await addStaffByCommandLine(email, 'Marketing member', 'marketing');
  const page = await ownBrowser(browser, 'en-US', problems);
  await setUpAndEnrol(page, {
    setupPath: inLanguage(setup, PREFIX),
    prefix: PREFIX,
    email,
    name: 'Marketing member',
    password: 'marketing pass phrase 2026',
    t,
    readsOrders: false,
  });
  return page;
}

/** The traveller's booking of a car at LAX01 with the code, paid at the counter. */
async function bookWithCode(page: Page, code: string) {
  const b = en.booking;
  await signUpByPhone(page.request);
  await page.goto(await fillInUrl(page, PREFIX, { store: 'LAX01', days: 45 }, 'basic_protection-arrival'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.carDetail.fillIn.title);
  await page.getByLabel(b.labels.coupon_code, { exact: true }).fill(code);
  await page.getByRole('button', { name: b.coupon.apply, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(code) })).toBeVisible();
  await fillTraveller(page, en, { area: '1', number: newPhone('213') });
  await page.getByRole('checkbox', { name: b.terms.agree.replace(/<\/?link>/g, '') }).check();
  await page.getByRole('button', { name: b.form.continue }).click();
  await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();
  await page.getByRole('button', { name: b.review.bookAtCounter }).click();
  await expect(page).toHaveURL(new RegExp(`${PREFIX}/payment/status/\\d{12,24}$`), { timeout: 30_000 });
}

test.describe('the back office marketing pages', () => {
  test.setTimeout(300_000);

  test('marketing creates a coupon campaign, a traveller books with its code, and the campaign shows one use (axe clean)', async ({
    browser,
    page,
  }) => {
    const c = t.campaigns;
    const problems: string[] = [];
    const marketing = await marketingMember(browser, problems);

    await marketing.goto(`${PREFIX}/ops/marketing/coupons`);
    await expect(marketing.getByRole('heading', { level: 1 })).toHaveText(c.title);
    await expect(
      marketing.getByRole('navigation', { name: t.marketing.nav.label }).getByRole('link', {
        name: t.marketing.nav.coupons,
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(marketing)).toEqual([]);

    const code = `E2E${tag().toUpperCase()}`;
    const form = marketing.getByRole('region', { name: c.createTitle });
    // Nothing filled in: the schema's problems under their fields, nothing sent.
    await form.getByRole('button', { name: c.create }).click();
    await expect(form.getByLabel(c.code, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(marketing)).toEqual([]);

    await form.getByLabel(c.code, { exact: true }).fill(code.toLowerCase());
    await form.getByRole('radio', { name: c.kindPercent }).check();
    await form.getByLabel(c.value, { exact: true }).fill('10');
    await form.getByRole('group', { name: c.stores }).getByRole('checkbox', { name: 'LAX01' }).check();
    await form.getByLabel(c.usesTotal, { exact: true }).fill('5');
    await form.getByLabel(c.description_en, { exact: true }).fill('10% off at Los Angeles');
    await form.getByLabel(c.description_th, { exact: true }).fill('ลด 10% ที่ลอสแอนเจลิส');
    await form.getByLabel(c.description_zh, { exact: true }).fill('洛杉矶九折');
    await form.getByLabel(c.description_zh_hant, { exact: true }).fill('洛杉磯九折');
    await form.getByRole('button', { name: c.create }).click();
    await expect(form.getByRole('status')).toHaveText(fillMessage(c.created, { code }));
    const row = marketing.locator(`tr[data-campaign="${code}"]`);
    await expect(row).toContainText(c.states.running);
    await expect(row.locator('[data-uses]')).toHaveAttribute('data-uses', '0');

    // The same code again: the API's refusal shows on the code field.
    await form.getByLabel(c.code, { exact: true }).fill(code);
    await form.getByLabel(c.value, { exact: true }).fill('5');
    for (const name of ['description_en', 'description_th', 'description_zh', 'description_zh_hant'] as const)
      await form.getByLabel(c[name], { exact: true }).fill('again');
    await form.getByRole('button', { name: c.create }).click();
    await expect(form.getByText(c.problems.taken)).toBeVisible();
    await expect(form.getByLabel(c.code, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(marketing)).toEqual([]);

    // Paused and resumed: the state follows.
    await row.getByRole('button', { name: fillMessage(c.pauseLabel, { code }) }).click();
    await expect(row).toContainText(c.states.paused);
    await row.getByRole('button', { name: fillMessage(c.resumeLabel, { code }) }).click();
    await expect(row).toContainText(c.states.running);

    await bookWithCode(page, code);

    await marketing.reload();
    await expect(row.locator('[data-uses]')).toHaveAttribute('data-uses', '1');
    // en's usesOf: '{count, plural, one {# use} …} of {total}'.
    await expect(row).toContainText('1 use of 5');
    expect(await axeViolations(marketing)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
