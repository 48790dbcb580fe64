import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures/test';
import { actUntilUrl } from './fixtures/act';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };

/** A search next week, as a deep link (README, 'Deep links'): dates on the store's clock. */
function searchQuery(extra: Record<string, string> = {}) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({ from: `${day(7)}T10:00`, to: `${day(10)}T10:00`, ...extra }).toString();
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const resultCount = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /\d/ });

/**
 * The cards once they are shown: React reveals a streamed list on its own schedule, which can be
 * after the page's load event.
 */
async function shownCards(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  return cards(page);
}

/** The daily prices of the cards, in their order on the page, in the given currency's sign. */
async function dailyPrices(page: Page, sign: RegExp): Promise<number[]> {
  await shownCards(page);
  // Each card's daily price ('per day', or '≈ … per day on average' when it does not divide evenly).
  const texts = await cards(page).locator('[data-price="daily"]').allTextContents();
  return texts.map((text) => Number(sign.exec(text)![1]!.replace(/,/g, '')));
}

const checkbox = (page: Page, name: string): Locator => page.getByRole('checkbox', { name, exact: true });

const LANGS = [
  { prefix: '/intl/en', messages: en, locale: 'en-US', defaultSign: 'US$' },
  { prefix: '/cn/zh', messages: zh, locale: 'zh-CN', defaultSign: '¥' },
] as const;

for (const { prefix, messages, locale, defaultSign } of LANGS) {
  const t = messages.carList;

  test.describe(`the car list in ${prefix}`, () => {
    test.use({ locale });

    test('shows the cards of the search with their facts and prices, and the stepper', async ({ page }) => {
      const response = await page.goto(`${prefix}/book/LAX01?${searchQuery()}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.title.split('{')[0]!);
      await expect(page.getByRole('navigation', { name: messages.booking.steps.label })).toContainText(
        messages.booking.steps.car,
      );
      const count = await (await shownCards(page)).count();
      expect(count).toBeGreaterThan(3);
      const first = cards(page).first();
      // Each card says 'or similar' or 'guaranteed model' (vehicle_info.guaranteed_model), never both;
      // LAX01 pools most models by class and guarantees its specialty ones, so both kinds show.
      const similar = cards(page).filter({ has: page.getByRole('heading', { level: 2, name: t.orSimilar }) });
      const guaranteed = cards(page).filter({ has: page.getByText(t.guaranteedModel, { exact: true }) });
      const [similarCount, guaranteedCount] = [await similar.count(), await guaranteed.count()];
      expect(similarCount).toBeGreaterThan(0);
      expect(guaranteedCount).toBeGreaterThan(0);
      expect(similarCount + guaranteedCount).toBe(count);
      await expect(similar.filter({ has: page.getByText(t.guaranteedModel, { exact: true }) })).toHaveCount(
        0,
      );
      await expect(first.getByRole('img')).toHaveCount(0); // the picture is decorative (alt="")
      await expect(first.locator('img')).toHaveAttribute('width', '320');
      await expect(first.getByRole('list', { name: t.facts.label })).toBeVisible();
      await expect(first).toContainText(defaultSign);
      await expect(first.getByRole('link', { name: t.choose, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/book/LAX01/\\d+\\?pickup=LAX01&from=`),
      );
      await expect(page.getByRole('link', { name: t.summary.modify })).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/book\\?pickup=LAX01&from=`),
      );
    });

    test('filters by fuel and keeps the filter in the URL', async ({ page }) => {
      await page.goto(`${prefix}/book/LAX01?${searchQuery()}`);
      const before = await (await shownCards(page)).count();
      await actUntilUrl(page, () => checkbox(page, t.fuel.EV).check(), /[?&]fuel=EV(&|$)/);
      await expect.poll(() => cards(page).count()).toBeLessThan(before);
      const after = await cards(page).count();
      expect(after).toBeGreaterThan(0);
      for (const card of await cards(page).all()) await expect(card).toContainText(t.fuel.EV);
      await page.reload();
      await expect(checkbox(page, t.fuel.EV)).toBeChecked();
      await expect(cards(page)).toHaveCount(after);
    });

    test('refuses a driver younger than the store allows, with the store rule', async ({ page, request }) => {
      const config = await (await request.get('/api/v1_1/common/get_global_config')).json();
      const { min, max } = config.data.storeInfo.LAX01.driver_age as { min: number; max: number };
      await page.goto(`${prefix}/book/LAX01?${searchQuery({ age: '18' })}`);
      const text = messages.errors.form.driver_age
        .replace('{min}', String(min))
        .replace('{max}', String(max));
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.refused.action })).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/book\\?pickup=LAX01&from=.*&age=18$`),
      );
    });
  });
}

