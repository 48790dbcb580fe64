import { dehydrate, HydrationBoundary, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { makeQueryClient } from '@/lib/site/react-query';

/**
 * Hands the browser one answer the page read on the server, under its query's key: the client
 * parts read it without a second call, and only this entry travels (not the whole request's cache).
 */
export function OneQuery({
  queryKey,
  data,
  children,
}: {
  queryKey: QueryKey;
  data: unknown;
  children: ReactNode;
}) {
  const client = makeQueryClient();
  client.setQueryData(queryKey, data);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
