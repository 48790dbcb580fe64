/** The order pages' paths (spec §2), without the region and language prefix. */
export const orderListHref = (tab: 'all' | 'refund' = 'all') =>
  tab === 'all' ? '/order' : '/order?tab=refund';
/** Built by the change pages (features/order-change): linked to by URL only. */
export const orderChangeHref = (tradeNo: string) => `/order/change/${tradeNo}`;
export const orderSearchHref = (tradeNo: string) => `/order/search/${tradeNo}`;
export const orderQueryHref = '/query';
/** Built by the refunds pages: linked to by URL only. */
export const refundListHref = '/order/refund';
export const refundDetailHref = (tradeNo: string) => `/order/refund/${tradeNo}`;
export const refundApplyHref = (tradeNo: string) => `/order/refund/apply/${tradeNo}`;
export { orderDetailHref } from '@/lib/site/booking-flow/routes';
