import { DEFAULT_CURRENCY, LANG_TO_LOCALE, type ApiLocale, type Lang, type Region } from '../i18n/locales';
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
  setLanguage(region: Region, lang: Lang): void;
  setCurrency(currency: string): void;
  setFreshmanDiscountOff(off: boolean): void;
};

/** What the server knows of the visitor when it renders the layout (cookies and the URL). */
export type SiteInit = Pick<SiteSlice, 'region' | 'lang' | 'guestId'> &
  Partial<Pick<SiteSlice, 'currency' | 'referer'>> & { userId?: string | null };

export const createSiteSlice =
  (init: SiteInit): SliceCreator<SiteSlice> =>
  (setSlice) => ({
    region: init.region,
    lang: init.lang,
    locale: LANG_TO_LOCALE[init.lang],
    currency: init.currency ?? DEFAULT_CURRENCY[init.lang],
    guestId: init.guestId,
    referer: init.referer,
    freshmanDiscountOff: false,
    setLanguage: (region, lang) => setSlice({ region, lang, locale: LANG_TO_LOCALE[lang] }),
    setCurrency: (currency) => setSlice({ currency }),
    setFreshmanDiscountOff: (freshmanDiscountOff) => setSlice({ freshmanDiscountOff }),
  });
