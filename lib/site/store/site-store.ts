import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { CommonParams } from '../../api/contract/common-params';
import { paymentCurrencyOf } from '../booking-flow/payment-currency';
import { COOKIES, readCookie } from '../../cookies';
import {
  createBookingSessionDraft,
  readBookingSessionDraft,
  type BookingSessionDraft,
} from './booking-draft-slice';
import { createSearchSlice, readLastSearch, type SearchSlice } from './search-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createSiteSlice, type SiteInit, type SiteSlice } from './site-slice';
import { dataOf, type SliceSetter } from './slice';
import { createUiSlice, type UiSlice } from './ui-slice';

/**
 * The site store: the client state of one browser tab, one slice per concern. `search` and
 * `bookingDraft` are the tab's memory (kept in its sessionStorage); the rest is rebuilt from what
 * the server knew on every page load. Server state (what the API says) is not kept here.
 */
export type SiteState = {
  site: SiteSlice;
  session: SessionSlice;
  ui: UiSlice;
  search: SearchSlice;
  bookingDraft: BookingSessionDraft;
};

/** The tab's sessionStorage entry; raise the version when a persisted slice changes shape. */
export const TAB_STORAGE_KEY = 'rentcar.tab';
export const TAB_STORAGE_VERSION = 2;

const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

function tabStorage(): StateStorage {
  try {
    return typeof window === 'undefined' ? noStorage : window.sessionStorage;
  } catch {
    return noStorage; // storage disabled: the tab simply remembers nothing
  }
}

/**
 * One store per browser tab and per server render (the provider creates it; never a module-level
 * singleton, so nothing is shared between requests). The persisted slices start empty and are
 * restored from the tab's storage after mount (restoreTab), so the server's render and the first
 * client render agree. `storage`: the tab's sessionStorage by default; tests pass their own.
 */
export function createSiteStore(init: SiteInit, options: { storage?: StateStorage } = {}) {
  const storage = options.storage ?? tabStorage();
  const store = createStore<SiteState>()(
    persist(
      (set, get) => {
        function slice<K extends keyof SiteState>(key: K) {
          const setSlice: SliceSetter<SiteState[K]> = (patch) => {
            // Every write saves the tab's memory: one before the tab is restored would erase it.
            restoreTab(store);
            set((state) => {
              const changes = typeof patch === 'function' ? patch(state[key]) : patch;
              return { [key]: { ...state[key], ...changes } } as Pick<SiteState, K>;
            });
          };
          return [setSlice, () => get()[key]] as const;
        }
        return {
          site: createSiteSlice(init)(...slice('site')),
          session: createSessionSlice(init.userId)(...slice('session')),
          ui: createUiSlice(...slice('ui')),
          search: createSearchSlice(...slice('search')),
          bookingDraft: createBookingSessionDraft(...slice('bookingDraft')),
        };
      },
      {
        name: TAB_STORAGE_KEY,
        version: TAB_STORAGE_VERSION,
        storage: createJSONStorage(() => storage),
        skipHydration: true,
        partialize: (state) => ({
          search: { last: state.search.last },
          bookingDraft: dataOf(state.bookingDraft),
        }),
        // Whatever another version of the site left behind is dropped rather than trusted.
        merge: (stored, current) => {
          const tab = (stored ?? {}) as { search?: { last?: unknown }; bookingDraft?: unknown };
          return {
            ...current,
            search: { ...current.search, last: readLastSearch(tab.search?.last) },
            bookingDraft: { ...current.bookingDraft, ...readBookingSessionDraft(tab.bookingDraft) },
          };
        },
      },
    ),
  );
  return store;
}

export type SiteStore = ReturnType<typeof createSiteStore>;

/**
 * Reads the tab's memory into the store, once (the provider calls it after mount). Synchronous:
 * sessionStorage is. Safe to call again; every write calls it first.
 */
export function restoreTab(store: SiteStore): void {
  if (!store.persist.hasHydrated()) void store.persist.rehydrate();
}

/**
 * Takes what the browser's cookies say of the visitor into the store (after mount): the guest id
 * and the campaign source proxy.ts keeps, and the payment currency the visitor chose (an unusable
 * value keeps the language's default). The server does not read them for the layout: its pages are
 * the same for every visitor.
 */
export function adoptCookies(store: SiteStore, cookieHeader: string): void {
  const { site } = store.getState();
  const chosen = readCookie(cookieHeader, COOKIES.currency);
  site.adoptVisitor({
    guestId: readCookie(cookieHeader, COOKIES.guestId),
    referer: readCookie(cookieHeader, COOKIES.utmSource),
    currency: chosen ? paymentCurrencyOf(chosen, site.lang) : undefined,
  });
}

/** The base config sent with every request: the user id, or the guest id when not logged in. */
export function baseConfig(state: Pick<SiteState, 'site' | 'session'>): CommonParams {
  return {
    region: state.site.region,
    currency: state.site.currency,
    locale: state.site.locale,
    user_id: state.session.userId ?? (state.site.guestId || undefined),
    referer: state.site.referer,
  };
}

export type { SiteInit };
