import { apiCalls, createApiClient, type ClientContext } from './client';
import { createExpiringCache, type CacheStorage } from './expiring-cache';
import { GLOBAL_CONFIG_CACHE_KEY, GLOBAL_CONFIG_PATH } from './config';
import type { Api } from './transport';

const localStorageCache: CacheStorage = {
  read: (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write: (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // private mode or a full quota: the config is simply fetched again next time
    }
  },
};

/** The browser's API calls and its cached global config, bound to the site store's base config. */
export function createBrowserApi(context: ClientContext) {
  const calls = apiCalls(createApiClient(context));
  const globalConfig = createExpiringCache({
    key: GLOBAL_CONFIG_CACHE_KEY,
    fetch: () => calls.get(GLOBAL_CONFIG_PATH),
    expiresMin: (config) => config.expiresMin,
    // The snapshot is large: the browser downloads it only when the API cannot be reached.
    fallback: () => import('./global-config').then((module) => module.builtinGlobalConfig()),
    storage: localStorageCache,
    onError: (error) => console.warn('global config fell back', error),
  });
  // A GET of the config's path answers the kept copy too: a feature's fetcher names the path like
  // any other (components/captcha/api/get-captcha-flag.ts) and asks no more often than it expires.
  const get = ((path, query, options) =>
    path === GLOBAL_CONFIG_PATH ? globalConfig.get() : calls.get(path, query, options)) as Api['get'];
  return { ...calls, get, getGlobalConfig: () => globalConfig.get() };
}

export type BrowserApi = ReturnType<typeof createBrowserApi>;
