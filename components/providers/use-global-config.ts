'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrowserApi } from '@/lib/api/browser';
import { useApi } from './site-store-provider';

export const globalConfigQueryOptions = (api: BrowserApi) =>
  queryOptions({
    queryKey: ['common', 'global-config'],
    queryFn: () => api.getGlobalConfig(),
    // The API client keeps it for its own expiresMin; react-query need not refetch meanwhile.
    staleTime: Infinity,
  });

/** The global config (stores, currencies, flags), from the browser's expiring cache. */
export function useGlobalConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...globalConfigQueryOptions(useApi()), enabled });
}
