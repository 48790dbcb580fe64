import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isAgeBand } from '@/lib/rent-info/driver-age';
import type { RentInfo } from '@/lib/rent-info/codec';

const lastSearchSchema = z.object({
  pickup_location: z.string(),
  drop_off_location: z.string(),
  pickup_date_time: z.string(),
  drop_off_date_time: z.string(),
  driver_age: z.string().refine(isAgeBand),
});

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
        const last = lastSearchSchema.safeParse((persisted as { last?: unknown } | undefined)?.last);
        return { ...current, last: last.success ? (last.data as RentInfo) : null };
      },
    },
  ),
);

/** The remembered search, or null (also on the server). */
export const lastSearch = (): RentInfo | null => useSearchMemory.getState().last;
