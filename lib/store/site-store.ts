import { createStore } from 'zustand/vanilla';
import type { CommonParams } from '../api/contract/common-params';
import { DEFAULT_CURRENCY, LANG_TO_LOCALE, type ApiLocale, type Lang, type Region } from '../i18n/locales';

/** Spec §3 shared state: where and how the visitor browses, and who they are. */
export type SiteSlice = {
  region: Region;
  lang: Lang;
  locale: ApiLocale;
  currency: string;
  guestId: string;
  /** the stored utm_source, sent as referer */
  referer: string | undefined;
  freshmanDiscountOff: boolean;
};

/** Spec §2: login, order search and similar dialogs open as modals, each behind its flag. */
export type ModalName = 'login' | 'orderSearch';

export type UiSlice = {
  modals: Record<ModalName, boolean>;
};

export type SessionSlice = {
  login: { state: boolean; initTime: number | null; logoutTime: number | null };
  userInfo: { user_id: string | null };
};

export type SiteActions = {
  setLanguage(region: Region, lang: Lang): void;
  setCurrency(currency: string): void;
  loggedIn(userId: string, at?: number): void;
  loggedOut(at?: number): void;
  setFreshmanDiscountOff(off: boolean): void;
  openModal(name: ModalName): void;
  closeModal(name: ModalName): void;
};

export type SiteState = SiteSlice & SessionSlice & UiSlice & SiteActions;

export type SiteInit = Pick<SiteSlice, 'region' | 'lang' | 'guestId'> &
  Partial<Pick<SiteSlice, 'currency' | 'referer'>> & { userId?: string | null };

/** One store per browser tab (and per server render), never a module-level singleton. */
export function createSiteStore(init: SiteInit) {
  return createStore<SiteState>()((set) => ({
    region: init.region,
    lang: init.lang,
    locale: LANG_TO_LOCALE[init.lang],
    currency: init.currency ?? DEFAULT_CURRENCY[init.lang],
    guestId: init.guestId,
    referer: init.referer,
    freshmanDiscountOff: false,
    login: { state: !!init.userId, initTime: null, logoutTime: null },
    userInfo: { user_id: init.userId ?? null },
    modals: { login: false, orderSearch: false },
    setLanguage: (region, lang) => set({ region, lang, locale: LANG_TO_LOCALE[lang] }),
    setCurrency: (currency) => set({ currency }),
    loggedIn: (userId, at = Date.now()) =>
      set({ login: { state: true, initTime: at, logoutTime: null }, userInfo: { user_id: userId } }),
    loggedOut: (at = Date.now()) =>
      set((state) => ({
        login: { ...state.login, state: false, logoutTime: at },
        userInfo: { user_id: null },
      })),
    setFreshmanDiscountOff: (off) => set({ freshmanDiscountOff: off }),
    // One dialog at a time: opening one closes the others.
    openModal: (name) => set({ modals: { login: false, orderSearch: false, [name]: true } }),
    closeModal: (name) => set((state) => ({ modals: { ...state.modals, [name]: false } })),
  }));
}

export type SiteStore = ReturnType<typeof createSiteStore>;

/** The base config sent with every request: the user id, or the guest id when not logged in. */
export function baseConfig(state: SiteSlice & SessionSlice): CommonParams {
  return {
    region: state.region,
    currency: state.currency,
    locale: state.locale,
    user_id: state.userInfo.user_id ?? state.guestId,
    referer: state.referer,
  };
}
