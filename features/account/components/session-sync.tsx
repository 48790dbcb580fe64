'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { useSiteStore, useSiteStoreApi } from '@/components/providers/site-store-provider';
import { COOKIES, readCookie } from '@/lib/cookies';

// Every page has this sync, and most visitors are guests: the call, its code and react-query load
// only for a visitor with the signed_in hint, after the page.
const SessionUserSync = dynamic(
  () => import('./session-user-sync').then((module) => module.SessionUserSync),
  { ssr: false },
);

const hasHint = () => readCookie(document.cookie, COOKIES.signedIn) !== undefined;
// The hint changes only with a login or a logout, which settle the store themselves.
const unchanging = () => () => {};
const notOnServer = () => false;

/**
 * Tells the site store who is signed in (spec §3 login state and user info), and that it knows
 * (`settled`). Pages are the same for every visitor, so this is learnt in the browser: without the
 * signed_in hint the visitor is a guest at once; with it, /user/info names the user
 * (session-user-sync.tsx), asked once, until the store has settled.
 */
export function SessionSync() {
  const store = useSiteStoreApi();
  const settled = useSiteStore((state) => state.session.settled);
  const hinted = useSyncExternalStore(unchanging, hasHint, notOnServer);

  useEffect(() => {
    const { session } = store.getState();
    if (!session.settled && !hasHint()) session.settleAsGuest();
  }, [store]);

  return hinted && !settled ? <SessionUserSync /> : null;
}
