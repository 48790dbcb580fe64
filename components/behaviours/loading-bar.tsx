'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useReducer } from 'react';
import {
  HIDE_AFTER_MS,
  isInternalNavigation,
  isLoadingBarVisible,
  LOADING_IDLE,
  loadingReducer,
  STALL_MS,
  TICK_MS,
} from '@/lib/site/behaviours/loading-bar';
import styles from './loading-bar.module.css';

/**
 * The thin bar at the top of the page during a navigation (spec §4): it starts on a click on a link
 * to another page of the site (or back/forward), trickles forward, and finishes when the new
 * pathname or query arrives, or turns red when an error escapes while it loads.
 * Uses useSearchParams: render it inside <Suspense> (SiteBehaviours does).
 */
export function LoadingBar() {
  const t = useTranslations('behaviours.loadingBar');
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [state, dispatch] = useReducer(loadingReducer, LOADING_IDLE);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const navigates = isInternalNavigation(
        { href: link.href, target: link.target, download: link.hasAttribute('download') },
        { href: window.location.href, origin: window.location.origin },
        event,
      );
      if (navigates) dispatch({ type: 'start' });
    };
    const onPopState = () => dispatch({ type: 'start' });
    const onError = () => dispatch({ type: 'fail' });
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);

  // The new page has arrived (a no-op when nothing was loading, e.g. on first render).
  useEffect(() => {
    dispatch({ type: 'finish' });
  }, [pathname, query]);

  useEffect(() => {
    if (state.phase === 'loading') {
      const ticker = window.setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
      const stall = window.setTimeout(() => dispatch({ type: 'fail' }), STALL_MS);
      return () => {
        window.clearInterval(ticker);
        window.clearTimeout(stall);
      };
    }
    if (state.phase === 'done' || state.phase === 'failed') {
      const hide = window.setTimeout(() => dispatch({ type: 'hide' }), HIDE_AFTER_MS);
      return () => window.clearTimeout(hide);
    }
  }, [state.phase]);

  if (!isLoadingBarVisible(state)) return null;
  const percent = Math.round(state.progress * 100);
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={t('label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-phase={state.phase}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${state.progress})` }} />
    </div>
  );
}
