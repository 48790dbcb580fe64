'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import fieldStyles from '@/components/forms/field.module.css';
import buttonStyles from '@/components/forms/button.module.css';
import { usePathname, useRouter } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import type { AppliedCoupon } from '@/lib/site/store/fill-in-draft';
import { useCoupon } from '../hooks/use-coupon';
import { useWalletCoupons } from '../hooks/use-wallet-coupons';
import type { BillAmount } from '../types';
import { Field } from './field';
import styles from './form.module.css';

type Props = {
  pickupLocation: string;
  /** the pick-up store's country: only coupons valid there are offered */
  storeCountry: string;
  baseTotal: BillAmount;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
  /** a problem the booking call reported for the coupon */
  bookingProblem?: string;
};

/**
 * The coupon of a booking. Coupons are a logged-in user's (issue 12): they pick one of their wallet's
 * coupons or type a code (a new valid code joins their wallet when they book); a guest is asked to
 * log in and brought back to this form. An applied coupon shows its name and can be removed.
 */
export function CouponField({
  pickupLocation,
  storeCountry,
  baseTotal,
  applied,
  onApplied,
  bookingProblem,
}: Props) {
  const t = useTranslations('booking');
  const lang = useLocale() as Lang;
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [code, setCode] = useState('');
  const wallet = useWalletCoupons(storeCountry);
  const coupon = useCoupon({
    pickupLocation,
    baseTotal,
    onApplied: (answer) => {
      setCode('');
      onApplied(answer);
    },
  });

  if (!wallet.loggedIn) {
    return (
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('coupon.legend')}</legend>
        <div className={styles.inlineActions}>
          <p className={fieldStyles.hint}>{t('wallet.loginHint')}</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() =>
              router.push(`/login?return_to=${encodeURIComponent(pathname + window.location.search)}`)
            }
          >
            {t('wallet.login')}
          </button>
        </div>
        {bookingProblem && (
          <p role="alert" className={fieldStyles.error}>
            {bookingProblem}
          </p>
        )}
      </fieldset>
    );
  }

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('coupon.legend')}</legend>
      {applied ? (
        <div className={styles.inlineActions}>
          <p role="status" className={`${styles.status} ${styles.success}`}>
            {t('coupon.applied', { code: applied.code, name: applied.name[lang] })}
          </p>
          <button type="button" className={buttonStyles.link} onClick={coupon.remove}>
            {t('coupon.remove')}
          </button>
        </div>
      ) : (
        <>
          {wallet.coupons.length > 0 && (
            <Field id={`${id}-wallet`} label={t('wallet.label')}>
              {(a11y) => (
                <select
                  {...a11y}
                  className={fieldStyles.input}
                  value=""
                  disabled={coupon.busy}
                  onChange={(event) => {
                    if (event.target.value) coupon.apply(event.target.value);
                  }}
                >
                  <option value="">{t('wallet.none')}</option>
                  {wallet.coupons.map((option) => (
                    <option key={option.code} value={option.code}>
                      {t('wallet.option', { code: option.code, description: option.description })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <div className={styles.inlineActions}>
            <Field id={`${id}-code`} label={t('labels.coupon_code')} error={coupon.problem ?? bookingProblem}>
              {(a11y) => (
                <input
                  {...a11y}
                  className={fieldStyles.input}
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
              className={buttonStyles.secondary}
              disabled={coupon.busy}
              aria-busy={coupon.busy || undefined}
              onClick={() => coupon.apply(code)}
            >
              {t('coupon.apply')}
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
