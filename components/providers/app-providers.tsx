'use client';

import type { ReactNode } from 'react';
import '@/lib/site/zod-no-eval';
import type { SiteInit } from '@/lib/site/store/site-store';
import { SiteStoreProvider } from './site-store-provider';

/**
 * The providers every page needs: the site store and the browser API. react-query is not among
 * them: it would be in every page's JavaScript, and most pages never read the API from the
 * browser. A segment that does wraps itself in <QueryProvider> (query-provider.tsx).
 */
export function AppProviders({ siteInit, children }: { siteInit: SiteInit; children: ReactNode }) {
  return <SiteStoreProvider init={siteInit}>{children}</SiteStoreProvider>;
}
