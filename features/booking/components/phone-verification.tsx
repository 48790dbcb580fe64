'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SlideCaptcha } from '@/components/captcha/slide-captcha';
import { useCodeCaptcha } from '@/components/captcha/use-code-captcha';
import fieldStyles from '@/components/forms/field.module.css';
import buttonStyles from '@/components/forms/button.module.css';
import type { Lang } from '@/lib/i18n/locales';
import type { PhoneProofDraft } from '@/lib/site/store/fill-in-draft';
import { FORM_LIMITS } from '../form-limits';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { Field } from './field';
import styles from './form.module.css';

type Props = {
  lang: Lang;
  verified: boolean;
  validPhone: () => Promise<{ areaCode: string; phone: string } | null>;
  onVerified: (proof: PhoneProofDraft) => void;
};

/**
 * 'Send code', the 6-digit code and 'Verify', with the resend countdown; 'Phone verified' once done.
 * The slide captcha sits above 'Send code' while its flag is active (required when forced).
 */
export function PhoneVerification({ lang, verified, validPhone, onVerified }: Props) {
  const t = useTranslations('booking.phone');
  const id = useId();
  const [code, setCode] = useState('');
  const captcha = useCodeCaptcha();
  const verification = usePhoneVerification({
    lang,
    captcha,
    validPhone,
    onVerified: (proof) => {
      setCode('');
      onVerified(proof);
    },
  });
  const { sentTo, resendIn, busy, problem } = verification;

  if (verified) {
    return (
      <p role="status" className={`${styles.status} ${styles.success}`}>
        <span aria-hidden="true">✓ </span>
        {t('verified')}
      </p>
    );
  }
  return (
    <div className={fieldStyles.field}>
      {captcha.shown && <SlideCaptcha key={captcha.round} onSolved={captcha.onSolved} />}
      <div className={styles.inlineActions}>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy !== null || resendIn > 0}
          aria-busy={busy === 'send' || undefined}
          onClick={verification.send}
        >
          {sentTo ? t('resend') : t('send')}
        </button>
        {resendIn > 0 && (
          <span className={fieldStyles.hint} role="timer" aria-live="off">
            {t('resendIn', { seconds: resendIn })}
          </span>
        )}
      </div>
      <div role="status" className={styles.status}>
        {sentTo && t('sent', { phone: `+${sentTo.areaCode} ${sentTo.phone}`, minutes: sentTo.minutes })}
      </div>
      {sentTo && (
        <div className={styles.inlineActions}>
          <Field id={`${id}-code`} label={t('codeLabel')} error={problem ?? undefined}>
            {(a11y) => (
              <input
                {...a11y}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={FORM_LIMITS.codeLength}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                onKeyDown={(event) => {
                  // Enter checks the code rather than submitting the booking form around it.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    verification.check(code);
                  }
                }}
              />
            )}
          </Field>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy !== null}
            aria-busy={busy === 'check' || undefined}
            onClick={() => verification.check(code)}
          >
            {t('verify')}
          </button>
        </div>
      )}
      {!sentTo && problem && (
        <p role="alert" className={fieldStyles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
