import { expect, test, type Page } from './fixtures/test';
import { rentInfoQueryString, type RentInfo } from '../../lib/rent-info/codec';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { fillMessage } from './fixtures/messages';

/** A search next week at LAX01 (pick-up in 7 days, back 4 days later, 10:00), as the site links it. */
function nextWeekQuery(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const info: RentInfo = {
    pickup_location: 'LAX01',
    drop_off_location: 'LAX01',
    pickup_date_time: `${day(7)} 10:00`,
    drop_off_date_time: `${day(11)} 10:00`,
    driver_age: '25-75',
  };
  return rentInfoQueryString(info);
}

/** The bill's total (payment and store currency) of the price breakdown on a step page. */
async function billTotal(page: Page, messages: typeof en): Promise<string> {
  const t = messages.carDetail.charges;
  const bill = page.getByRole('table', { name: t.title, exact: true });
  const total = bill.getByRole('row', { name: new RegExp(`^${t.total}`) });
  await expect(total).toBeVisible();
  return (await total.getByRole('cell').innerText()).replace(/\s+/g, ' ').trim();
}

const LANGS = [
  { prefix: '/intl/en', messages: en, locale: 'en-US', sign: 'US$' },
  { prefix: '/cn/zh', messages: zh, locale: 'zh-CN', sign: '¥' },
] as const;

