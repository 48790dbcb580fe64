'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Amount } from '@/lib/api/contract/bill';
import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import type { Lang } from '@/lib/i18n/locales';
import { useCoupon } from '../hooks/use-coupon';
import { Field } from './field';
import styles from './form.module.css';

type Props = {
  pickupLocation: string;
  baseTotal: Amount;
  applied: CouponTermsAnswer | null;
  onApplied: (coupon: CouponTermsAnswer | null) => void;
  /** a problem the booking call reported for the coupon */
  bookingProblem?: string;
};

/** The coupon code with Apply; an applied coupon shows its name and can be removed. */
export function CouponField({ pickupLocation, baseTotal, applied, onApplied, bookingProblem }: Props) {
  const t = useTranslations('booking');
  const lang = useLocale() as Lang;
  const id = useId();
  const [code, setCode] = useState('');
  const coupon = useCoupon({
    pickupLocation,
    baseTotal,
    onApplied: (answer) => {
      setCode('');
      onApplied(answer);
    },
  });

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('coupon.legend')}</legend>
      {applied ? (
        <div className={styles.inlineActions}>
          <p role="status" className={`${styles.status} ${styles.success}`}>
            {t('coupon.applied', { code: applied.code, name: applied.name[lang] })}
          </p>
          <button type="button" className={styles.link} onClick={coupon.remove}>
            {t('coupon.remove')}
          </button>
        </div>
      ) : (
        <div className={styles.inlineActions}>
          <Field id={`${id}-code`} label={t('labels.coupon_code')} error={coupon.problem ?? bookingProblem}>
            {(a11y) => (
              <input
                {...a11y}
                className={styles.input}
                autoComplete="off"
                maxLength={32}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={(event) => {
                  // Enter applies the code rather than submitting the booking form around it.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    coupon.apply(code);
                  }
                }}
              />
            )}
          </Field>
          <button
            type="button"
            className={styles.secondary}
            disabled={coupon.busy}
            aria-busy={coupon.busy || undefined}
            onClick={() => coupon.apply(code)}
          >
            {t('coupon.apply')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
