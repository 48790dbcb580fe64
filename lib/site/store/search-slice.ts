import type { RentInfo } from '../../rent-info/codec';
import { isAgeBand } from '../../rent-info/driver-age';
import type { SliceCreator } from './slice';

/**
 * The traveller's last search, kept for the tab (persisted to its sessionStorage) so that a search
 * form opened without a search in its URL — going back to /book or the home page — starts where
 * they left off. The URL stays the source of truth wherever it names a search.
 */
export type SearchSlice = {
  /** the last search sent from a search form in this tab */
  last: RentInfo | null;
  remember(info: RentInfo): void;
};

export const createSearchSlice: SliceCreator<SearchSlice> = (setSlice) => ({
  last: null,
  remember: (last) => setSlice({ last }),
});

/**
 * A remembered search as the tab stored it, or null. A guard rather than a zod schema: the site
 * store is on every page, and zod would be a tenth of a page's JavaScript. The search form still
 * decodes the search with the codec before using it, so this only checks its shape.
 */
export function readLastSearch(value: unknown): RentInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pickup_location, drop_off_location, pickup_date_time, drop_off_date_time, driver_age } =
    value as Record<string, unknown>;
  if (!isText(pickup_location) || !isText(drop_off_location)) return null;
  if (!isText(pickup_date_time) || !isText(drop_off_date_time)) return null;
  if (!isText(driver_age) || !isAgeBand(driver_age)) return null;
  return { pickup_location, drop_off_location, pickup_date_time, drop_off_date_time, driver_age };
}

const isText = (value: unknown): value is string => typeof value === 'string';
