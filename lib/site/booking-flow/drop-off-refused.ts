import { queryReader, type QueryInput } from '../../rent-info/query-fields';

/**
 * A link whose drop-off store the pick-up store does not allow (LAX01 → CHC01) opens the search
 * returning the car to the pick-up store, with this key naming the store that was refused, so the
 * page can say the drop-off store was changed (as dates_replaced does for dates). The flow's own
 * links do not carry it on (rentInfoQueryString keeps only the search, utm keys and the list's view).
 */
export const DROP_OFF_REFUSED_PARAM = 'dropoff_refused';

/** The query to redirect to: the search in use and the drop-off store it could not use. */
export const dropOffRefusedQuery = (searchQuery: string, store: string): string =>
  `${searchQuery}&${DROP_OFF_REFUSED_PARAM}=${encodeURIComponent(store)}`;

/** The refused store's code as the redirect wrote it; anything that is not a store code is ignored. */
export function readDropOffRefused(query: QueryInput): string | null {
  const value = queryReader(query)(DROP_OFF_REFUSED_PARAM);
  return value && /^[A-Z0-9]{3,16}$/.test(value) ? value : null;
}
