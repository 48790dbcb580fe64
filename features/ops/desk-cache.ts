import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { getDeskDayQueryOptions } from './api/get-desk-day';
import { withEntry, type DeskDay, type DeskEntry } from './to-site-desk';

/**
 * A counter move answers the rental as it now stands: it replaces that rental in the day the page
 * shows (no second read of the whole day), and `onSuccess` says so.
 */
export const keepAnsweredRental = <TVariables>(
  queryClient: QueryClient,
  api: Api,
  day: { store: string; date: string },
  mutationFn: (variables: TVariables) => Promise<DeskEntry>,
  onSuccess?: (entry: DeskEntry) => void,
) => ({
  mutationFn,
  onSuccess: (entry: DeskEntry) => {
    const key = getDeskDayQueryOptions(api, day.store, day.date).queryKey;
    queryClient.setQueryData<DeskDay>(key, (current) => (current ? withEntry(current, entry) : current));
    onSuccess?.(entry);
  },
});
