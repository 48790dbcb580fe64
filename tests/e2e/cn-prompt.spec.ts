/**
 * Spec §2 / DESIGN.md §6: the China site asks a browser whose language is not Chinese whether to
 * switch to English, once. The question is in the page from its first paint (a native dialog the
 * page opens as it is parsed, allowed by its hash in the page's policy), so it is asked and can be
 * answered before the site's JavaScript has loaded; the suite's fixture fails any CSP violation.
 */
import { expect, test, type Page } from './fixtures/test';
import { axeViolations } from './fixtures/axe';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };

const QUESTION = en.behaviours.cnPrompt.englishQuestion;
const prompt = (page: Page) => page.getByRole('alertdialog', { name: QUESTION });
const answerCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cn_en_prompt')?.value;

test.describe('an English browser on the China site', () => {
  test.use({ locale: 'en-US' });

  test('is asked on arrival, in English and Chinese, with Confirm focused; Confirm opens the page in English', async ({
    page,
  }) => {
    await page.goto('/cn/zh/book?age=30');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText(zh.behaviours.cnPrompt.question);
    const confirm = prompt(page).getByRole('button', { name: '确认 · Confirm' });
    await expect(confirm).toBeFocused();
    expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);

    await confirm.click();
    await expect(page).toHaveURL(/\/intl\/en\/book\?age=30$/);
    expect(await answerCookie(page)).toBe('en');
  });

  test('Escape (or Cancel) keeps the page, and the question is not asked again', async ({ page }) => {
    await page.goto('/cn/zh-hant/about_us');
    await expect(prompt(page)).toContainText(zhHant.behaviours.cnPrompt.question);
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toBeHidden();
    await expect.poll(() => answerCookie(page), { timeout: 30_000 }).toBe('stay');
    await expect(page).toHaveURL(/\/cn\/zh-hant\/about_us$/);

    await page.reload();
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
  });

  test("is asked before the site's JavaScript runs, and an answer given then is acted on when it has", async ({
    page,
  }) => {
    // The site's scripts held back (not its styles): only the page and its inline opener.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // (Not 'domcontentloaded': that waits for the held scripts.)
    await page.goto('/cn/zh/about_us', { waitUntil: 'commit' });
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: '确认 · Confirm' }).click();
    await expect(prompt(page)).toBeHidden();
    await expect(page).toHaveURL(/\/cn\/zh\/about_us$/);

    release();
    await expect(page).toHaveURL(/\/intl\/en\/about_us$/, { timeout: 30_000 });
    expect(await answerCookie(page)).toBe('en');
  });

  test('the international site does not ask', async ({ page }) => {
    await page.goto('/intl/en/about_us');
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('a Chinese browser on the China site', () => {
  test.use({ locale: 'zh-CN' });

  test('is not asked', async ({ page }) => {
    await page.goto('/cn/zh/about_us');
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt(page)).toBeHidden();
    expect(await answerCookie(page)).toBeUndefined();
  });
});
