'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import type { CaptchaChallenge } from '@/lib/api/contract/captcha';
import { reportCaptchaFailure } from './report';

/**
 * init: nothing asked yet; loading: fetching the challenge; loaded: the slider is ready; solving:
 * the slider reached its end and the tab works out the proof; solved: the proof is ready to go with
 * the call; fail: the challenge could not be fetched or solved (reported, with a retry).
 */
export type CaptchaStatus = 'init' | 'loading' | 'loaded' | 'solving' | 'solved' | 'fail';

export function useSlideCaptcha(onSolved: (solution: string | null) => void) {
  const api = useApi();
  const [status, setStatus] = useState<CaptchaStatus>('init');
  const challenge = useRef<CaptchaChallenge | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const solvedRef = useRef(onSolved);
  useEffect(() => {
    solvedRef.current = onSolved;
  }, [onSolved]);

  const fail = useCallback(async () => {
    setStatus('fail');
    solvedRef.current(null);
    await reportCaptchaFailure(api, challenge.current);
  }, [api]);

  const load = useCallback(async () => {
    aborter.current?.abort();
    challenge.current = null;
    solvedRef.current(null);
    setStatus('loading');
    try {
      const { captchaChallengeSchema } = await import('@/lib/api/contract/captcha');
      challenge.current = await api.get('/captcha/challenge', captchaChallengeSchema);
      setStatus('loaded');
    } catch {
      await fail();
    }
  }, [api, fail]);

  const solve = useCallback(async () => {
    if (!challenge.current) return;
    const controller = new AbortController();
    aborter.current = controller;
    setStatus('solving');
    try {
      const { solveCaptcha } = await import('./solve');
      const solution = await solveCaptcha(challenge.current, controller.signal);
      if (controller.signal.aborted) return;
      setStatus('solved');
      solvedRef.current(solution);
    } catch {
      if (!controller.signal.aborted) await fail();
    }
  }, [fail]);

  useEffect(() => {
    // The first challenge is fetched once the captcha is shown (a microtask later: not in render).
    void Promise.resolve().then(load);
    return () => aborter.current?.abort();
  }, [load]);

  return { status, retry: load, solve };
}
