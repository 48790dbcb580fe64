import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toRefundListPage } from '../to-site';
import type { RefundListPage } from '../types';

export const REFUND_PAGE_SIZE = 10;

/** GET /refund/get_refund_list: one page of the visitor's refunds, newest first. */
export const getRefundList = async (api: Api, page = 1): Promise<RefundListPage> =>
  toRefundListPage(await api.get('/refund/get_refund_list', { page, page_size: REFUND_PAGE_SIZE }));

/** Without a page: the key of every page (to drop them all). */
export const getRefundListQueryOptions = (api: Api, page?: number) =>
  queryOptions({
    queryKey: page === undefined ? ['refunds', 'list'] : ['refunds', 'list', page],
    queryFn: () => getRefundList(api, page),
    staleTime: 0,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useRefundList = (page: number) => useQuery(getRefundListQueryOptions(useApi(), page));
