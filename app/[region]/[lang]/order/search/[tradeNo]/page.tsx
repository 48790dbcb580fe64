// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

/**
 * /order/search/{trade_no}: the order a guest found at /query (the lookup granted this browser
 * access). It is the same page as /order/{trade_no}: the API decides what the visitor may see.
 */
export { default, generateMetadata } from '../../[tradeNo]/page';
