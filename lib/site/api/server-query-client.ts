import 'server-only';
import { QueryClient } from '@tanstack/react-query';
import { cache } from 'react';

/**
 * One QueryClient per server request: a page, its metadata and its parts read a query through
 * the same queryOptions the browser uses (`getServerQueryClient().fetchQuery(get…QueryOptions(…))`),
 * and the first read answers the rest. A page whose client components read the query again hands
 * them this cache with `dehydrate` and `<HydrationBoundary>`.
 */
export const getServerQueryClient = cache(
  () =>
    new QueryClient({
      // A read is made once per request and never again within it; a failure is the reader's to
      // answer (its fetcher turns refusals into results), not retried behind its back.
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    }),
);
