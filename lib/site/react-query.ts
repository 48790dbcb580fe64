import { QueryClient } from '@tanstack/react-query';

/**
 * Shared defaults for every QueryClient: data a server render prefetched stays fresh for a minute,
 * so hydrating it does not fetch again; a failed read is retried once; switching back to the tab
 * does not refetch (prices are re-read when the traveller acts, not when they look). Calls are made
 * whatever the browser says of its connection (networkMode 'always'): offline, a call fails at once
 * with the network error the page answers with 'try again', instead of waiting silently.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
