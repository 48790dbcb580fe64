import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { getRefundDetailQueryOptions } from './api/get-refund-detail';
import { getRefundListQueryOptions } from './api/get-refund-list';
import { getRefundQuoteQueryOptions } from './api/get-refund-quote';
import type { Refund } from './types';

/**
 * After a write that answered the refund (apply, revoke): its detail shows the answer at once (no
 * second read), and every refund read is marked stale, read again only when a page shows it.
 */
export async function keepRefund(queryClient: QueryClient, api: Api, refund: Refund) {
  queryClient.setQueryData(getRefundDetailQueryOptions(api, refund.tradeNo).queryKey, refund);
  const stale = [
    getRefundQuoteQueryOptions(api),
    getRefundDetailQueryOptions(api),
    getRefundListQueryOptions(api),
  ];
  await Promise.all(
    stale.map(({ queryKey }) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
}
