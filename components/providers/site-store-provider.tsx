'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BrowserApi } from '@/lib/api/browser';
import { lazyBrowserApi } from '@/lib/api/lazy-browser';
import {
  baseConfig,
  createSiteStore,
  type SiteInit,
  type SiteState,
  type SiteStore,
} from '@/lib/store/site-store';

const SiteStoreContext = createContext<{ store: SiteStore; api: BrowserApi } | null>(null);

/** One site store and API client per tab, created from what the server knew about the visitor. */
export function SiteStoreProvider({ init, children }: { init: SiteInit; children: ReactNode }) {
  const [value] = useState(() => {
    const store = createSiteStore(init);
    const api = lazyBrowserApi({ commonParams: () => baseConfig(store.getState()) });
    return { store, api };
  });
  return <SiteStoreContext.Provider value={value}>{children}</SiteStoreContext.Provider>;
}

function useSiteContext() {
  const value = useContext(SiteStoreContext);
  if (!value) throw new Error('useSiteStore must be used inside <SiteStoreProvider>');
  return value;
}

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(useSiteContext().store, selector);
}

export const useApi = () => useSiteContext().api;
