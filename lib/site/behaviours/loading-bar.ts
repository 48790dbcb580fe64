/**
 * Spec §4 "Loading bar": start, progress, then finish or fail. A pure reducer; the component in
 * components/behaviours/loading-bar.tsx feeds it navigation events and timer ticks.
 *
 *   idle --start--> loading --tick*--> loading --finish--> done --hide--> idle
 *                                             --fail----> failed --hide--> idle
 */
export type LoadingPhase = 'idle' | 'loading' | 'done' | 'failed';
export type LoadingState = { phase: LoadingPhase; /** 0..1 */ progress: number };
export type LoadingAction =
  { type: 'start' } | { type: 'tick' } | { type: 'finish' } | { type: 'fail' } | { type: 'hide' };

export const LOADING_IDLE: LoadingState = { phase: 'idle', progress: 0 };
/** Where a start jumps to, so the bar is visible at once. */
export const START_PROGRESS = 0.1;
/** The trickle never passes this: only `finish` reaches the end. */
export const MAX_TRICKLE = 0.9;
/** Each tick covers this share of what is left below MAX_TRICKLE (fast first, then slower). */
export const TRICKLE_RATE = 0.15;
export const TICK_MS = 250;
/** How long the full (or red) bar stays before it hides. */
export const HIDE_AFTER_MS = 400;
/** A navigation that has not arrived by then (the API timeout, spec §9) counts as failed. */
export const STALL_MS = 30_000;

export function loadingReducer(state: LoadingState, action: LoadingAction): LoadingState {
  switch (action.type) {
    case 'start':
      // A second click while loading keeps the progress made so far.
      return state.phase === 'loading' ? state : { phase: 'loading', progress: START_PROGRESS };
    case 'tick': {
      if (state.phase !== 'loading') return state;
      const progress = state.progress + (MAX_TRICKLE - state.progress) * TRICKLE_RATE;
      return { phase: 'loading', progress: Math.min(MAX_TRICKLE, progress) };
    }
    case 'finish':
      return state.phase === 'loading' ? { phase: 'done', progress: 1 } : state;
    case 'fail':
      return state.phase === 'loading' ? { phase: 'failed', progress: 1 } : state;
    case 'hide':
      return state.phase === 'done' || state.phase === 'failed' ? LOADING_IDLE : state;
  }
}

export const isLoadingBarVisible = (state: LoadingState) => state.phase !== 'idle';

/**
 * Does a click on this link start a navigation inside the site that the bar should show?
 * Not for new tabs, downloads, modifier clicks, other origins, or a change of hash alone.
 */
export function isInternalNavigation(
  link: { href: string; target?: string; download?: boolean },
  current: { href: string; origin: string },
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target && link.target !== '_self')) return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(link.href, current.href);
    from = new URL(current.href);
  } catch {
    return false;
  }
  if (to.origin !== current.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
