/** The pages a change leads to, without the /{region}/{lang} prefix (Link and the router add it). */
export const orderChangeHref = (tradeNo: string) => `/order/change/${tradeNo}`;
export { orderDetailHref } from '@/lib/site/booking-flow/routes';
