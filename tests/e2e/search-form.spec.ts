import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { scriptsLoadedFrom } from './fixtures/first-load';

const LANGS = [
  { prefix: '/intl/en', messages: en, locale: 'en-US' },
  { prefix: '/cn/zh', messages: zh, locale: 'zh-CN' },
] as const;

/** 'YYYY-MM-DD' in Los Angeles (LAX01's clock), `days` from today. */
function laDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}


for (const { prefix, messages, locale } of LANGS) {
  const t = messages.search;

  test.describe(`the search form in ${prefix}`, () => {
    test.use({ locale });

    test('searches from the home page keeping utm, without loading zod, and remembers the search', async ({
      page,
    }) => {
      const scripts = scriptsLoadedFrom(page);
      await page.goto(`${prefix}?utm_source=newsletter`);
      await page.waitForLoadState('load');
      expect(await scripts.holdZod()).toBe(false);

      const form = page.getByRole('form', { name: t.formLabel });
      const pickup = form.getByRole('combobox', { name: t.pickupStore, exact: true });
      const dropOff = form.getByRole('combobox', { name: t.dropOffStore, exact: true });
      // A choice made before React has hydrated is not seen by the form: choose again until the
      // form answers (Bangkok's cars go back to Pattaya, not Los Angeles').
      await expect(async () => {
        await pickup.selectOption('BKK01');
        await form.getByRole('checkbox', { name: t.returnElsewhere }).check({ timeout: 2_000 });
        await expect(dropOff.locator('option[value="PAT534"]')).toHaveCount(1, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await dropOff.selectOption('PAT534');
      await form.getByRole('combobox', { name: t.pickupTime }).selectOption('09:30');
      await form.getByRole('button', { name: t.submit }).click();

      await expect(page).toHaveURL(
        new RegExp(
          `${prefix}/book/BKK01-PAT534\\?pickup=BKK01&dropoff=PAT534&from=\\d{4}-\\d{2}-\\d{2}T09:30&to=[^&]+&utm_source=newsletter$`,
        ),
      );
      // The form judges with the rules themselves: no schema library came for it.
      expect(await scripts.holdZod()).toBe(false);

      // Back on a page whose link names no search, the form starts from the tab's last one.
      await page.goto(prefix);
      await expect(pickup).toHaveValue('BKK01');
      await expect(dropOff).toHaveValue('PAT534');
      await expect(form.getByRole('combobox', { name: t.pickupTime })).toHaveValue('09:30');
    });

    test('puts a problem on its field, announced, with the focus there', async ({ page }) => {
      // Today at 00:00 in Los Angeles: a link may say so (the codec reads it), but it has passed.
      await page.goto(`${prefix}/book?pickup=LAX01&from=${laDate()}T00:00&to=${laDate(3)}T10:00`);
      const form = page.getByRole('form', { name: t.formLabel });
      const pickupTime = form.getByRole('combobox', { name: t.pickupTime });
      const alert = form.getByRole('alert');
      await expect(async () => {
        await form.getByRole('button', { name: t.submit }).click();
        await expect(alert).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(alert).toHaveText(t.errors.pickupPast);
      await expect(pickupTime).toBeFocused();
      await expect(pickupTime).toHaveAttribute('aria-invalid', 'true');
      await expect(pickupTime).toHaveAccessibleDescription(new RegExp(t.errors.pickupPast.slice(0, 10)));
      await expect(page).toHaveURL(new RegExp(`${prefix}/book\\?pickup=LAX01`));
    });
  });
}
