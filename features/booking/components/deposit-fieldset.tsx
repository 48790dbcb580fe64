'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { moneyText } from '@/components/money';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { Price } from '@/lib/api/contract/car';
import { toMoney } from '@/lib/booking-flow/money';
import type { Lang } from '@/lib/i18n/locales';
import type { FillInValues } from '@/lib/store/fill-in-draft';
import { useProblemText } from '../hooks/use-problem-text';
import { useZhimaAllowed } from '../hooks/use-zhima-allowed';
import { FieldProblem } from './field';
import styles from './form.module.css';

type Props = { pickupStore: string; storeAllowsZhima: boolean; deposit: Price };

/**
 * The deposit (spec §3, §5): a credit card in the renter's name with the car's deposit available,
 * refunded about 15 business days after return; or zhima credit, where the pre-authorisation rules
 * allow it, for logged-in travellers only (guests are offered the login).
 */
export function DepositFieldset({ pickupStore, storeAllowsZhima, deposit }: Props) {
  const t = useTranslations('booking.deposit');
  const tErrors = useTranslations('errors.form');
  const lang = useLocale() as Lang;
  const id = useId();
  const { control, register, getValues, setValue } = useFormContext<FillInValues>();
  const { errors } = useFormState({ control, name: 'deposit' });
  const problemText = useProblemText();
  const openModal = useSiteStore((state) => state.ui.openModal);
  const zhima = useZhimaAllowed(pickupStore, storeAllowsZhima);

  // Zhima credit chosen earlier (a restored draft) but not allowed now: back to the card.
  useEffect(() => {
    if (zhima !== 'allowed' && getValues('deposit') === '1') setValue('deposit', '2');
  }, [zhima, getValues, setValue]);

  const problem = problemText(errors.deposit?.message, 'deposit');
  return (
    <fieldset className={styles.section} aria-describedby={problem ? `${id}-error` : undefined}>
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
            <span id={`${id}-card`} className={styles.hint}>
              {tErrors('deposit_credit_card', { deposit: moneyText(toMoney(deposit), lang) })}
            </span>
          </span>
        </div>
        {zhima !== 'hidden' && (
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
              <span id={`${id}-zhima`} className={styles.hint}>
                {tErrors('zhima_score')} {zhima === 'log_in' && t('zhimaLogIn')}
              </span>
            </span>
          </div>
        )}
      </div>
      {zhima === 'log_in' && (
        <button type="button" className={styles.link} onClick={() => openModal('login')}>
          {t('logIn')}
        </button>
      )}
      <FieldProblem id={`${id}-error`}>{problem}</FieldProblem>
    </fieldset>
  );
}
