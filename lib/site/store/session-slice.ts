import type { SliceCreator } from './slice';

/** Spec §3 login state (state, initTime, logoutTime) and user info (user id). */
export type SessionSlice = {
  loggedIn: boolean;
  /**
   * whether the browser knows yet who is signed in (features/account SessionSync): until then a
   * visitor is neither a guest nor a user, and nothing may act as if they were a guest (hide or undo
   * a choice only users have, invite them to log in)
   */
  settled: boolean;
  /** when the traveller logged in (ms since the epoch), or null */
  initTime: number | null;
  /** when they last logged out, or null */
  logoutTime: number | null;
  userId: string | null;
  /** how the header names the user (their name, e-mail or phone), once known */
  displayName: string | null;
  logIn(userId: string, displayName?: string | null, at?: number): void;
  /** nobody is signed in, as far as the browser can tell */
  settleAsGuest(): void;
  logOut(at?: number): void;
};

/** `userId`: the signed-in user; null, a guest; undefined, not known yet (the layout's case). */
export const createSessionSlice =
  (userId: string | null | undefined): SliceCreator<SessionSlice> =>
  (setSlice) => ({
    loggedIn: !!userId,
    settled: userId !== undefined,
    initTime: null,
    logoutTime: null,
    userId: userId ?? null,
    displayName: null,
    logIn: (id, displayName = null, at = Date.now()) =>
      setSlice({ loggedIn: true, settled: true, initTime: at, logoutTime: null, userId: id, displayName }),
    settleAsGuest: () => setSlice({ settled: true }),
    logOut: (at = Date.now()) =>
      setSlice({ loggedIn: false, settled: true, logoutTime: at, userId: null, displayName: null }),
  });
