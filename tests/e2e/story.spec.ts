/**
 * Issue 17: one honest, consistent story from search to choice. Each finding of the issue has its
 * test here, in at least two languages where words are involved, and a traveller's pass through
 * list → detail → plan in four languages on desktop and phone checks that no two pages disagree
 * about the same car, package, fee or time.
 */
import { createTranslator } from 'next-intl';
import { expect, test, type Locator, type Page } from './fixtures/test';
import { actUntilUrl } from './fixtures/act';
import { formatMoney } from '../../lib/i18n/format';
import type { Lang } from '../../lib/i18n/locales';
import { LINE_NAMES } from '../../server/domain/pricing/line-names';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;
const PREFIX: Record<Lang, string> = {
  en: '/intl/en',
  th: '/intl/th',
  zh: '/cn/zh',
  'zh-hant': '/cn/zh-hant',
};
const LOCALE: Record<Lang, string> = { en: 'en-US', th: 'th-TH', zh: 'zh-CN', 'zh-hant': 'zh-HK' };
const translator = (lang: Lang) => createTranslator({ locale: lang, messages: MESSAGES[lang] });

/** Tests in a browser that speaks the page's language (the China site asks an English browser to switch). */
function inLanguage(lang: Lang, tests: () => void) {
  test.describe(lang, () => {
    test.use({ locale: LOCALE[lang] });
    tests();
  });
}

/** 'YYYY-MM-DD' so many days from today (every store is within a day of UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
/** The first amount of a price's text: '≈ ¥214.90 (US$30.19)' → 214.9. */
const amountOf = (value: string) => Number(/[\d,]+(?:\.\d+)?/.exec(value)![0].replace(/,/g, ''));
/** Every amount of a price's text, the payment figure first: '≈ US$29.38 (฿990.00)' → [29.38, 990]. */
const amountsOf = (value: string) =>
  [...value.matchAll(/[\d,]+(?:\.\d+)?/g)].map(([figure]) => Number(figure.replace(/,/g, '')));
const main = (page: Page) => page.getByRole('main');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card's daily payment figure alone, '≈ ' before it when it is an average. */
const cardPaymentDaily = (card: Locator) =>
  text(card.locator('[data-price="daily"] > :nth-child(2) > :first-child'));
/** A card's daily or total price (the amount, without its label: '5天总价' holds a number too). */
const cardPrice = (card: Locator, which: 'daily' | 'total') =>
  text(card.locator(`[data-price="${which}"] > :nth-child(2)`));
const cards = (page: Page) => main(page).getByRole('article');

/** A one-way search for a 22-year-old, picked up at 05:00 (LAX opens at 06:00): every fee at once. */
const FEE_SEARCH = `pickup=LAX01&dropoff=SFO01&from=${day(9)}T05:00&to=${day(13)}T10:00&age=22`;
const feeCodes = (scope: Locator, group: 'included' | 'later') =>
  scope
    .locator(`[data-fee-group="${group}"] [data-fee]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-fee')));

function comparison(page: Page, lang: Lang, payMode: 'full_prepaid' | 'arrival' = 'full_prepaid') {
  const t = translator(lang);
  return page.getByRole('table', {
    name: t('carDetail.comparison.caption', { payMode: t(`carDetail.payModes.${payMode}`) }),
  });
}

/**
 * The text of a comparison row's cells, one per tier (hidden tiers too, on a phone): by its header,
 * or by its place among the price rows (0 per day, 1 total, 2 pay now, 3 at the counter).
 */
async function rowCells(table: Locator, header: string | RegExp | number): Promise<string[]> {
  const which =
    typeof header === 'number'
      ? { index: header }
      : typeof header === 'string'
        ? { name: header }
        : { pattern: header.source, flags: header.flags };
  const cells = await table.evaluate((element, which) => {
    const bodies = [...element.querySelectorAll(':scope > tbody')];
    const rows =
      'index' in which
        ? [bodies[0]?.querySelectorAll(':scope > tr')[which.index!]]
        : bodies
            .flatMap((body) => [...body.querySelectorAll(':scope > tr')])
            .filter((row) => {
              const header = (row.querySelector(':scope > th')?.textContent ?? '')
                .replace(/\s+/g, ' ')
                .trim();
              return 'name' in which
                ? header === which.name
                : new RegExp(which.pattern!, which.flags).test(header);
            });
    const row = rows[0];
    return row
      ? [...row.querySelectorAll(':scope > td')].map((cell) =>
          (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
        )
      : null;
  }, which);
  expect(cells, `the comparison's row ${String(header)}`).not.toBeNull();
  return cells!;
}