for (const { prefix, messages, locale, sign } of LANGS) {
  const t = messages.carDetail;

  test.describe(`the booking flow in ${prefix}`, () => {
    test.use({ locale });

    test('car list → car detail → full protection, pay online → fill-in step at the same price', async ({
      page,
    }) => {
      const query = nextWeekQuery();
      await page.goto(`${prefix}/book/LAX01?${query}`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      await cards.first().getByRole('link', { name: messages.carList.choose, exact: true }).click();

      // The car detail: the four tiers side by side, pay online first.
      await expect(page).toHaveURL(new RegExp(`${prefix}/book/LAX01/\\d+\\?pickup=LAX01&from=`));
      const comparison = page.getByRole('table', {
        name: fillMessage(t.comparison.caption, { payMode: t.payModes.full_prepaid }),
      });
      await expect(comparison).toBeVisible();
      await expect(comparison.locator(':scope > thead th')).toHaveText([
        t.tiers.basic_service,
        t.tiers.basic_protection,
        t.tiers.full_protection,
        t.tiers.super_protection,
      ]);
      await expect(page.getByRole('radio', { name: t.payModes.full_prepaid })).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
      // The total row of the comparison (second row), full protection's column (third).
      const comparedTotal = (
        await comparison
          .locator(':scope > tbody')
          .first()
          .locator(':scope > tr')
          .nth(1)
          .locator(':scope > td')
          .nth(2)
          .innerText()
      )
        .replace(/\s+/g, ' ')
        .trim();
      expect(comparedTotal).toContain(sign);
      await expect(
        page.getByRole('link', {
          name: fillMessage(t.comparison.planDetailsLabel, { package: t.tiers.full_protection }),
        }),
        // With the car and the search: the article states this car's mileage and leads back here.
      ).toHaveAttribute(
        'href',
        new RegExp(
          `^${prefix}/plan_info/full_protection&LAX01-FULL-PREPAID\\?pickup=LAX01&.*&sku=\\d+&from_page=detail$`,
        ),
      );

      await page
        .getByRole('link', {
          name: fillMessage(t.comparison.chooseLabel, {
            package: `${t.tiers.full_protection} · ${t.payModes.full_prepaid}`,
          }),
        })
        .click();

      // The plan page: the chosen package and its bill.
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/book/LAX01/\\d+/full_protection-full_prepaid\\?pickup=LAX01`),
      );
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(t.tiers.full_protection) }),
      ).toBeVisible();
      const planTotal = await billTotal(page, messages);
      expect(planTotal).toContain(sign);
      expect(planTotal).toBe(comparedTotal);
      expect(await axeViolations(page)).toEqual([]);
      // Choosing the package wrote it into the tab's booking draft.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('rentcar.tab')))
        .toContain('"packageCode":"LAX01-FULL-PREPAID"');
      const tab = JSON.parse((await page.evaluate(() => sessionStorage.getItem('rentcar.tab')))!);
      expect(tab.state.bookingDraft).toMatchObject({
        packageIndex: 4,
        insuranceType: 'full_protection',
        packageCode: 'LAX01-FULL-PREPAID',
        payMode: 'full_prepaid',
        paymentVersion: 1,
      });
      expect(tab.state.bookingDraft.insuranceId).toEqual(expect.any(Number));

      await page.getByRole('link', { name: t.summary.continue }).click();

      // The fill-in step: the same car and package; the booking form, its live bill at the plan's
      // total until something is added (tests/e2e/booking-fill-in.spec.ts books from here).
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/book/LAX01/\\d+/full_protection-full_prepaid/booking\\?pickup=LAX01`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.fillIn.title);
      await expect(page.getByRole('navigation', { name: messages.booking.steps.label })).toContainText(
        messages.booking.steps.extras,
      );
      // The package panel keeps no price table of its own: the live bill beside the form is the one.
      await expect(page.getByRole('table', { name: t.charges.title, exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t.fillIn.store })).toBeVisible();
      const booking = page.getByRole('region', { name: t.fillIn.formTitle });
      await expect(booking.getByRole('form', { name: messages.booking.form.label })).toBeVisible();
      const liveTotal = (
        await page
          .getByRole('table', { name: new RegExp(`^${messages.booking.bill.title}`) })
          .getByRole('row', { name: new RegExp(`^${messages.booking.bill.total}`) })
          .getByRole('cell')
          .innerText()
      )
        .replace(/\s+/g, ' ')
        .trim();
      expect(liveTotal).toBe(planTotal);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('a car that cannot be booked', () => {
  test('an unknown sku says the car is sold out, then returns to the car list after 15 seconds', async ({
    page,
  }) => {
    const query = nextWeekQuery();
    await page.clock.install();
    await page.goto(`/intl/en/book/LAX01/999999?${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.booking.sold_out);
    await expect(page.getByRole('timer')).toHaveText(
      en.errors.booking.sold_out_redirect.replace(/\{seconds.*\}\./, '15 seconds.'),
    );
    await expect(page.getByRole('link', { name: en.carDetail.soldOut.goNow })).toHaveAttribute(
      'href',
      `/intl/en/book/LAX01?${query}`,
    );

    // Once the page is interactive the countdown ticks; then the rest of the 15 seconds pass at once.
    const timer = page.getByRole('timer');
    await expect(async () => {
      await page.clock.fastForward(1_000);
      await expect(timer).not.toHaveText(/\b15\b/, { timeout: 500 });
    }).toPass();
    await page.clock.fastForward(15_000);
    await expect(page).toHaveURL(`/intl/en/book/LAX01?${query}`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('a package the car does not have reads the same, and an unknown channel is not found', async ({
    page,
  }) => {
    const query = nextWeekQuery();
    await page.goto(`/intl/en/book/LAX01/1/gold_protection-full_prepaid?${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.booking.sold_out);
    await page.goto(`/intl/en/book/LAX01/abc?${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.booking.sold_out);

    const response = await page.goto(`/intl/en/book/LAX01/1/full_protection-full_prepaid/partner?${query}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(en.errors.page.not_found).first()).toBeVisible();
  });
});

test.describe('an old search', () => {
  test('prices older than 30 minutes ask for a new search', async ({ page }) => {
    await page.clock.install();
    await page.goto(`/intl/en/book/LAX01/1?${nextWeekQuery()}`);
    await expect(page.getByRole('table', { name: /^Packages compared/ })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: en.carDetail.expired.message })).toHaveCount(0);
    await page.clock.fastForward('31:00');
    const alert = page.getByRole('alert').filter({ hasText: en.carDetail.expired.message });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: en.carDetail.expired.refresh })).toBeEnabled();
  });
});

test.describe('what search engines are told', () => {
  test('a car detail is indexed under its address without the search; its plan step is not indexed', async ({
    request,
  }) => {
    const query = nextWeekQuery();
    const head = async (path: string) => {
      const html = await (await request.get(path)).text();
      return {
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
        robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
      };
    };
    const detail = await head(`/intl/en/book/LAX01/1?${query}`);
    expect(detail.robots).toBeUndefined();
    expect(new URL(detail.canonical!).pathname + new URL(detail.canonical!).search).toBe(
      '/intl/en/book/LAX01/1',
    );
    const plan = await head(`/intl/en/book/LAX01/1/basic_service-full_prepaid?${query}`);
    expect(plan.robots).toBe('noindex, nofollow');
  });
});
