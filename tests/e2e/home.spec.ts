import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };

const HOMES = [
  { path: '/intl/en', messages: en },
  { path: '/intl/th', messages: th },
  { path: '/cn/zh', messages: zh },
  { path: '/cn/zh-hant', messages: zhHant },
];

for (const { path, messages } of HOMES) {
  const home = messages.home;

  test(`the ${path} home page shows the spec §1 sections in order`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(home.slogan);
    // The search slot, then the sections: selling points, Fast Pass, reviews, cities, press, stores, partners.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      home.searchTitle,
      home.points.title,
      home.fastPass.title,
      home.reviews.title,
      home.cities.title,
      home.press.title,
      home.storesTitle,
      home.partners.title,
    ]);
    const region = (name: string) => main.getByRole('region', { name, exact: true });
    const hero = region(home.slogan);
    await expect(hero.locator('#search-form')).toBeAttached();
    await expect(hero.getByText(home.stats.ratingValue, { exact: true })).toBeVisible();
    await expect(hero.getByText(home.stats.satisfactionValue, { exact: true })).toBeVisible();
    await expect(region(home.points.title).getByRole('listitem')).toHaveCount(4);
    await expect(region(home.fastPass.title).getByRole('heading', { level: 3 })).toHaveText([
      home.fastPass.zzyc.name,
      home.fastPass.zzycp.name,
      home.fastPass.basic.name,
    ]);
    const fastPass = region(home.fastPass.title);
    await expect(fastPass.getByRole('link', { name: home.fastPass.zzyc.link, exact: true })).toHaveAttribute(
      'href',
      `${path}/introduce/zzyc`,
    );
    await expect(fastPass.getByRole('link', { name: home.fastPass.zzycp.link, exact: true })).toHaveAttribute(
      'href',
      `${path}/introduce/zzycp`,
    );
    await expect(region(home.reviews.title).getByRole('figure')).toHaveCount(6);
    // Only the cities with a store, each card leading to that store's cars (issue 17).
    await expect(region(home.cities.title).getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(
      region(home.cities.title).getByRole('heading', { name: home.cities.bangkok.name }),
    ).toBeVisible();
    await expect(
      region(home.cities.title).getByRole('link', { name: /BKK01|Bangkok|曼谷|กรุงเทพ/ }),
    ).toHaveAttribute('href', `${path}/book/BKK01`);
    // The newest press-room items from the seeded CMS, each linking to its article.
    const press = region(home.press.title);
    await expect(press.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(press.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${path}/news/[\\w-]+$`),
    );
    await expect(press.getByRole('link', { name: home.press.more })).toHaveAttribute('href', `${path}/news`);
    // Payments: the card brands the payment page takes, and nothing it does not (no WeChat Pay).
    const payments = region(home.partners.title)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: home.partners.payments, exact: true }) })
      .getByRole('listitem');
    await expect(payments).toHaveText(['Visa', 'Mastercard', 'JCB']);
  });

  test(`the ${path} home page lists all nine stores with hours and a phone link`, async ({ page }) => {
    await page.goto(path);
    const stores = page
      .getByRole('main')
      .getByRole('region', { name: home.storesTitle, exact: true })
      .getByRole('listitem');
    await expect(stores).toHaveCount(9);
    for (const store of await stores.all()) {
      await expect(store.getByRole('heading', { level: 4 })).toBeVisible();
      await expect(store.getByRole('link', { name: /^\+\d[\d -]+$/ })).toHaveAttribute('href', /^tel:\+\d+$/);
      await expect(store.getByRole('term').first()).toBeVisible();
    }
  });
}
