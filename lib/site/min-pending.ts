/**
 * Spec §4 "Page fetching": pending, error and timestamp are tracked, and a pending state shows for
 * at least 200 ms (spec §9), so a fast answer does not flash a spinner on and off.
 */
import { useCallback, useRef, useState } from 'react';

export const MIN_PENDING_MS = 200;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `work` (same value or same rejection), but no earlier than `minMs` after the call.
 * On the server there is no pending display to smooth, so it settles as soon as `work` does.
 */
export async function withMinPending<T>(
  work: Promise<T> | (() => Promise<T>),
  minMs: number = MIN_PENDING_MS,
): Promise<T> {
  // A function that throws synchronously still counts as a rejection.
  const promise = typeof work === 'function' ? new Promise<T>((resolve) => resolve(work())) : work;
  if (typeof window === 'undefined' || minMs <= 0) return promise;
  const [result] = await Promise.allSettled([promise, delay(minMs)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export type PendingState = {
  pending: boolean;
  error: unknown;
  /** Date.now() when the last run succeeded; null before any success. */
  timestamp: number | null;
};

/**
 * Tracks one fetch at a time for a page: `run(() => getOrder(id))` sets pending, waits at least
 * 200 ms, then records the error or the success time. Only the latest run updates the state; an
 * earlier run that settles later is ignored. `run` resolves to the value, or undefined on error.
 */
export function usePendingState(minMs: number = MIN_PENDING_MS) {
  const [state, setState] = useState<PendingState>({ pending: false, error: null, timestamp: null });
  const latest = useRef(0);

  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      const id = ++latest.current;
      setState((previous) => ({ ...previous, pending: true, error: null }));
      try {
        const value = await withMinPending(work, minMs);
        if (id === latest.current) setState({ pending: false, error: null, timestamp: Date.now() });
        return value;
      } catch (error) {
        if (id === latest.current) setState((previous) => ({ ...previous, pending: false, error }));
        return undefined;
      }
    },
    [minMs],
  );

  return { ...state, run };
}
