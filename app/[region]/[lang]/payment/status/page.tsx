/** /payment/status without an order number: the same page as /payment without one. */
export { default, generateMetadata } from '../page';
