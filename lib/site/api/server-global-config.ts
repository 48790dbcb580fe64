import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { createExpiringCache, memoryStorage } from './expiring-cache';
import { builtinGlobalConfig, GLOBAL_CONFIG_CACHE_KEY, GLOBAL_CONFIG_PATH } from './global-config';
import { serverApi } from './server';
import { describeError, logger } from '../../logger';

/** Server renders share one cached config per process, refreshed after its expiresMin. */
const cache = createExpiringCache({
  key: GLOBAL_CONFIG_CACHE_KEY,
  fetch: () => serverApi.get(GLOBAL_CONFIG_PATH),
  expiresMin: (config) => config.expiresMin,
  fallback: builtinGlobalConfig,
  storage: memoryStorage(),
  onError: (error) => {
    // Next's own control flow (dynamic rendering, redirects) must reach Next, not the fallback.
    unstable_rethrow(error);
    logger.warn('global config fell back', describeError(error));
  },
});

export const getServerGlobalConfig = () => cache.get();
