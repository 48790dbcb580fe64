'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import buttonStyles from '@/components/forms/plain-button.module.css';
import formStyles from '@/components/forms/plain-form.module.css';
import { QueryProvider } from '@/components/providers/query-provider';
import { CaptchaSlider } from './captcha-slider';
import styles from './captcha.module.css';
import { useSlideCaptcha } from './use-slide-captcha';

type SlideCaptchaProps = {
  onSolved: (solution: string | null) => void;
  /** what it says once solved (the next step); 'you can send the code now' by default */
  solved?: string;
};

/**
 * The site's slide captcha (spec §3 flag slide_captcha): slide to the end, and the tab solves the
 * server's signed proof-of-work; the solution is handed to the form (null until solved). Remount it
 * (a new key) for a fresh challenge: each solution is accepted once. Each captcha reads its
 * challenge in a query client of its own, which goes with it: a challenge is never shared with
 * another captcha or kept for the next one, and a form needs no react-query to show it.
 */
export function SlideCaptcha(props: SlideCaptchaProps) {
  return (
    <QueryProvider>
      <SlideCaptchaBody {...props} />
    </QueryProvider>
  );
}

function SlideCaptchaBody({ onSolved, solved }: SlideCaptchaProps) {
  // Its words are the accounts' (account.captcha), a namespace every page's client messages carry.
  const t = useTranslations('account.captcha');
  const id = useId();
  const { status, retry, solve } = useSlideCaptcha(onSolved);
  const ready = status === 'loaded';
  const solvedText = solved ?? t('solved');
  const message = {
    init: t('loading'),
    loading: t('loading'),
    loaded: t('instructions'),
    solving: t('solving'),
    solved: solvedText,
    fail: t('failed'),
  }[status];
  return (
    <div className={styles.captcha} role="group" aria-labelledby={`${id}-title`} data-status={status}>
      <p id={`${id}-title`} className={styles.title}>
        {t('title')}
      </p>
      {status !== 'fail' && (
        <CaptchaSlider
          label={t('label')}
          valueText={(percent) => (status === 'solved' ? solvedText : t('valueText', { percent }))}
          disabled={!ready}
          onComplete={solve}
        />
      )}
      <p
        role={status === 'fail' ? 'alert' : 'status'}
        className={status === 'fail' ? formStyles.error : styles.status}
      >
        {message}
      </p>
      {status === 'fail' && (
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.compact} ${styles.retry}`}
          onClick={retry}
        >
          {t('retry')}
        </button>
      )}
    </div>
  );
}