/** What cancelling Basic service prepaid costs, as every page says it. */
const notFreeText = (lang: Lang) => {
  const t = translator(lang);
  return t('booking.cancellation.summary.notFree', { fee: t('booking.cancellation.fees.days', { days: 1 }) });
};

/** A card's make and model, without its 'or similar'. */
const carNameOf = (card: Locator) =>
  card.getByRole('heading', { level: 2 }).evaluate((heading) =>
    [...heading.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim(),
  );

test.describe('the cancellation terms come from the package, and the home page claims only what is true', () => {
  for (const lang of ['en', 'zh'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: the home promise, the comparison, the list card and the plan page agree`, async ({
        page,
      }) => {
        const t = translator(lang);
        await page.goto(PREFIX[lang]);
        await expect(main(page).getByText(t('home.promises.cancel'), { exact: true })).toBeVisible();
        await expect(main(page).getByText(t('home.fastPass.note'))).toBeVisible();

        await page.goto(`${PREFIX[lang]}/book/LAX01?from=${day(8)}T10:00&to=${day(12)}T10:00`);
        const fromPackage = await text(cards(page).first().locator('[data-from-package]'));
        const notFree = notFreeText(lang);
        const free24 = t('booking.cancellation.summary.freeUntil', { hours: 24 });
        // The 'From' price is Basic service prepaid, and the card says what cancelling it costs.
        expect(fromPackage).toBe(
          `${t('carDetail.tiers.basic_service')} · ${t('carDetail.payModes.full_prepaid')} ${notFree}`,
        );

        await cards(page)
          .first()
          .getByRole('link', { name: t('carList.choose'), exact: true })
          .click();
        const prepaid = comparison(page, lang);
        const cancellation = await rowCells(prepaid, t('carDetail.services.free_cancellation'));
        expect(cancellation).toEqual([
          `✕${t('carDetail.comparison.notIncluded')} ${notFree}`,
          `✓${t('carDetail.comparison.included')} ${free24}`,
          `✓${t('carDetail.comparison.included')} ${free24}`,
          `✓${t('carDetail.comparison.included')} ${free24}`,
        ]);
        // Paying at the counter, every package is free to cancel until the pick-up time.
        await page.getByRole('radio', { name: t('carDetail.payModes.arrival') }).click();
        const freeUntilPickup = `✓${t('carDetail.comparison.included')} ${t('booking.cancellation.summary.freeUntilPickup')}`;
        expect(
          await rowCells(comparison(page, lang, 'arrival'), t('carDetail.services.free_cancellation')),
        ).toEqual([freeUntilPickup, freeUntilPickup, freeUntilPickup, freeUntilPickup]);

        // The plan page of Basic service prepaid says the same, with the whole terms.
        await page.getByRole('radio', { name: t('carDetail.payModes.full_prepaid') }).click();
        await page
          .getByRole('link', {
            name: t('carDetail.comparison.chooseLabel', {
              package: `${t('carDetail.tiers.basic_service')} · ${t('carDetail.payModes.full_prepaid')}`,
            }),
          })
          .click();
        const summary = page.getByRole('region', { name: new RegExp(t('carDetail.summary.title')) });
        await expect(summary.getByText(notFree)).toBeVisible();
        await expect(
          summary.getByRole('heading', { name: t('carDetail.summary.cancellation') }),
        ).toBeVisible();
      });
    });
  }
});

test.describe('every fee of a search is named where its price is shown', () => {
  for (const lang of ['en', 'th'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: one-way, young-driver, airport and out-of-hours fees on the card and the detail`, async ({
        page,
      }) => {
        const t = translator(lang);
        await page.goto(`${PREFIX[lang]}/book/LAX01-SFO01?${FEE_SEARCH}`);
        const card = cards(page).first();
        const fees = card.locator('[data-fees]');
        expect(await feeCodes(fees, 'included')).toEqual(['airport_fee', 'young_driver_fee', 'one_way_fee']);
        expect(await feeCodes(fees, 'later')).toEqual(['out_of_hours_fee']);
        await expect(fees).toContainText(t('fees.included'));
        await expect(fees).toContainText(t('fees.atCounter'));
        await expect(fees.locator('[data-fee="young_driver_fee"]')).toHaveText(
          `${LINE_NAMES.young_driver_fee[lang]} ${t('fees.perDay', { amount: 'US$25.00' })}`,
        );
        await expect(fees.locator('[data-fee="one_way_fee"]')).toContainText(LINE_NAMES.one_way_fee[lang]);

        await card.getByRole('link', { name: t('carList.choose'), exact: true }).click();
        await expect(page).toHaveURL(/\/book\/LAX01-SFO01\/\d+\?/);
        const notice = main(page).locator('[data-fees]');
        await expect(notice).toContainText(t('fees.includedAbove'));
        expect(await feeCodes(notice, 'included')).toEqual([
          'airport_fee',
          'young_driver_fee',
          'one_way_fee',
        ]);
        expect(await feeCodes(notice, 'later')).toEqual(['out_of_hours_fee']);
        // Paying online, the counter still takes the out-of-hours fee: never 'US$0.00 at the counter'.
        const counter = await rowCells(
          comparison(page, lang),
          new RegExp(`^${t('carDetail.comparison.payAtCounter')}`),
        );
        expect(counter).toEqual(['US$50.00', 'US$50.00', 'US$50.00', 'US$50.00']);
      });
    });
  }
});

