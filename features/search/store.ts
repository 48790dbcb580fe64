import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isAgeBand } from '@/lib/rent-info/driver-age';
import type { RentInfo } from '@/lib/rent-info/codec';

/**
 * A remembered search as this tab stored it, or null. A guard rather than a zod schema: this
 * store is on every page with a search form, and zod would be a tenth of those pages' JavaScript.
 * The codec still decodes the search before it is used (initialRentInfo), so this only checks shape.
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

type SearchMemory = {
  /** the last search sent from a search form in this tab */
  last: RentInfo | null;
  remember(info: RentInfo): void;
};

/**
 * The traveller's last search, kept for the tab (sessionStorage) so that a search form opened
 * without a search in its URL — going back to /book or the home page — starts where they left off.
 * The URL stays the source of truth wherever it names a search. Read only in the browser, after
 * hydration (the server never has it), so a render never depends on it.
 */
export const useSearchMemory = create<SearchMemory>()(
  persist(
    (set) => ({
      last: null,
      remember: (info) => set({ last: info }),
    }),
    {
      name: 'rentcar.search',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ last: state.last }),
      // Whatever another version of the site left behind is dropped rather than trusted.
      merge: (persisted, current) => {
        return { ...current, last: readLastSearch((persisted as { last?: unknown } | undefined)?.last) };
      },
    },
  ),
);

/** The remembered search, or null (also on the server). */
export const lastSearch = (): RentInfo | null => useSearchMemory.getState().last;
