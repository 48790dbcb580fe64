'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/react-query';
import type { SiteInit } from '@/lib/store/site-store';
import { SiteStoreProvider } from './site-store-provider';

export function AppProviders({ siteInit, children }: { siteInit: SiteInit; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteStoreProvider init={siteInit}>{children}</SiteStoreProvider>
    </QueryClientProvider>
  );
}
