'use client';

import { useEffect } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { useSiteStoreApi } from '@/components/providers/site-store-provider';
import { ApiClientError } from '@/lib/site/api/errors';
import { COOKIES } from '@/lib/cookies';
import { useSessionUser } from '../api/get-session-user';

/**
 * The signed-in visitor's /user/info, in react-query of its own (loaded with this part by
 * SessionSync, never with a page). The user is logged in to the store; an answer that there is
 * none (expired, ended elsewhere) drops the signed_in hint; other failures (offline) leave the
 * visitor a guest for this page, hint kept.
 */
export function SessionUserSync() {
  return (
    <QueryProvider>
      <SessionUserReader />
    </QueryProvider>
  );
}

function SessionUserReader() {
  const store = useSiteStoreApi();
  const { data: user, error } = useSessionUser();

  useEffect(() => {
    if (user) store.getState().session.logIn(user.id, user.displayName);
  }, [store, user]);

  useEffect(() => {
    if (!error) return;
    // Unreachable (offline): a guest for this page, the hint kept for the next.
    if (!(error instanceof ApiClientError && error.reason === 'unauthorized')) {
      store.getState().session.settleAsGuest();
      return;
    }
    document.cookie = `${COOKIES.signedIn}=; path=/; max-age=0; samesite=lax`;
    store.getState().session.logOut();
  }, [store, error]);

  return null;
}