test.describe("the search form offers the pick-up store's hours and ages", () => {
  for (const lang of ['en', 'zh-hant'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: Krabi's ages and hours, the out-of-hours fee before searching`, async ({ page }) => {
        const t = translator(lang);
        await page.goto(`${PREFIX[lang]}/?pickup=KRA533&from=${day(9)}T10:00&to=${day(12)}T10:00`);
        const form = page.getByRole('form', { name: t('search.formLabel') });
        const age = form.getByRole('combobox', { name: t('search.driverAge') });
        // Krabi accepts 21–70: no 18-20, no 75+, and the last band reads 25-70.
        await expect(age.locator('option')).toHaveText(
          ['21', '22', '23', '24', '25-70'].map((band) => t('search.ageBand', { band })),
        );
        await expect(age).toHaveValue('25-75');

        const pickupTime = form.getByRole('combobox', { name: t('search.pickupTime') });
        const fee = formatMoney(1000, 'THB', lang);
        await expect(pickupTime.locator('optgroup')).toHaveCount(2);
        expect(
          await pickupTime
            .locator('optgroup')
            .evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
        ).toEqual([t('search.openingHoursGroup'), t('search.outOfHoursGroup', { fee })]);
        await pickupTime.selectOption('02:00');
        await expect(pickupTime).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(t('search.outOfHoursFee', { fee }))),
        );

        await form.getByRole('button', { name: t('search.submit') }).click();
        await expect(page).toHaveURL(/\/book\/KRA533\?pickup=KRA533&from=[\d-]+T02:00/);
        // The list streams in after the address changes: wait for its cards' fees themselves.
        const later = cards(page).first().locator('[data-fee-group="later"]');
        await expect(later.locator('[data-fee="out_of_hours_fee"]')).toBeVisible();
        expect(await feeCodes(cards(page).first(), 'later')).toEqual(['out_of_hours_fee']);
      });

      test(`${lang}: an age the store refuses is said at once and not searched`, async ({ page }) => {
        const t = translator(lang);
        await page.goto(`${PREFIX[lang]}/?pickup=KRA533&age=19&from=${day(9)}T10:00&to=${day(12)}T10:00`);
        const form = page.getByRole('form', { name: t('search.formLabel') });
        const age = form.getByRole('combobox', { name: t('search.driverAge') });
        await expect(age).toHaveValue('19');
        const message = t('search.errors.ageNotAllowed', { min: 21, max: 70 });
        await expect(form.getByRole('alert')).toHaveText(message);
        await form.getByRole('button', { name: t('search.submit') }).click();
        await expect(age).toBeFocused();
        expect(page.url()).not.toContain('/book/');
        // Choosing an age Krabi accepts clears it.
        await age.selectOption('21');
        await expect(form.getByRole('alert')).toHaveCount(0);
      });
    });
  }
});

