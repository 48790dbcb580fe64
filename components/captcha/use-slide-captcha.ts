'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useCaptchaChallenge } from './api/get-captcha-challenge';
import { useReportCaptchaFailure } from './api/report-captcha-failure';
// Imported with the captcha, not later: altcha's solver is under a kilobyte once built (its loop
// and a hex digest over crypto.subtle, nothing else), less than the request a lazy load would add.
import { solveCaptcha } from './solve';

/**
 * init: nothing asked yet; loading: fetching the challenge; loaded: the slider is ready; solving:
 * the slider reached its end and the tab works out the proof; solved: the proof is ready to go with
 * the call; fail: the challenge could not be fetched or solved (reported, with a retry).
 */
export type CaptchaStatus = 'init' | 'loading' | 'loaded' | 'solving' | 'solved' | 'fail';

/** What the tab did with the challenge it has. */
type Work = 'waiting' | 'solving' | 'solved' | 'failed';

export function useSlideCaptcha(onSolved: (solution: string | null) => void) {
  const challenge = useCaptchaChallenge();
  const { mutate: report } = useReportCaptchaFailure();
  const [work, setWork] = useState<Work>('waiting');
  const aborter = useRef<AbortController | null>(null);
  const solvedRef = useRef(onSolved);
  useEffect(() => {
    solvedRef.current = onSolved;
  }, [onSolved]);

  // A challenge that could not be fetched: no solution, and the failure is reported (with no
  // challenge, as none came).
  const failures = challenge.errorUpdateCount;
  useEffect(() => {
    if (failures === 0) return;
    solvedRef.current(null);
    report(null);
  }, [failures, report]);

  const status: CaptchaStatus = challenge.isFetching
    ? 'loading'
    : challenge.isError || work === 'failed'
      ? 'fail'
      : work === 'solving'
        ? 'solving'
        : work === 'solved'
          ? 'solved'
          : challenge.data
            ? 'loaded'
            : 'init';

  const { refetch } = challenge;
  const retry = useCallback(() => {
    aborter.current?.abort();
    setWork('waiting');
    solvedRef.current(null);
    void refetch();
  }, [refetch]);

  const current = status === 'loaded' ? challenge.data : undefined;
  const solve = useCallback(async () => {
    if (!current) return;
    const controller = new AbortController();
    aborter.current = controller;
    setWork('solving');
    try {
      const solution = await solveCaptcha(current, controller.signal);
      if (controller.signal.aborted) return;
      setWork('solved');
      solvedRef.current(solution);
    } catch {
      if (controller.signal.aborted) return;
      setWork('failed');
      solvedRef.current(null);
      report(current);
    }
  }, [current, report]);

  useEffect(() => () => aborter.current?.abort(), []);

  return { status, retry, solve };
}
