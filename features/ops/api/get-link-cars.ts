import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { toCarListQuery, type RentInfo } from '@/lib/rent-info/codec';
import type { Api } from '@/lib/site/api/transport';
import { toLinkCars } from '../to-site-links';

/**
 * GET /car/get_car_list for the link builder: the cars free for the link's search at its pick-up
 * store, with their packages (the same list a traveller opening the link would see).
 */
export const getLinkCars = async (api: Api, rentInfo: RentInfo, signal?: AbortSignal) =>
  toLinkCars(await api.get('/car/get_car_list', toCarListQuery(rentInfo), { signal }));

export const getLinkCarsQueryOptions = (api: Api, rentInfo: RentInfo) =>
  queryOptions({
    queryKey: ['ops', 'links', 'cars', toCarListQuery(rentInfo)],
    queryFn: ({ signal }) => getLinkCars(api, rentInfo, signal),
  });

export const useLinkCars = (rentInfo: RentInfo) => useQuery(getLinkCarsQueryOptions(useApi(), rentInfo));