test.describe('a daily price is exact, or says it is an average', () => {
  /**
   * Seven-day searches, each language with one whose daily prices cannot all divide evenly, so '≈'
   * must show: Bangkok in yuan (baht converted, each line rounded apart), and LAX → SFO in dollars
   * (no conversion at all), whose one-way fee (US$150.00: 15,000 cents) does not divide by seven
   * while its other lines do (per-day lines, the US$35.00 airport fee): no total of it does.
   */
  const bangkok = { path: 'BKK01', query: '', averageRequired: true };
  const SEARCHES = {
    zh: [bangkok],
    en: [
      { ...bangkok, averageRequired: false },
      { path: 'LAX01-SFO01', query: 'pickup=LAX01&dropoff=SFO01&', averageRequired: true },
    ],
  } as const;
  for (const lang of ['zh', 'en'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: daily × days is the total on every card, or the daily shows '≈' and 'on average'`, async ({
        page,
      }) => {
        const t = translator(lang);
        for (const search of SEARCHES[lang]) {
          await page.goto(
            `${PREFIX[lang]}/book/${search.path}?${search.query}from=${day(8)}T10:00&to=${day(15)}T10:00`,
          );
          await expect(cards(page).first()).toBeVisible();
          let averages = 0;
          for (const card of await cards(page).all()) {
            const daily = await text(card.locator('[data-price="daily"]'));
            // Each figure on its own (payment, then the store's): '≈' before the one that misses.
            const totals = amountsOf(await cardPrice(card, 'total'));
            const misses = amountsOf(await cardPrice(card, 'daily')).map(
              (figure, index) => Math.abs(figure * 7 - totals[index]!) >= 0.005,
            );
            expect((await cardPaymentDaily(card)).includes('≈'), daily).toBe(misses[0]);
            expect(daily.split('≈').length - 1, daily).toBe(misses.filter(Boolean).length);
            const exact = !misses.includes(true);
            if (exact) {
              expect(daily).not.toContain('≈');
              expect(daily).toContain(t('carList.price.perDay'));
            } else {
              averages++;
              expect(daily).toContain('≈');
              expect(daily).toContain(t('carList.price.perDayAverage'));
            }
          }
          if (!search.averageRequired) continue;
          expect(averages, search.path).toBeGreaterThan(0);
          // The car's page says the same average: its table's first row and the phone's tier switcher.
          // (the phone's switcher shows the payment figure alone: a card whose payment figure is one)
          const card = cards(page)
            .filter({
              has: page.locator('[data-price="daily"] > :nth-child(2) > :first-child', { hasText: '≈' }),
            })
            .first();
          const daily = await cardPrice(card, 'daily');
          await card.getByRole('link', { name: t('carList.choose'), exact: true }).click();
          const table = comparison(page, lang);
          await expect(table).toBeVisible();
          for (const detailDaily of [
            (await rowCells(table, 0))[0]!,
            await text(main(page).locator('[data-tier-daily="basic_service"]')),
          ]) {
            expect(detailDaily).toContain('≈');
            expect(amountOf(detailDaily), detailDaily).toBe(amountOf(daily));
          }
        }
      });
    });
  }
});

test.describe("a link's replaced dates are said, and the address shows the dates in use", () => {
  for (const lang of ['en', 'th'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: past and impossible dates on the list, the detail and the home page`, async ({
        page,
      }) => {
        const t = translator(lang);
        // The default dates: a week from today on the store's clock, at 10:00.
        const defaultFrom = 'from=\\d{4}-\\d{2}-\\d{2}T10:00';
        await page.goto(`${PREFIX[lang]}/book/LAX01?from=2020-01-01&to=2020-01-08`);
        await expect(page).toHaveURL(
          new RegExp(`\\?pickup=LAX01&${defaultFrom}&.*dates_replaced=pickup_too_early`),
        );
        await expect(main(page).getByRole('note')).toContainText(t('search.datesReplaced.pickup_too_early'));

        await page.goto(`${PREFIX[lang]}/book/LAX01/1?from=2026-13-45&to=2026-14-50`);
        await expect(page).toHaveURL(
          new RegExp(`/book/LAX01/1\\?pickup=LAX01&${defaultFrom}&.*dates_replaced=unreadable`),
        );
        await expect(main(page).getByRole('note')).toContainText(t('search.datesReplaced.unreadable'));

        await page.goto(`${PREFIX[lang]}/?pickup=BKK01&from=${day(20)}T10:00&to=${day(10)}T10:00`);
        await expect(page).toHaveURL(/dates_replaced=drop_off_not_after_pickup/);
        await expect(page.getByRole('note')).toContainText(
          t('search.datesReplaced.drop_off_not_after_pickup'),
        );
        // The flow's own links do not carry the notice on.
        await page.getByRole('button', { name: t('search.submit') }).click();
        await expect(page).toHaveURL(/\/book\/BKK01\?/);
        expect(page.url()).not.toContain('dates_replaced');
        await expect(main(page).getByRole('note')).toHaveCount(0);
      });
    });
  }
});

