import { useSyncExternalStore } from 'react';

/**
 * Next keeps useSearchParams in step with the native history API; jsdom's history does not tell
 * React, so the stand-in subscribes to popstate and to pushState/replaceState (patched below).
 */
const HISTORY_EVENT = 'test:history';
const subscribe = (callback: () => void) => {
  window.addEventListener('popstate', callback);
  window.addEventListener(HISTORY_EVENT, callback);
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener(HISTORY_EVENT, callback);
  };
};
export function useHistorySearchParams() {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return new URLSearchParams(search);
}

/** Tells useHistorySearchParams about pushState and replaceState (restore with vi.restoreAllMocks). */
export function patchHistory() {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    vi.spyOn(window.history, method).mockImplementation((...args) => {
      original(...args);
      window.dispatchEvent(new Event(HISTORY_EVENT));
    });
  }
}
