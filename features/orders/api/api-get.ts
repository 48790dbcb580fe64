import type { z } from 'zod';
import type { BrowserApi } from '@/lib/api/browser';

/**
 * How an order query reads the API: in the browser through its API client (useApi), and on the
 * server, for the page's prefetch, through the server's (server-get.ts). One queryOptions serves
 * both, so the prefetched cache entry is the very one the browser's hooks read and invalidate.
 */
export type ApiGet = <S extends z.ZodType>(
  path: string,
  schema: S,
  query: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<z.output<S>>;

export const browserGet =
  (api: BrowserApi): ApiGet =>
  (path, schema, query, signal) =>
    api.get(path, schema, query, { signal });
