import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toDeskDay } from '../to-site-desk';

/** GET /ops/desk/day: a store's pick-ups and returns of a day on its clock ('' date: today there). */
export const getDeskDay = async (api: Api, store: string, date: string, signal?: AbortSignal) =>
  toDeskDay(await api.get('/ops/desk/day', { store, ...(date ? { date } : {}) }, { signal }));

export const getDeskDayQueryOptions = (api: Api, store: string, date: string) =>
  queryOptions({
    queryKey: ['ops', 'desk', store, date],
    queryFn: ({ signal }) => getDeskDay(api, store, date, signal),
  });

export const useDeskDay = (store: string, date: string) =>
  useSuspenseQuery(getDeskDayQueryOptions(useApi(), store, date)).data;