test.describe('the stepper follows the page', () => {
  for (const lang of ['en', 'zh'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: list, detail, plan and fill-in each show their own step and screen`, async ({
        page,
      }) => {
        const t = translator(lang);
        const current = page
          .getByRole('navigation', { name: t('booking.steps.label') })
          .locator('[aria-current="step"]');
        await page.goto(`${PREFIX[lang]}/book/LAX01?from=${day(8)}T10:00&to=${day(12)}T10:00`);
        await expect(current).toContainText(t('booking.steps.car'));
        await cards(page)
          .first()
          .getByRole('link', { name: t('carList.choose'), exact: true })
          .click();
        await expect(current).toContainText(
          `${t('booking.steps.extras')}: ${t('booking.steps.screens.protection')}`,
        );
        await page
          .getByRole('link', {
            name: t('carDetail.comparison.chooseLabel', {
              package: `${t('carDetail.tiers.full_protection')} · ${t('carDetail.payModes.full_prepaid')}`,
            }),
          })
          .click();
        await expect(current).toContainText(
          `${t('booking.steps.extras')}: ${t('booking.steps.screens.package')}`,
        );
        await page.getByRole('link', { name: t('carDetail.summary.continue') }).click();
        await expect(current).toContainText(
          `${t('booking.steps.extras')}: ${t('booking.steps.screens.details')}`,
        );
      });
    });
  }
});

test.describe('the language menu', () => {
  test.use({ locale: 'en-US' });

  test('stays on screen at 360 px, inside the header menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/intl/en/book');
    await page.getByRole('banner').getByRole('button', { name: en.header.menu }).click();
    const menu = page.getByRole('dialog', { name: en.header.menu });
    for (const name of ['English', 'ไทย', '简体中文', '繁體中文']) {
      const box = (await menu.getByRole('link', { name, exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });

  test('a language chosen in it is never questioned by the China-site prompt', async ({ page, browser }) => {
    // Arriving on the China site from an English browser, a visitor is asked (spec §2)…
    const other = await browser.newContext({ locale: 'en-US' });
    const visitor = await other.newPage();
    await visitor.goto(`/cn/zh/about_us`);
    await expect(visitor.getByRole('alertdialog')).toBeVisible();
    await other.close();

    // …but one who picks 简体中文 in the menu has answered already.
    await page.goto('/intl/en/about_us');
    await page.getByRole('banner').getByText('Language:').locator('xpath=..').click();
    await page.getByRole('banner').getByRole('link', { name: '简体中文', exact: true }).click();
    await expect(page).toHaveURL(/\/cn\/zh\/about_us$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cn_en_prompt')?.value).toBe(
      'stay',
    );
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('every visible string in the page language', () => {
  const PARTNERS = {
    // What the site takes: the cards of the payment page, and Zhima Credit for the deposit.
    zh: ['Visa', 'Mastercard', 'JCB', '芝麻信用'],
    'zh-hant': ['Visa', 'Mastercard', 'JCB', '芝麻信用'],
    en: ['Visa', 'Mastercard', 'JCB', 'Zhima Credit'],
  } as const;
  for (const [lang, names] of Object.entries(PARTNERS) as [keyof typeof PARTNERS, readonly string[]][]) {
    inLanguage(lang, () =>
      test(`${lang}: the footer's partner chips`, async ({ page }) => {
        await page.goto(`${PREFIX[lang]}/about_us`);
        const partners = page
          .getByRole('contentinfo')
          .getByRole('region', { name: translator(lang)('footer.partners') })
          .getByRole('listitem');
        await expect(partners).toHaveText([...names]);
      }),
    );
  }
});

