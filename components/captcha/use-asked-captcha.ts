'use client';

import { useCallback, useState } from 'react';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';

/**
 * The captcha a call asks for by answering captcha_required: a guest lookup of an order number, or
 * a login of an account, that has had its failures (whoever made them). Nothing shows until a call
 * is answered so; from then on each try of the form carries a solution, which the API accepts once,
 * so every try after that (right or wrong) starts a new round: render
 * `<AskedCaptcha key={round} .../>` with it. `asks` counts the captcha_required answers, so the
 * form can move focus to the explanation each time one comes.
 */
export function useAskedCaptcha() {
  const [asks, setAsks] = useState(0);
  const [solution, setSolution] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const onSolved = useCallback((solved: string | null) => setSolution(solved), []);
  return {
    /** a call asked for it: show it, with its explanation */
    asked: asks > 0,
    asks,
    /** asked for and not solved yet: say so instead of trying */
    missing: asks > 0 && !solution,
    /** what the next try carries */
    field: solution ? { captcha: solution } : {},
    round,
    onSolved,
    /** After a try: its solution is used up whatever the answer; captcha_required asks again. */
    settle: (error?: unknown) => {
      const requested = error !== undefined && errorMessageKey(error) === 'captcha_required';
      if (requested) setAsks((current) => current + 1);
      if (solution || requested) {
        setSolution(null);
        setRound((current) => current + 1);
      }
    },
  };
}

export type AskedCaptchaState = ReturnType<typeof useAskedCaptcha>;
