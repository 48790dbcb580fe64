'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ErrorScreen, errorScreenStyles as styles } from '@/components/behaviours/error-screen';
import { isLang, isRegion, LANG_TAG, LANGS, regionOfLang, type Lang } from '@/lib/i18n/locales';

export type NotFoundTexts = { title: string; siteName: string; status: string; hint: string; home: string };

/** The language of a path's /{region}/{lang} prefix, when it is one the site serves. */
function langOfPath(pathname: string): Lang | undefined {
  const [, region, lang] = pathname.split('/');
  return isRegion(region) && isLang(lang) && regionOfLang(lang) === region ? lang : undefined;
}

/**
 * The whole document of app/not-found.tsx (the root layout adds none): under a prefix the localized
 * 404 with its own title (spec §2); elsewhere (a /_next/... miss) the language is unknown, so it
 * speaks all four, each with a link to its own home page. The address is read with usePathname, the
 * same on the server and in the browser.
 */
export function NotFoundDocument({ texts }: { texts: Record<Lang, NotFoundTexts> }) {
  const lang = langOfPath(usePathname() ?? '');
  if (!lang) {
    const { en } = texts;
    return (
      <html lang={LANG_TAG.en}>
        <body>
          <title>{`${en.title} · ${en.siteName}`}</title>
          <ErrorScreen status={404} statusLabel={en.status} title={en.title}>
            <ul className={styles.languages}>
              {LANGS.map((each) => (
                <li key={each} lang={LANG_TAG[each]}>
                  {each !== 'en' && <h2>{texts[each].title}</h2>}
                  <Link href={`/${regionOfLang(each)}/${each}`} className={styles.secondary}>
                    {texts[each].home}
                  </Link>
                </li>
              ))}
            </ul>
          </ErrorScreen>
        </body>
      </html>
    );
  }
  const t = texts[lang];
  return (
    <html lang={LANG_TAG[lang]}>
      <body className={lang === 'th' ? 'thai' : undefined}>
        <title>{`${t.title} · ${t.siteName}`}</title>
        <ErrorScreen status={404} statusLabel={t.status} title={t.title} message={t.hint}>
          <Link href={`/${regionOfLang(lang)}/${lang}`} className={styles.primary}>
            {t.home}
          </Link>
        </ErrorScreen>
      </body>
    </html>
  );
}
