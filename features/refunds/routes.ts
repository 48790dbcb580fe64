/** The refund pages, without the /{region}/{lang} prefix (Link and redirect add it). */
export const refundListHref = '/order/refund';
export const refundApplyHref = (tradeNo: string) => `/order/refund/apply/${tradeNo}`;
export const refundProgressHref = (tradeNo: string) => `/order/refund/${tradeNo}`;
