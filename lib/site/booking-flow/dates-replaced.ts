import type { DatesReplaced } from '../../rent-info/codec';
import { queryReader, type QueryInput } from '../../rent-info/query-fields';
import { RENT_WINDOW_MESSAGES } from '../../rent-info/window';

/**
 * A link whose dates could not be used (past, impossible, unreadable) opens the same page at the
 * dates in use, with this key saying why, so the address shows what the page shows and the page can
 * say the dates were replaced. The flow's own links do not carry it on (rentInfoQueryString keeps
 * only the search, utm keys and the list's view).
 */
export const DATES_REPLACED_PARAM = 'dates_replaced';

const REASONS: readonly DatesReplaced[] = [
  'unreadable',
  ...(Object.keys(RENT_WINDOW_MESSAGES) as DatesReplaced[]),
];

/** The query to redirect to: the search in use and why its dates are not the link's. */
export const datesReplacedQuery = (searchQuery: string, reason: DatesReplaced): string =>
  `${searchQuery}&${DATES_REPLACED_PARAM}=${reason}`;

/** Why the dates were replaced, as the redirect said it; anything else in the key is ignored. */
export function readDatesReplaced(query: QueryInput): DatesReplaced | null {
  const value = queryReader(query)(DATES_REPLACED_PARAM);
  return REASONS.find((reason) => reason === value) ?? null;
}
