/**
 * The region and language rules of spec §2 and §5, shared by the proxy, the site and the API.
 * URL languages (en, th, zh, zh-hant) map one-to-one onto the API's locales.
 */
export const REGIONS = ['intl', 'cn'] as const;
export type Region = (typeof REGIONS)[number];

export const LANGS = ['en', 'th', 'zh', 'zh-hant'] as const;
export type Lang = (typeof LANGS)[number];

export const API_LOCALES = ['en_US', 'th_TH', 'zh_CN', 'zh_HK'] as const;
export type ApiLocale = (typeof API_LOCALES)[number];

export const DEFAULT_REGION: Region = 'intl';
export const DEFAULT_LANG: Lang = 'en';
export const DEFAULT_LOCALE: ApiLocale = 'en_US';

/** Languages each region offers, its default first. */
export const REGION_LANGS: Record<Region, readonly Lang[]> = {
  intl: ['en', 'th'],
  cn: ['zh', 'zh-hant'],
};

export const LANG_TO_LOCALE: Record<Lang, ApiLocale> = {
  en: 'en_US',
  th: 'th_TH',
  zh: 'zh_CN',
  'zh-hant': 'zh_HK',
};

export const LOCALE_TO_LANG: Record<ApiLocale, Lang> = {
  en_US: 'en',
  th_TH: 'th',
  zh_CN: 'zh',
  zh_HK: 'zh-hant',
};

/** BCP 47 tags for Intl formatting and <html lang>. */
export const LANG_TAG: Record<Lang, string> = {
  en: 'en-US',
  th: 'th-TH',
  zh: 'zh-CN',
  'zh-hant': 'zh-HK',
};

/** Spec §9: USD by default, CNY for Simplified Chinese. */
export const DEFAULT_CURRENCY: Record<Lang, string> = {
  en: 'USD',
  th: 'USD',
  zh: 'CNY',
  'zh-hant': 'USD',
};

/**
 * The calling code a traveller reading the site in this language most likely has: every phone
 * field's default (the booking's contact, the order lookup, the account forms).
 */
export const HOME_AREA_CODE: Record<Lang, string> = { en: '1', th: '66', zh: '86', 'zh-hant': '852' };

export const isRegion = (value: unknown): value is Region => REGIONS.includes(value as Region);
export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

export function regionOfLang(lang: Lang): Region {
  return REGION_LANGS.cn.includes(lang) ? 'cn' : 'intl';
}

/**
 * Spec §5: a locale must be en_US, th_TH, zh_CN or zh_HK, otherwise en_US; Chinese locales of
 * HK, TW or MO map to zh_HK and other Chinese to zh_CN. Accepts 'zh-TW', 'zh_tw', 'th', etc.
 */
export function normalizeLocale(value: string | null | undefined): ApiLocale {
  if (!value) return DEFAULT_LOCALE;
  const [language = '', ...rest] = value.trim().replace(/_/g, '-').toLowerCase().split('-');
  if (language === 'zh') {
    return rest.some((part) => ['hk', 'tw', 'mo', 'hant'].includes(part)) ? 'zh_HK' : 'zh_CN';
  }
  if (language === 'th') return 'th_TH';
  return DEFAULT_LOCALE;
}
