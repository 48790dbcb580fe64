import Link from 'next/link';
import { ErrorScreen, errorScreenStyles as styles } from '@/components/behaviours/error-screen';
import { FALLBACK_TEXTS } from '@/lib/site/i18n/api-error-message';
import { LANG_TAG, LANGS, regionOfLang } from '@/lib/i18n/locales';

/**
 * A path outside any /{region}/{lang} prefix that the proxy let through (e.g. a /_next/... miss):
 * the language is unknown, so the 404 speaks all four, each with a link to its own home page.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <ErrorScreen status={404} statusLabel="Error 404" title={FALLBACK_TEXTS.en.notFound}>
          <ul className={styles.languages}>
            {LANGS.map((lang) => (
              <li key={lang} lang={LANG_TAG[lang]}>
                {lang !== 'en' && <h2>{FALLBACK_TEXTS[lang].notFound}</h2>}
                <Link href={`/${regionOfLang(lang)}/${lang}`} className={styles.secondary}>
                  {FALLBACK_TEXTS[lang].home}
                </Link>
              </li>
            ))}
          </ul>
        </ErrorScreen>
      </body>
    </html>
  );
}
