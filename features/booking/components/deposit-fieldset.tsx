'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useFillInMethods } from '../form-methods';
import { moneyText } from '@/components/money';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { useProblemText } from '@/components/forms/use-problem-text';
import fieldStyles from '@/components/forms/field.module.css';
import buttonStyles from '@/components/forms/button.module.css';
import { toMoney } from '@/lib/site/booking-flow/money';
import type { Lang } from '@/lib/i18n/locales';
import { DEPOSIT_ANCHOR, type PreAuthControl } from '../hooks/use-pre-auth';
import type { CarPrice } from '../types';
import { useZhimaAllowed } from '../hooks/use-zhima-allowed';
import { FieldProblem } from './field';
import { PreAuthPanel } from './pre-auth-panel';
import styles from './form.module.css';

type Props = {
  pickupStore: string;
  storeAllowsZhima: boolean;
  deposit: CarPrice;
  /** the zhima credit pre-authorisation of this car and package */
  preAuth: PreAuthControl;
};

/**
 * The deposit (spec §3, §5): a credit card in the renter's name with the car's deposit available,
 * refunded about 15 business days after return; or zhima credit, where the pre-authorisation rules
 * allow it, for logged-in travellers only (guests are offered the login), once the provider has
 * passed its pre-authorisation of this car (the panel below the choice).
 */
export function DepositFieldset({ pickupStore, storeAllowsZhima, deposit, preAuth }: Props) {
  const t = useTranslations('booking.deposit');
  const tErrors = useTranslations('errors.form');
  const lang = useLocale() as Lang;
  const id = useId();
  const { control, register, getValues, setValue } = useFillInMethods();
  const { errors } = useFormState({ control, name: 'deposit' });
  const problemText = useProblemText();
  const openModal = useSiteStore((state) => state.ui.openModal);
  const zhima = useZhimaAllowed(pickupStore, storeAllowsZhima);
  const way = useWatch({ control, name: 'deposit' });

  // Zhima credit chosen earlier (a restored draft, or back from the provider) but not allowed now:
  // back to the card. While the rules are still being read the choice stays.
  useEffect(() => {
    if ((zhima === 'hidden' || zhima === 'log_in') && getValues('deposit') === '1') setValue('deposit', '2');
  }, [zhima, getValues, setValue]);

  const problem = problemText(errors.deposit?.message, 'deposit');
  return (
    <fieldset
      id={DEPOSIT_ANCHOR}
      className={styles.section}
      aria-describedby={problem ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{t('legend')}</legend>
      <div className={styles.choices}>
        <div className={styles.choice}>
          <input
            id={`${id}-card-way`}
            type="radio"
            value="2"
            aria-describedby={`${id}-card`}
            {...register('deposit')}
          />
          <span className={styles.choiceText}>
            <label htmlFor={`${id}-card-way`}>{t('creditCard')}</label>
            <span id={`${id}-card`} className={fieldStyles.hint}>
              {tErrors('deposit_credit_card', { deposit: moneyText(toMoney(deposit), lang) })}
            </span>
          </span>
        </div>
        {(zhima === 'allowed' || zhima === 'log_in') && (
          <div className={styles.choice}>
            <input
              id={`${id}-zhima-way`}
              type="radio"
              value="1"
              disabled={zhima !== 'allowed'}
              aria-describedby={`${id}-zhima`}
              {...register('deposit')}
            />
            <span className={styles.choiceText}>
              <label htmlFor={`${id}-zhima-way`}>{t('zhima')}</label>
              <span id={`${id}-zhima`} className={fieldStyles.hint}>
                {tErrors('zhima_score')} {zhima === 'log_in' && t('zhimaLogIn')}
              </span>
            </span>
          </div>
        )}
      </div>
      {zhima === 'allowed' && way === '1' && <PreAuthPanel preAuth={preAuth} />}
      {zhima === 'log_in' && (
        <button type="button" className={buttonStyles.link} onClick={() => openModal('login')}>
          {t('logIn')}
        </button>
      )}
      <FieldProblem id={`${id}-error`}>{problem}</FieldProblem>
    </fieldset>
  );
}
