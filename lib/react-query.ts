import { QueryClient } from '@tanstack/react-query';

/** Shared defaults: server-prefetched data is fresh for a minute, so hydration does not refetch. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
