import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { expect, test } from './fixtures/test';

/** 'YYYY-MM-DDT10:00', `days` from today (UTC: far enough ahead that the stores' clocks agree). */
const dayIn = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

/**
 * Issue 35: a link for LAX01 → CHC01 (not among LAX01's return stores) opened the LAX01 round trip
 * with no word that the return store was changed.
 */
for (const { prefix, messages } of [
  { prefix: '/intl/en', messages: en },
  { prefix: '/cn/zh', messages: zh },
] as const) {
  test(`a link with a return store the pick-up store does not allow says so (${prefix})`, async ({
    page,
  }) => {
    const query = `from=${dayIn(30)}&to=${dayIn(33)}`;
    await page.goto(`${prefix}/book/LAX01-CHC01?${query}`);
    await expect(page).toHaveURL(/\/book\/LAX01\?.*dropoff_refused=CHC01/);
    const notice = page.locator('[data-drop-off-refused="CHC01"]');
    await expect(notice).toBeVisible();
    const shown = messages.search.dropOffRefused.shown.split('{pickup}')[0]!;
    await expect(notice).toContainText(shown);

    // The car detail of the same link says it too.
    const detailHref = await page.locator('a[href*="/book/LAX01/"]').first().getAttribute('href');
    const skuId = /\/book\/LAX01\/(\d+)/.exec(detailHref ?? '')?.[1];
    expect(skuId).toBeTruthy();
    await page.goto(`${prefix}/book/LAX01-CHC01/${skuId}?${query}`);
    await expect(page).toHaveURL(new RegExp(`/book/LAX01/${skuId}\\?.*dropoff_refused=CHC01`));
    await expect(page.locator('[data-drop-off-refused="CHC01"]')).toBeVisible();
  });
}
