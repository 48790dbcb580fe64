'use client';

import { useCallback, useState } from 'react';
import { useCaptchaFlag } from './api/get-captcha-flag';

/**
 * The captcha of a form that sends one-time codes (the account forms, the booking form's phone):
 * shown while the slide-captcha flag is active, required before a send when the flag forces it
 * (the API refuses the code otherwise: captcha_required). The API accepts each solution once, so
 * after a send the captcha starts a new round: render `<SlideCaptcha key={round} .../>`.
 */
export function useCodeCaptcha() {
  const flag = useCaptchaFlag();
  const [solution, setSolution] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const onSolved = useCallback((solved: string | null) => setSolution(solved), []);
  return {
    shown: flag?.active === true,
    /** the flag forces a captcha and none is solved yet: ask for it instead of sending */
    missing: flag?.is_force === true && !solution,
    /** what the send call carries */
    field: solution ? { captcha: solution } : {},
    round,
    onSolved,
    /** after a send that carried the solution (used up, whatever the answer): a new challenge */
    spent: () => {
      if (!solution) return;
      setSolution(null);
      setRound((current) => current + 1);
    },
  };
}

export type CodeCaptcha = ReturnType<typeof useCodeCaptcha>;
