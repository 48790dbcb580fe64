import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/site/api/errors';
import type { Api } from '@/lib/site/api/transport';
import { toStaffSession } from '../to-site-staff';
import type { StaffAccess } from '../types';

/**
 * GET /ops/auth/me, read by every back-office page on the server: the member of staff signed in,
 * or why not. Nobody signed in to the back office is 'signed_out' (the page sends them to the
 * login); a traveller's or guest's session without a staff one is 'refused' (403).
 */
export async function getStaffAccess(api: Api): Promise<StaffAccess> {
  try {
    return { kind: 'staff', session: toStaffSession(await api.get('/ops/auth/me')) };
  } catch (error) {
    if (error instanceof ApiClientError && error.reason === 'forbidden') return { kind: 'refused' };
    if (error instanceof ApiClientError && error.reason === 'unauthorized') return { kind: 'signed_out' };
    throw error;
  }
}

export const getStaffAccessQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['ops', 'me'], queryFn: () => getStaffAccess(api) });
