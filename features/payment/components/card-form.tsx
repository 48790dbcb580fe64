'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { moneyText } from '@/components/money';
import fieldStyles from '@/components/forms/field.module.css';
import { useProblemWords } from '@/components/forms/use-problem-text';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Money } from '@/lib/site/booking-flow/money';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import type { Lang } from '@/lib/i18n/locales';
import { CARD_BRAND_LABELS, cardBrandOf, groupCardNumber, shapeExpiry } from '@/lib/payment/card-brand';
import { usePay } from '../hooks/use-pay';
import type { CardFormValues } from '../types';
import { CardField } from './card-field';
import styles from './card-form.module.css';

type FieldName = keyof CardFormValues;
const EMPTY: CardFormValues = { card_number: '', expiry: '', cvv: '', holder_name: '' };

// The API's own card schema (card-validator), zod and zodResolver load with the form's first check.
const resolver = formResolver<CardFormValues>('card');

type Props = { tradeNo: string; amount: Money };

/**
 * The card form of /payment/{trade_no}: number (its brand named as it is typed), expiry, CVV and
 * the holder's name, checked by the API's own schema (card-validator) before anything is sent.
 * The amount is the order's; the form sends none. The fields are not kept anywhere but the form.
 */
export function CardForm(props: Props) {
  // The payment is a react-query mutation; the pages after booking have no provider of their own.
  return (
    <QueryProvider>
      <CardPayment {...props} />
    </QueryProvider>
  );
}

function CardPayment({ tradeNo, amount }: Props) {
  const t = useTranslations('cardPayment');
  const tErrors = useTranslations('errors');
  const lang = useLocale() as Lang;
  const idBase = useId();
  const headingId = `${idBase}-heading`;
  const form = useForm<CardFormValues>({ defaultValues: EMPTY, resolver });
  const { register, handleSubmit, formState, setValue, control } = form;
  const { state, pay } = usePay(tradeNo);
  const brand = cardBrandOf(useWatch({ control, name: 'card_number' }));

  const words = useProblemWords();
  // An expired card and a brand we do not take need another card, not another try at typing.
  const problem = (field: FieldName) => {
    const code = formState.errors[field]?.message;
    if (code === 'card_expired') return tErrors('form.card_expired');
    if (code === 'card_brand') return tErrors('form.card_brand');
    return words(code, t(`fields.${field}`));
  };
  const id = (field: FieldName) => `${idBase}-${field}`;

  return (
    <section className={styles.payment} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.accepted}>{t('accepted')}</p>
      <form
        noValidate
        onSubmit={handleSubmit((values) => pay(values))}
        onFocus={() => resolver.prefetch()}
        onPointerEnter={() => resolver.prefetch()}
      >
        <div className={styles.grid}>
          <CardField
            id={id('card_number')}
            label={t('labels.card_number')}
            error={problem('card_number')}
            wide
            beside={
              <span className={styles.brand} aria-live="polite">
                {brand ? CARD_BRAND_LABELS[brand] : ''}
              </span>
            }
          >
            {(a11y) => (
              <input
                {...a11y}
                {...register('card_number', {
                  onChange: (event: { target: HTMLInputElement }) =>
                    setValue('card_number', groupCardNumber(event.target.value)),
                })}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
              />
            )}
          </CardField>
          <CardField id={id('expiry')} label={t('labels.expiry')} error={problem('expiry')}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('expiry', {
                  onChange: (event: { target: HTMLInputElement }) =>
                    setValue('expiry', shapeExpiry(event.target.value)),
                })}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('expiryPlaceholder')}
              />
            )}
          </CardField>
          <CardField id={id('cvv')} label={t('labels.cvv')} error={problem('cvv')}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('cvv')}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
              />
            )}
          </CardField>
          <CardField
            id={id('holder_name')}
            label={t('labels.holder_name')}
            error={problem('holder_name')}
            wide
          >
            {(a11y) => (
              <input
                {...a11y}
                {...register('holder_name')}
                className={fieldStyles.input}
                autoComplete="cc-name"
              />
            )}
          </CardField>
        </div>
        {state.status === 'refused' && (
          <p role="alert" className={styles.refusal}>
            {tErrors(state.reason)}
          </p>
        )}
        <button type="submit" className={styles.pay} disabled={state.status === 'paying'}>
          {state.status === 'paying' ? t('paying') : t('pay', { amount: moneyText(amount, lang) })}
        </button>
        <p className={styles.secure}>{t('secure')}</p>
      </form>
    </section>
  );
}
