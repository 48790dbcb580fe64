'use client';

import { useEffect, useId, useRef } from 'react';
import { SlideCaptcha } from './slide-captcha';
import styles from './captcha.module.css';
import type { AskedCaptchaState } from './use-asked-captcha';

type AskedCaptchaProps = {
  captcha: AskedCaptchaState;
  /** why it is asked for, in the form's words (account.askedCaptcha) */
  explanation: string;
  /** what the slider says once solved: the form's next step */
  solved: string;
};

/**
 * The slide captcha a form shows once its call answered captcha_required, under a short
 * explanation. Each time the call asks, focus moves to the explanation (so it is read out, and the
 * slider is the next stop); a new round remounts the captcha for a fresh challenge.
 */
export function AskedCaptcha({ captcha, explanation, solved }: AskedCaptchaProps) {
  const id = useId();
  const heading = useRef<HTMLParagraphElement>(null);
  const { asks } = captcha;
  useEffect(() => {
    if (asks > 0) heading.current?.focus();
  }, [asks]);
  if (!captcha.asked) return null;
  return (
    <div className={styles.asked}>
      <p id={`${id}-why`} ref={heading} tabIndex={-1} className={styles.explanation}>
        {explanation}
      </p>
      <SlideCaptcha key={captcha.round} onSolved={captcha.onSolved} solved={solved} />
    </div>
  );
}
