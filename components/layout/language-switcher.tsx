'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { rememberCnPromptChoice } from '@/lib/site/behaviours/cn-english-prompt';
import { LANG_TAG, LANGS, regionOfLang, type Lang } from '@/lib/i18n/locales';
import { switchPath } from '@/lib/site/i18n/switch-path';
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
 * `menu`: a drop-down for the desktop bar; `list`: the links laid out under a heading, for the phone
 * menu's dialog (a drop-down inside a dialog would only add a tap).
 */
export function LanguageSwitcher({
  current,
  variant = 'menu',
}: {
  current: Lang;
  variant?: 'menu' | 'list';
}) {
  const t = useTranslations('header');
  const headingId = useId();
  if (variant === 'list') {
    return (
      <section aria-labelledby={headingId} className={styles.listed}>
        <h3 id={headingId} className={styles.listedTitle}>
          {t('language')}
        </h3>
        <LanguageLinks current={current} />
      </section>
    );
  }
  return (
    <details className={styles.switcher}>
      <summary>
        <span className="visually-hidden">{t('language')}: </span>
        <span lang={LANG_TAG[current]}>{LANGUAGE_NAMES[current]}</span>
      </summary>
      <LanguageLinks current={current} className={styles.menu} />
    </details>
  );
}

function LanguageLinks({ current, className }: { current: Lang; className?: string }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  return (
    <ul className={className}>
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
                    // A language picked here is the visitor's choice: the China site's English
                    // prompt never asks about it again.
                    rememberCnPromptChoice(regionOfLang(lang) === 'cn' ? 'stay' : 'en');
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
  );
}
