import { expect, test } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import { firstLoadScripts, holdsZod } from './fixtures/first-load';
import { PHONE_PAGES } from './fixtures/phone-pages';

/**
 * Issue 14: what a phone runs before a page answers a tap. The forms judge what they can without
 * zod, and load zod with their schemas at the first check (lib/site/forms/lazy-resolver.ts); a runtime
 * import of a schema module from a page's component (a constant, a helper) brings all of zod with
 * the page instead (seen: the fill-in, sign-in and order lookup pages, Lighthouse 82-93 with it).
 * Every page of the site (the phone test's list) is checked, in the state it is visited in.
 */
test.describe('first-load JavaScript', () => {
  test.use({ locale: 'en-US' });

  for (const entry of PHONE_PAGES.filter(({ act }) => !act)) {
    test(`${entry.name} loads no zod with the page`, async ({ page }) => {
      if (typeof entry.path !== 'string') test.slow();
      const context = { page, request: page.request, lang: 'en' as const, t: en };
      const path = typeof entry.path === 'string' ? entry.path : await entry.path(context);
      const document = await page.goto(`/intl/en${path}`);
      expect(document?.status()).toBe(entry.status ?? 200);
      const scripts = await firstLoadScripts(page, document!);
      expect(scripts.length, 'the page loads scripts of the build').toBeGreaterThan(3);
      expect(holdsZod(scripts)).toBe(false);
    });
  }
});
