import type { BrowserApi } from './browser';
import type { ClientContext } from './client';

/**
 * The browser API, loaded with its first call rather than with the page: axios, zod and the
 * response schemas are a fifth of the site's JavaScript, and most pages make no call in the
 * browser at all (the server renders them from its own reads).
 */
export function lazyBrowserApi(context: ClientContext): BrowserApi {
  let loading: Promise<BrowserApi> | undefined;
  const load = () =>
    (loading ??= import('./browser').then(
      (module) => module.createBrowserApi(context),
      (error: unknown) => {
        loading = undefined; // a failed chunk load is tried again on the next call
        throw error;
      },
    ));
  return {
    get: (async (...args: Parameters<BrowserApi['get']>) => (await load()).get(...args)) as BrowserApi['get'],
    post: (async (...args: Parameters<BrowserApi['post']>) =>
      (await load()).post(...args)) as BrowserApi['post'],
    delete: (async (...args: Parameters<BrowserApi['delete']>) =>
      (await load()).delete(...args)) as BrowserApi['delete'],
    getGlobalConfig: async () => (await load()).getGlobalConfig(),
  };
}
