import { QueryClient } from '@tanstack/react-query';

/**
 * Shared defaults for every QueryClient: data a server render prefetched stays fresh for a minute,
 * so hydrating it does not fetch again; a failed read is retried once; switching back to the tab
 * does not refetch (prices are re-read when the traveller acts, not when they look).
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
