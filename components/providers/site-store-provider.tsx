'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BrowserApi } from '@/lib/site/api/browser';
import { lazyBrowserApi } from '@/lib/site/api/lazy-browser';
import {
  adoptCookies,
  baseConfig,
  createSiteStore,
  restoreTab,
  type SiteInit,
  type SiteState,
  type SiteStore,
} from '@/lib/site/store/site-store';

const SiteStoreContext = createContext<{ store: SiteStore; api: BrowserApi } | null>(null);

/**
 * One site store and API client per tab (and per server render), created from the page's place
 * (region, language). The visitor (cookies) and the tab's memory (last search, booking draft) are
 * read after mount, so the first client render matches the server's HTML, which is the same for
 * every visitor.
 */
export function SiteStoreProvider({ init, children }: { init: SiteInit; children: ReactNode }) {
  const [value] = useState(() => {
    const store = createSiteStore(init);
    const api = lazyBrowserApi({ commonParams: () => baseConfig(store.getState()) });
    return { store, api };
  });
  useEffect(() => {
    adoptCookies(value.store, document.cookie);
    restoreTab(value.store);
  }, [value.store]);
  return <SiteStoreContext.Provider value={value}>{children}</SiteStoreContext.Provider>;
}

function useSiteContext() {
  const value = useContext(SiteStoreContext);
  if (!value) throw new Error('useSiteStore must be used inside <SiteStoreProvider>');
  return value;
}

/** A part of the site store, e.g. `useSiteStore((state) => state.site.currency)`; re-renders when it changes. */
export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(useSiteContext().store, selector);
}

/** The store itself, for effects and handlers that read or write without re-rendering. */
export const useSiteStoreApi = (): SiteStore => useSiteContext().store;

export const useApi = () => useSiteContext().api;

const notRestored = () => false;

/**
 * False until the tab's memory is in the store (always false on the server and while hydrating),
 * then true: what a component that starts from the remembered search waits for.
 */
export function useTabRestored(): boolean {
  const { store } = useSiteContext();
  return useSyncExternalStore(store.persist.onFinishHydration, store.persist.hasHydrated, notRestored);
}
