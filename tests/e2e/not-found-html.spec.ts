import { createTranslator } from 'next-intl';
import { expect, test } from './fixtures/test';
import { LANG_TAG, LANGS, regionOfLang } from '../../lib/i18n/locales';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };

/**
 * Issue 35: the 404's HTML as the server sends it (plain HTTP, no script runs), as a crawler or a
 * browser without scripts gets it. It was Next's empty error shell (<html id="__next_error__">)
 * titled like the home page; now it is the localized 'This page could not be found' with its own
 * title, status 404, for an unknown segment (which the intro articles' [key] route would take), a
 * path deeper than any page, an unknown booking channel, a malformed escape and an unknown region.
 */
const MESSAGES = { en, th, zh, 'zh-hant': zhHant };

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

for (const lang of LANGS) {
  test(`${lang}: the 404's server HTML is the localized page with its own title`, async ({ request }) => {
    const t = createTranslator({ locale: lang, messages: MESSAGES[lang] });
    const prefix = `/${regionOfLang(lang)}/${lang}`;
    const notFound = t('errors.page.not_found');
    const homeTitle = titleOf(await (await request.get(prefix)).text());
    expect(homeTitle).toBeTruthy();

    for (const path of [
      `${prefix}/no-such-page`,
      `${prefix}/book/LAX01/1/full_protection/no-such-channel`,
      `${prefix}/book/LAX01/1/x/y/z`,
      `${prefix}/book/%E0%A4%A`,
      // No region: the proxy adds the visitor's prefix (their language cookie), then the 404.
      `/xx/${lang}/nope`,
    ]) {
      const response = await request.get(path, { headers: { cookie: `lang=${lang}` } });
      const html = await response.text();
      expect(response.status(), path).toBe(404);
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toContain(`<html lang="${LANG_TAG[lang]}"`);
      expect(titleOf(html), path).toBe(`${notFound} · ${t('meta.siteName')}`);
      expect(titleOf(html), path).not.toBe(homeTitle);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${notFound}</h1>`));
      expect(html, path).toContain(`href="${prefix}"`);
    }
  });
}
