import type { SliceCreator } from './slice';

/** Spec §3 login state (state, initTime, logoutTime) and user info (user id). */
export type SessionSlice = {
  loggedIn: boolean;
  /** when the traveller logged in (ms since the epoch), or null */
  initTime: number | null;
  /** when they last logged out, or null */
  logoutTime: number | null;
  userId: string | null;
  logIn(userId: string, at?: number): void;
  logOut(at?: number): void;
};

export const createSessionSlice =
  (userId: string | null | undefined): SliceCreator<SessionSlice> =>
  (setSlice) => ({
    loggedIn: !!userId,
    initTime: null,
    logoutTime: null,
    userId: userId ?? null,
    logIn: (id, at = Date.now()) => setSlice({ loggedIn: true, initTime: at, logoutTime: null, userId: id }),
    logOut: (at = Date.now()) => setSlice({ loggedIn: false, logoutTime: at, userId: null }),
  });
