import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toChangeOffer } from '../to-site';
import type { ChangeOffer } from '../types';

/** The rental the change would make, as a search of the pick-up store asks for it. */
export type ChangeSearch = {
  pickupStore: string;
  dropOffStore: string;
  pickupWall: string;
  dropOffWall: string;
  driverAge: number;
};

/**
 * GET /car/get_car_list for the changed rental: the cars of the pick-up store free for the new
 * dates (the booking's own car counts as taken: the form always offers it), its packages and extras.
 */
export const getChangeOffer = async (
  api: Api,
  search: ChangeSearch,
  signal?: AbortSignal,
): Promise<ChangeOffer> =>
  toChangeOffer(
    await api.get(
      '/car/get_car_list',
      {
        pickup_location: search.pickupStore,
        drop_off_location: search.dropOffStore,
        pickup_date_time: search.pickupWall,
        drop_off_date_time: search.dropOffWall,
        driver_age: search.driverAge,
      },
      { signal },
    ),
  );

/** Without a search: the key of every offer. */
export const getChangeOfferQueryOptions = (api: Api, search?: ChangeSearch) =>
  queryOptions({
    queryKey: search === undefined ? ['order-change', 'offer'] : ['order-change', 'offer', search],
    queryFn: ({ signal }) => getChangeOffer(api, search as ChangeSearch, signal),
    enabled: search !== undefined,
    // The form keeps showing the last cars while the new dates are read.
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The offer for the dates in the form; `search` undefined (dates being typed) reads nothing. */
export const useChangeOffer = (search: ChangeSearch | undefined) =>
  useQuery(getChangeOfferQueryOptions(useApi(), search));
