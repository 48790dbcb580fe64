/**
 * The car list's view in the URL query (its filters and sort: features/car-list/filter.ts reads and
 * writes them). Every link of the booking flow carries them with the search, so 'Change car' and
 * 'Modify search' bring the traveller back to the list as they left it. None clashes with the
 * search's own keys (pickup, from, age, utm_*...).
 */
export const LIST_VIEW_KEYS = {
  types: 'type',
  gearboxes: 'gearbox',
  fuels: 'fuel',
  seats: 'seats',
  drivetrains: 'drive',
  features: 'feature',
  priceMin: 'price_min',
  priceMax: 'price_max',
  sort: 'sort',
} as const;

export const LIST_VIEW_KEY_NAMES: readonly string[] = Object.values(LIST_VIEW_KEYS);

/**
 * `href` with the list view of `current` (the address the traveller is on) in place of its own:
 * a link rendered on the server is followed with the filters chosen since.
 */
export function withListView(href: string, current: URLSearchParams): string {
  const at = href.indexOf('?');
  const path = at < 0 ? href : href.slice(0, at);
  const query = new URLSearchParams(at < 0 ? '' : href.slice(at + 1));
  for (const key of LIST_VIEW_KEY_NAMES) query.delete(key);
  for (const [key, value] of current) if (LIST_VIEW_KEY_NAMES.includes(key)) query.append(key, value);
  const text = query.toString().replace(/%3A/gi, ':');
  return text ? `${path}?${text}` : path;
}