test.describe("plan details lead back, and state the car's own mileage", () => {
  for (const lang of ['en', 'zh'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: the Jeep's 200 miles a day, as the comparison says them`, async ({ page }) => {
        const t = translator(lang);
        await page.goto(`${PREFIX[lang]}/book/LAX01?from=${day(8)}T10:00&to=${day(12)}T10:00`);
        const jeep = cards(page).filter({
          has: page.getByRole('heading', { name: /Jeep Wrangler Unlimited/ }),
        });
        await jeep.getByRole('link', { name: t('carList.choose'), exact: true }).click();
        await expect(page).toHaveURL(/\/book\/LAX01\/\d+\?/);
        const detailUrl = page.url();
        const limited = t('carDetail.mileage.limited', {
          quantity: 200,
          unit: t('carDetail.units.mi'),
          price: formatMoney(0.25, 'USD', lang),
        });
        const mileage = await rowCells(comparison(page, lang), t('carDetail.services.unlimited_mileage'));
        expect(mileage[0]).toContain(limited);

        await page
          .getByRole('link', {
            name: t('carDetail.comparison.planDetailsLabel', { package: t('carDetail.tiers.basic_service') }),
          })
          .click();
        await expect(page).toHaveURL(/\/plan_info\/basic_service&LAX01-BASIC-PREPAID\?/);
        const details = page.getByRole('region', { name: t('cms.plan.title') });
        await expect(details.locator('[data-service="mileage"]')).toHaveText(limited);
        await page
          .getByRole('link', { name: t('cms.plan.back', { car: 'Jeep Wrangler Unlimited' }) })
          .click();
        await expect(page).toHaveURL(
          detailUrl.includes('pay=') ? detailUrl : `${detailUrl}&pay=full_prepaid`,
        );
      });
    });
  }
});

