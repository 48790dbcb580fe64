'use client';

import type { ReactNode } from 'react';
import type { SiteInit } from '@/lib/store/site-store';
import { SiteStoreProvider } from './site-store-provider';

/**
 * The providers every page needs: the site store and the browser API. react-query is not among
 * them: no page reads the API from the browser yet, and it would be in every page's JavaScript.
 * The first client feature that does adds a QueryClientProvider around its own segment.
 */
export function AppProviders({ siteInit, children }: { siteInit: SiteInit; children: ReactNode }) {
  return <SiteStoreProvider init={siteInit}>{children}</SiteStoreProvider>;
}
