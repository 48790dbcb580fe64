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
  // Each method waits for the client, then makes the same call (the arguments pass through as given).
  const forward =
    <K extends 'get' | 'post' | 'delete'>(method: K) =>
    async (...args: unknown[]) =>
      ((await load())[method] as (...args: unknown[]) => Promise<unknown>)(...args);
  return {
    get: forward('get') as BrowserApi['get'],
    post: forward('post') as BrowserApi['post'],
    delete: forward('delete') as BrowserApi['delete'],
    getGlobalConfig: async () => (await load()).getGlobalConfig(),
  };
}
