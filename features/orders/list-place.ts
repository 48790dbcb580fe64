import type { OrderListTab } from './types';

/** Which tab and page of /order the URL asks for (?tab=refund&page=2), read alike by page and list. */
export function orderListPlace(params: { get(name: string): string | null }) {
  const tab: OrderListTab = params.get('tab') === 'refund' ? 'refund' : 'all';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  return { tab, page };
}
