import { DEFAULT_CURRENCY, type Lang } from '../../i18n/locales';

/**
 * The visitor's payment currency (spec §9): the `currency` cookie when it holds a currency code,
 * else the language's default. Prices are rendered in it on the server, and the site store starts
 * from it, so both always agree.
 */
export const paymentCurrencyOf = (cookieValue: string | undefined, lang: Lang): string =>
  cookieValue && /^[A-Z]{3}$/.test(cookieValue) ? cookieValue : DEFAULT_CURRENCY[lang];
