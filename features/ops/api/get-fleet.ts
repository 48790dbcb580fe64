import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toFleet } from '../to-site-fleet';

/** GET /ops/fleet/list: a store's cars with their units and holds (fleet.manage). */
export const getFleet = async (api: Api, store: string, signal?: AbortSignal) =>
  toFleet(await api.get('/ops/fleet/list', { store }, { signal }));

export const getFleetQueryOptions = (api: Api, store: string) =>
  queryOptions({
    queryKey: ['ops', 'fleet', store],
    queryFn: ({ signal }) => getFleet(api, store, signal),
  });

export const useFleet = (store: string) => useSuspenseQuery(getFleetQueryOptions(useApi(), store)).data;
