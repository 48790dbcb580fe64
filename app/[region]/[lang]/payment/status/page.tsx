// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

/** /payment/status without an order number: the same page as /payment without one. */
export { default, generateMetadata } from '../page';
