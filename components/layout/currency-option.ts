import type { Currency } from '@/lib/api/contract/common';
import type { Lang } from '@/lib/i18n/locales';

/** `label`: the whole name, as the options list it; `short`: code and sign, as the closed switcher shows it. */
export type CurrencyOption = { code: string; label: string; short: string };

/**
 * 'THB ฿ · Thai baht': a currency as the switcher lists it, in the page language. Made on the
 * server, so the page sends one language of the 34 names, not four.
 */
export const currencyOption = (currency: Currency, lang: Lang): CurrencyOption => ({
  code: currency.code,
  label: `${currency.code} ${currency.abbr} · ${currency.name[lang]}`,
  short: `${currency.code} ${currency.abbr}`,
});
