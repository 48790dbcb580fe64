'use client';

import { useEffect } from 'react';
import { useApi, useSiteStoreApi } from '@/components/providers/site-store-provider';
import { COOKIES, readCookie } from '@/lib/store/cookies';

/**
 * Tells the site store who is signed in (spec §3 login state and user info), and that it knows
 * (`settled`). Pages are the same for every visitor, so this is learnt in the browser: without the
 * signed_in hint the visitor is a guest at once; with it, /user/info names the user, and an answer
 * that there is none (expired, ended elsewhere) drops the hint. Other failures (offline) leave the
 * visitor a guest for this page, hint kept.
 */
export function SessionSync() {
  const api = useApi();
  const store = useSiteStoreApi();

  useEffect(() => {
    const { session } = store.getState();
    if (session.settled) return;
    if (!readCookie(document.cookie, COOKIES.signedIn)) {
      session.settleAsGuest();
      return;
    }
    let live = true;
    void (async () => {
      const [{ displayName, userSchema }, { ApiClientError }] = await Promise.all([
        import('@/lib/api/contract/account'),
        import('@/lib/api/errors'),
      ]);
      try {
        const user = await api.get('/user/info', userSchema);
        if (live) store.getState().session.logIn(user.user_id, displayName(user));
      } catch (error) {
        if (!live) return;
        // Unreachable (offline): a guest for this page, the hint kept for the next.
        if (!(error instanceof ApiClientError && error.reason === 'unauthorized')) {
          store.getState().session.settleAsGuest();
          return;
        }
        document.cookie = `${COOKIES.signedIn}=; path=/; max-age=0; samesite=lax`;
        store.getState().session.logOut();
      }
    })();
    return () => {
      live = false;
    };
  }, [api, store]);

  return null;
}
