import { DEFAULT_CURRENCY, LANG_TO_LOCALE, type ApiLocale, type Lang, type Region } from '../../i18n/locales';
import type { SliceCreator } from './slice';

/** Spec §3 shared state: where and how the visitor browses, and who they are to the API. */
export type SiteSlice = {
  region: Region;
  lang: Lang;
  locale: ApiLocale;
  currency: string;
  guestId: string;
  /** the stored utm_source, sent as referer */
  referer: string | undefined;
  freshmanDiscountOff: boolean;
  /** how many times the visitor picked a currency in this tab (adopting the cookie is not a pick) */
  currencyPicks: number;
  setLanguage(region: Region, lang: Lang): void;
  setCurrency(currency: string): void;
  /** what the browser's cookies say of the visitor (adoptCookies): pages are the same for everyone */
  adoptVisitor(visitor: Partial<Pick<SiteSlice, 'guestId' | 'currency' | 'referer'>>): void;
  setFreshmanDiscountOff(off: boolean): void;
};

/**
 * Where the page is (its URL); the visitor (guest id, currency, campaign, session) is read in the
 * browser after mount, since the layout renders the same for everyone. Tests may give it all.
 */
export type SiteInit = Pick<SiteSlice, 'region' | 'lang'> &
  Partial<Pick<SiteSlice, 'guestId' | 'currency' | 'referer'>> & { userId?: string | null };

export const createSiteSlice =
  (init: SiteInit): SliceCreator<SiteSlice> =>
  (setSlice) => ({
    region: init.region,
    lang: init.lang,
    locale: LANG_TO_LOCALE[init.lang],
    currency: init.currency ?? DEFAULT_CURRENCY[init.lang],
    guestId: init.guestId ?? '',
    referer: init.referer,
    freshmanDiscountOff: false,
    currencyPicks: 0,
    setLanguage: (region, lang) => setSlice({ region, lang, locale: LANG_TO_LOCALE[lang] }),
    setCurrency: (currency) => setSlice((site) => ({ currency, currencyPicks: site.currencyPicks + 1 })),
    adoptVisitor: (visitor) =>
      setSlice(Object.fromEntries(Object.entries(visitor).filter(([, value]) => value !== undefined))),
    setFreshmanDiscountOff: (freshmanDiscountOff) => setSlice({ freshmanDiscountOff }),
  });
