/** The pages a change leads to, without the /{region}/{lang} prefix (Link and the router add it). */
export const orderDetailHref = (tradeNo: string) => `/order/${tradeNo}`;
export const orderChangeHref = (tradeNo: string) => `/order/change/${tradeNo}`;
