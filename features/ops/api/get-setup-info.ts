import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/site/api/errors';
import type { Api } from '@/lib/site/api/transport';
import type { SetupInfo } from '../types';

/** GET /ops/auth/setup_info: whose set-up link this is; null when it was used, expired or never was. */
export async function getSetupInfo(api: Api, token: string): Promise<SetupInfo | null> {
  try {
    const info = await api.get('/ops/auth/setup_info', { token });
    return { email: info.email, name: info.name };
  } catch (error) {
    const reason = error instanceof ApiClientError ? error.reason : null;
    if (reason === 'staff_setup_invalid' || reason === 'params_error' || reason === 'not_found') return null;
    throw error;
  }
}

export const getSetupInfoQueryOptions = (api: Api, token = '') =>
  queryOptions({ queryKey: ['ops', 'setup', token], queryFn: () => getSetupInfo(api, token) });