test.describe("'Change car' and 'Modify search' keep the traveller's filters and sort", () => {
  for (const lang of ['en', 'th'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: SUVs, dearest first, after the detail and after searching again`, async ({ page }) => {
        const t = translator(lang);
        await page.goto(`${PREFIX[lang]}/book/LAX01?from=${day(8)}T10:00&to=${day(12)}T10:00`);
        const suv = page.getByRole('checkbox', { name: t('carList.category.suv') }).first();
        await actUntilUrl(page, () => suv.check(), /[?&]type=suv(&|$)/);
        await page.getByRole('combobox', { name: t('carList.sort.label') }).selectOption('price_desc');
        await expect(page).toHaveURL(/type=suv.*sort=price_desc/);
        const shown = await cards(page).count();

        await cards(page)
          .first()
          .getByRole('link', { name: t('carList.choose'), exact: true })
          .click();
        await expect(page).toHaveURL(/\/book\/LAX01\/\d+\?.*type=suv.*sort=price_desc/);
        await page.getByRole('link', { name: t('carDetail.trip.changeCar') }).click();
        await expect(page).toHaveURL(/\/book\/LAX01\?.*type=suv.*sort=price_desc/);
        await expect(page.getByRole('checkbox', { name: t('carList.category.suv') }).first()).toBeChecked();
        await expect(page.getByRole('combobox', { name: t('carList.sort.label') })).toHaveValue('price_desc');
        await expect(cards(page)).toHaveCount(shown);

        await page.getByRole('link', { name: t('carList.summary.modify') }).click();
        await expect(page).toHaveURL(/\/book\?.*type=suv/);
        await page.getByRole('button', { name: t('search.submit') }).click();
        await expect(page).toHaveURL(/\/book\/LAX01\?.*type=suv.*sort=price_desc/);
        await expect(page.getByRole('checkbox', { name: t('carList.category.suv') }).first()).toBeChecked();
      });
    });
  }
});

test.describe('addresses and titles', () => {
  for (const lang of ['en', 'th'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: the 404 has its own title; canonical and hreflang name the site's own address`, async ({
        page,
      }) => {
        const t = translator(lang);
        const response = await page.goto(`${PREFIX[lang]}/no-such-page`);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(`${t('errors.page.not_found')} · ${t('meta.siteName')}`);

        // The server's SITE_URL (its own address here), never http://localhost:3000; without SITE_URL
        // in development they follow the request's host (tests/unit/seo.test.ts).
        await page.goto(`${PREFIX[lang]}/about_us`);
        const origin = new URL(page.url()).origin;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${origin}${PREFIX[lang]}/about_us`,
        );
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(alternates.length).toBeGreaterThanOrEqual(5);
        for (const href of alternates) expect(href!.startsWith(`${origin}/`)).toBe(true);
      });
    });
  }
});

test.describe('the home page and the list show what is there', () => {
  for (const lang of ['en', 'zh'] as const) {
    inLanguage(lang, () => {
      test(`${lang}: each accommodation card is a store city and leads to its cars`, async ({ page }) => {
        const t = translator(lang);
        await page.goto(PREFIX[lang]);
        const cities = page.getByRole('region', { name: t('home.cities.title') });
        await expect(cities.getByRole('heading', { level: 3 })).toHaveText(
          ['bangkok', 'chiangMai', 'phuket', 'christchurch'].map((city) =>
            t(`home.cities.${city}.name` as 'home.cities.bangkok.name'),
          ),
        );
        const links = cities.getByRole('link');
        expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(
          ['BKK01', 'CNX01', 'HKT01', 'CHC01'].map((store) => `${PREFIX[lang]}/book/${store}`),
        );
        await links.nth(2).click();
        await expect(page).toHaveURL(new RegExp(`${PREFIX[lang]}/book/HKT01`));
        await expect(cards(page).first()).toBeVisible();
      });
    });
  }

  test('every car of a list has its own picture', async ({ page }) => {
    await page.goto(`/intl/en/book/LAX01?from=${day(8)}T10:00&to=${day(12)}T10:00`);
    await expect(cards(page).first()).toBeVisible();
    const pictures = await cards(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(pictures.length).toBe(await cards(page).count());
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const src of pictures) expect(src).toMatch(/^\/cars\/models\/[a-z0-9-]+\.svg$/);
  });
});

// ------------------------------------------------------------------ a traveller's pass

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
] as const;

for (const lang of ['en', 'th', 'zh', 'zh-hant'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`a traveller's pass in ${lang} on a ${viewport.name}`, () => {
      test.use({ locale: LOCALE[lang], viewport: { width: viewport.width, height: viewport.height } });

      test('search, list, detail and plan say the same of the car, its package, its fees and its times', async ({
        page,
      }) => {
        // Four pages, each read on the server, on a machine other work shares.
        test.slow();
        const t = translator(lang);
        // The search form, filled from the link: the store's fees said before searching.
        await page.goto(`${PREFIX[lang]}/book?${FEE_SEARCH}`);
        const form = page.getByRole('form', { name: t('search.formLabel') });
        const outOfHours = formatMoney(50, 'USD', lang);
        const youngFee = formatMoney(25, 'USD', lang);
        await expect(
          form.getByRole('combobox', { name: t('search.pickupTime') }),
        ).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(t('search.outOfHoursFee', { fee: outOfHours }))),
        );
        await expect(form).toContainText(t('search.youngFee', { under: 25, fee: youngFee }));
        await actUntilUrl(
          page,
          () => form.getByRole('button', { name: t('search.submit') }).click(),
          /\/book\/LAX01-SFO01\?pickup=LAX01&dropoff=SFO01&from=[\d-]+T05:00/,
        );
        const summary = main(page).getByRole('region', { name: t('carList.summary.label') });
        const pickupTime = await text(summary.locator('time').first());
        const card = cards(page).first();
        const carName = await carNameOf(card);
        const total = amountOf(await cardPrice(card, 'total'));
        const daily = await cardPrice(card, 'daily');
        const paymentDaily = await cardPaymentDaily(card);
        const fromPackage = await text(card.locator('[data-from-package]'));
        const included = await feeCodes(card, 'included');
        const later = await feeCodes(card, 'later');
        const notFree = notFreeText(lang);
        expect(fromPackage).toBe(
          `${t('carDetail.tiers.basic_service')} · ${t('carDetail.payModes.full_prepaid')} ${notFree}`,
        );

        await card.getByRole('link', { name: t('carList.choose'), exact: true }).click();
        // The same trip on the same clock, the same car.
        await expect(main(page).getByRole('region', { name: t('carDetail.trip.title') })).toContainText(
          pickupTime,
        );
        await expect(main(page).getByRole('heading', { level: 1 })).toContainText(carName);
        // The same fees, named above the prices, at the amounts the search form said.
        const notice = main(page).locator('[data-fees]');
        expect(await feeCodes(notice, 'included')).toEqual(included);
        expect(await feeCodes(notice, 'later')).toEqual(later);
        await expect(notice.locator('[data-fee="out_of_hours_fee"]')).toContainText(outOfHours);
        await expect(notice.locator('[data-fee="young_driver_fee"]')).toContainText(youngFee);
        // The 'From' package (Basic service, prepaid) at the same total, with the same cancellation terms.
        const table = comparison(page, lang);
        expect(amountOf((await rowCells(table, 1))[0]!)).toBe(total);
        // The same daily price, exact or '≈ … on average' alike, in the table and on the phone's tier
        // switcher (hidden on a desktop, where the table shows every tier).
        // (the table shows both figures, the switcher the payment figure alone)
        for (const [detailDaily, listDaily] of [
          [(await rowCells(table, 0))[0]!, daily],
          [await text(main(page).locator('[data-tier-daily="basic_service"]')), paymentDaily],
        ] as const) {
          expect(amountOf(detailDaily), detailDaily).toBe(amountOf(listDaily));
          expect(detailDaily.includes('≈'), `${detailDaily} beside the list's ${listDaily}`).toBe(
            listDaily.includes('≈'),
          );
        }
        expect((await rowCells(table, t('carDetail.services.free_cancellation')))[0]).toContain(notFree);
        const counter = amountOf((await rowCells(table, 3))[0]!);
        expect(counter).toBeGreaterThan(0);

        await page
          .getByRole('link', {
            name: t('carDetail.comparison.chooseLabel', {
              package: `${t('carDetail.tiers.basic_service')} · ${t('carDetail.payModes.full_prepaid')}`,
            }),
          })
          .click();
        await expect(main(page).getByRole('region', { name: t('carDetail.trip.title') })).toContainText(
          pickupTime,
        );
        const bill = page.getByRole('table', { name: t('carDetail.charges.title'), exact: true });
        const billRow = (name: string) => bill.getByRole('row', { name: new RegExp(`^${name}`) });
        expect(amountOf(await text(billRow(t('carDetail.charges.total')).getByRole('cell')))).toBe(total);
        expect(amountOf(await text(billRow(t('carDetail.charges.payAtCounter')).getByRole('cell')))).toBe(
          counter,
        );
        for (const code of [...included, ...later])
          await expect(bill.locator(`tr[data-code="${code}"]`)).toBeVisible();
        await expect(main(page).getByText(notFree, { exact: true })).toBeVisible();
        // Nothing sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  }
}
