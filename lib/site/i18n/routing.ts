import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANG, LANGS } from '../../i18n/locales';

/** Each language's path prefix: its region, then the language. */
export const LANG_PREFIXES = {
  en: '/intl/en',
  th: '/intl/th',
  zh: '/cn/zh',
  'zh-hant': '/cn/zh-hant',
} as const satisfies Record<(typeof LANGS)[number], string>;

/**
 * Each language lives under its region's prefix (/intl/en, /cn/zh, ...), which matches the
 * app/[region]/[lang] folders. Region and language resolution is proxy.ts's job, not next-intl's.
 */
export const routing = defineRouting({
  locales: LANGS,
  defaultLocale: DEFAULT_LANG,
  localePrefix: {
    mode: 'always',
    prefixes: LANG_PREFIXES,
  },
  localeDetection: false,
  localeCookie: false,
});
