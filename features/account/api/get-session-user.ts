import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toSessionUser } from '../to-site';
import type { SessionUser } from '../types';

/** GET /user/info: who the session's token belongs to; ApiClientError 'unauthorized' when nobody. */
export const getSessionUser = async (api: Api): Promise<SessionUser> =>
  toSessionUser(await api.get('/user/info'));

/**
 * Asked once: an answer that nobody is signed in is final, and an unreachable API leaves the
 * visitor a guest for this page (features/account/components/session-user-sync.tsx).
 */
export const getSessionUserQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['user', 'session'], queryFn: () => getSessionUser(api), retry: false });

export const useSessionUser = () => useQuery(getSessionUserQueryOptions(useApi()));
