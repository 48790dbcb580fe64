import 'server-only';
import { cache } from 'react';
import { makeQueryClient } from '../react-query';

/**
 * One QueryClient per server request: a page, its metadata and its parts read a query through
 * the same queryOptions the browser uses (`getServerQueryClient().fetchQuery(get…QueryOptions(…))`),
 * and the first read answers the rest. A page whose client components read the query again hands
 * them this cache with `dehydrate` and `<HydrationBoundary>`.
 */
export const getServerQueryClient = cache(() => {
  const client = makeQueryClient();
  // A server read is not tried again (fetchQuery's own default, which the browser's shared retry
  // would override): a failed read reaches the page's error handling at once, as a direct call did.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
});
