import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toStaffMember } from '../to-site-staff';

/** GET /ops/staff/list: every member of staff (administrators only). */
export const getStaffList = async (api: Api, signal?: AbortSignal) =>
  (await api.get('/ops/staff/list', undefined, { signal })).list.map(toStaffMember);

export const getStaffListQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['ops', 'staff'], queryFn: ({ signal }) => getStaffList(api, signal) });

export const useStaffList = () => useSuspenseQuery(getStaffListQueryOptions(useApi())).data;
