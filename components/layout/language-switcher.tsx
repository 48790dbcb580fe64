'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LANG_TAG, LANGS, regionOfLang, type Lang } from '@/lib/i18n/locales';
import { switchPath } from '@/lib/i18n/switch-path';
import styles from './language-switcher.module.css';

/** Each language in its own script, so a visitor finds theirs whatever the page language. */
const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  th: 'ไทย',
  zh: '简体中文',
  'zh-hant': '繁體中文',
};

/**
 * Region and language: plain links to the same page under the other prefix (spec §2: switching
 * rewrites the current path), so they work before hydration and search engines follow them.
 */
export function LanguageSwitcher({ current }: { current: Lang }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  return (
    <details className={styles.switcher}>
      <summary>
        <span className="visually-hidden">{t('language')}: </span>
        <span lang={LANG_TAG[current]}>{LANGUAGE_NAMES[current]}</span>
      </summary>
      <ul className={styles.menu}>
        {(['intl', 'cn'] as const).map((region) => (
          <li key={region}>
            <span className={styles.region}>{t(`region.${region}`)}</span>
            <ul>
              {LANGS.filter((lang) => regionOfLang(lang) === region).map((lang) => (
                <li key={lang}>
                  <a
                    href={switchPath(pathname, lang)}
                    hrefLang={LANG_TAG[lang]}
                    lang={LANG_TAG[lang]}
                    aria-current={lang === current ? 'true' : undefined}
                    onClick={(event) => {
                      // Keep the query (search, utm) that the rendered href cannot know.
                      event.preventDefault();
                      window.location.assign(
                        switchPath(pathname + window.location.search + window.location.hash, lang),
                      );
                    }}
                  >
                    {LANGUAGE_NAMES[lang]}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}
