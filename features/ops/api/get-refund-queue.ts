import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toRefundQueuePage } from '../to-site';
import type { RefundQueueName } from '../types';

export const REFUND_PAGE_SIZE = 20;

/** GET /ops/refund/queue: open (oldest first), refunding, or closed (newest first). */
export const getRefundQueue = async (api: Api, queue: RefundQueueName, page: number, signal?: AbortSignal) =>
  toRefundQueuePage(
    await api.get('/ops/refund/queue', { queue, page, page_size: REFUND_PAGE_SIZE }, { signal }),
  );

/** Without a queue: every page of every queue, which a refund's move marks stale. */
export const getRefundQueueQueryOptions = (api: Api, queue?: RefundQueueName, page = 1) =>
  queryOptions({
    queryKey: queue === undefined ? ['ops', 'refunds'] : ['ops', 'refunds', queue, page],
    queryFn: ({ signal }) => getRefundQueue(api, queue ?? 'open', page, signal),
  });

export const useRefundQueue = (queue: RefundQueueName, page: number) =>
  useSuspenseQuery(getRefundQueueQueryOptions(useApi(), queue, page)).data;
