/** /ops: the back office opens on the order search, the very page of /ops/orders. */
export { default, generateMetadata } from './orders/page';

// Next reads a route's segment config from its own file, never through a re-export.
export const dynamic = 'force-dynamic';
