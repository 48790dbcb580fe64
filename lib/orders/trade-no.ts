/**
 * What an order number looks like: 12 to 24 digits (random, never sequential). One pattern for the
 * API's schema, the lookup form, the server's lookup and the pages that take a number in their path.
 */
export const TRADE_NO_PATTERN = /^\d{12,24}$/;

export const isTradeNo = (value: string) => TRADE_NO_PATTERN.test(value);