test('shows USD prices, then CNY with USD beneath when the currency cookie says CNY', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(`/intl/en/book/LAX01?${searchQuery()}`);
  const usd = await dailyPrices(page, /US\$([\d,]+\.\d\d)/);
  expect(usd.length).toBeGreaterThan(0);
  await expect(page.getByText(/in the store's currency/)).toHaveCount(0);

  await context.addCookies([{ name: 'currency', value: 'CNY', url: baseURL! }]);
  await page.reload();
  const cny = await dailyPrices(page, /CN¥([\d,]+\.\d\d)/);
  expect(cny).toHaveLength(usd.length);
  const first = cards(page).first();
  await expect(first.getByText(/^US\$[\d,.]+ in the store's currency$/).first()).toBeVisible();
  // The same car costs more yuan than dollars.
  expect(cny[0]!).toBeGreaterThan(usd[0]!);
});

test('prices the list again when the visitor picks another currency', async ({ page }) => {
  await page.goto(`/intl/en/book/LAX01?${searchQuery()}`);
  await expect(cards(page).first()).toContainText('US$');
  const switcher = page.getByRole('combobox', { name: en.header.currency });
  await expect(async () => {
    await switcher.selectOption('THB');
    await expect(cards(page).first()).toContainText('฿', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    cards(page)
      .first()
      .getByText(/^US\$[\d,.]+ in the store's currency$/)
      .first(),
  ).toBeVisible();
});

test('sorts by price both ways', async ({ page }) => {
  await page.goto(`/intl/en/book/LAX01?${searchQuery()}`);
  const sort = page.getByRole('combobox', { name: en.carList.sort.label });
  await actUntilUrl(page, () => sort.selectOption('price_desc'), /[?&]sort=price_desc/);
  const descending = await dailyPrices(page, /US\$([\d,]+\.\d\d)/);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  const ascending = await dailyPrices(page, /US\$([\d,]+\.\d\d)/);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending).toEqual([...descending].reverse());
});

test('counts the results politely and clears the filters', async ({ page }) => {
  await page.goto(`/intl/en/book/LAX01?${searchQuery({ price_min: '100000' })}`);
  await expect(resultCount(page)).toHaveText(/^No cars of \d+$/);
  await expect(page.getByText(en.carList.noMatch)).toBeVisible();
  await actUntilUrl(
    page,
    () => page.getByRole('button', { name: en.carList.filters.clear }).last().click(),
    /^(?!.*price_min)/,
  );
  await expect(resultCount(page)).toHaveText(/^\d+ cars$/);
});

test('tells the traveller when the prices have expired and offers a fresh search', async ({ page }) => {
  await page.clock.install();
  await page.goto(`/intl/en/book/LAX01?${searchQuery()}`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(en.errors.search.expired)).toHaveCount(0);
  await page.clock.fastForward('31:00');
  await expect(page.getByText(en.errors.search.expired)).toBeVisible();
  await expect(page.getByRole('link', { name: en.carList.refresh })).toHaveAttribute(
    'href',
    /^\/intl\/en\/book\/LAX01\?/,
  );
});

test('sends an alias or lower-case store to its canonical address', async ({ page }) => {
  await page.goto(`/intl/en/book/haw1204?${searchQuery()}`);
  await expect(page).toHaveURL(/\/intl\/en\/book\/HNL01\?from=/);
  await expect(cards(page).first()).toBeVisible();
});

test('has no axe violations on the car list', async ({ page }) => {
  await page.goto(`/intl/en/book/LAX01?${searchQuery()}`);
  await expect(cards(page).first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
});
