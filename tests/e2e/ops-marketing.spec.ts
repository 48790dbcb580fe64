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
    startsAt: '/ops/marketing',
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
    await expect(form.getByLabel(c.usesPerTraveller, { exact: true })).toHaveValue('1');
    await form.getByLabel(c.usesPerTraveller, { exact: true }).fill('2');
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
    await expect(row).toContainText('2 per traveller');
    expect(await axeViolations(marketing)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the link builder's site link opens the car detail with the search filled in and its utm kept (axe clean)", async ({
    browser,
    page,
    context,
    baseURL,
  }) => {
    const l = t.links;
    const problems: string[] = [];
    const marketing = await marketingMember(browser, problems);
    await marketing.goto(`${PREFIX}/ops/marketing/links`);
    await expect(marketing.getByRole('heading', { level: 1 })).toHaveText(l.title);
    expect(await axeViolations(marketing)).toEqual([]);

    await marketing.getByLabel(l.pickup, { exact: true }).selectOption('LAX01');
    const carSelect = marketing.getByLabel(l.car, { exact: true });
    await expect(carSelect.locator('option')).not.toHaveCount(1);
    const option = carSelect.locator('option').nth(1);
    const skuId = await option.getAttribute('value');
    const carName = (await option.innerText()).trim();
    await carSelect.selectOption(skuId!);
    await marketing.getByLabel(l.utmSource, { exact: true }).fill('newsletter');
    await marketing.getByLabel(l.utmMedium, { exact: true }).fill('email');
    await marketing.getByLabel(l.utmCampaign, { exact: true }).fill('e2e_links');
    const siteLink = marketing.getByLabel(l.siteLink, { exact: true });
    await expect(siteLink).toHaveValue(/utm_campaign=e2e_links/);
    const link = await siteLink.inputValue();
    const meta = await marketing.getByLabel(l.metaLink, { exact: true }).inputValue();
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(link).pathname).toBe(`${PREFIX}/book/LAX01/${skuId}`);
    expect(new URL(meta).pathname).toBe(`${PREFIX}/meta`);
    expect(new URL(meta).searchParams.get('sku')).toBe(skuId);
    await expect(marketing.getByRole('img', { name: l.qrAlt })).toBeVisible();
    expect(await axeViolations(marketing)).toEqual([]);

    // The traveller opens it: the car's page of that search, the utm kept for the booking.
    await page.goto(link);
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(carName);
    const trip = page.getByRole('region', { name: en.carDetail.trip.title });
    await expect(trip.getByRole('link', { name: en.carDetail.trip.changeCar })).toHaveAttribute(
      'href',
      new RegExp(
        `^${PREFIX}/book/LAX01\\?pickup=LAX01&.*utm_source=newsletter&utm_medium=email&utm_campaign=e2e_links`,
      ),
    );
    // proxy.ts kept the campaign in the cookie that the booking records on its order (orders.utm).
    const cookies = await context.cookies();
    expect(JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'utm')!.value))).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'e2e_links',
    });
    expect(problems).toEqual([]);
  });

  test('marketing creates a banner, schedules it, then edits it (axe clean)', async ({ browser }) => {
    const m = t.bannersAdmin;
    const problems: string[] = [];
    const marketing = await marketingMember(browser, problems);
    await marketing.goto(`${PREFIX}/ops/marketing/banners`);
    await expect(marketing.getByRole('heading', { level: 1 })).toHaveText(m.title);
    expect(await axeViolations(marketing)).toEqual([]);

    const code = `e2e_${tag()}`;
    const form = marketing.getByRole('region', { name: m.createTitle });
    await form.getByLabel(m.code, { exact: true }).fill(code);
    const titles = form.getByRole('group', { name: m.titles });
    const images = form.getByRole('group', { name: m.images });
    for (const lang of ['en', 'th', 'zh', 'zh_hant'] as const) {
      await titles.getByLabel(m.languages[lang], { exact: true }).fill(`Spring ${lang}`);
      await images.getByLabel(m.languages[lang], { exact: true }).fill('/banners/roadtrip.svg');
    }
    await form.getByLabel(m.link, { exact: true }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: m.create }).click();
    await expect(form.getByLabel(m.link, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(m.link, { exact: true }).fill('/book/LAX01');
    await form.getByRole('group', { name: m.stores }).getByRole('checkbox', { name: 'LAX01' }).check();
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(m.startsAt, { exact: true }).fill(later(10));
    await form.getByLabel(m.endsAt, { exact: true }).fill(later(20));
    await form.getByRole('button', { name: m.create }).click();
    await expect(
      marketing.getByRole('status').filter({ hasText: fillMessage(m.created, { code }) }),
    ).toBeVisible();
    const row = marketing.locator(`tr[data-banner="${code}"]`);
    await expect(row).toContainText(m.states.scheduled);
    expect(await axeViolations(marketing)).toEqual([]);

    await row.getByRole('button', { name: fillMessage(m.editLabel, { code }) }).click();
    const edit = marketing.getByRole('region', { name: fillMessage(m.editTitle, { code }) });
    await edit.getByLabel(m.startsAt, { exact: true }).fill(later(-1));
    await edit.getByRole('radio', { name: m.off, exact: true }).check();
    await edit.getByRole('button', { name: m.save }).click();
    await expect(
      marketing.getByRole('status').filter({ hasText: fillMessage(m.saved, { code }) }),
    ).toBeVisible();
    await expect(row).toContainText(m.states.off);
    expect(await axeViolations(marketing)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
