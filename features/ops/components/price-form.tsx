'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Lang } from '@/lib/i18n/locales';
import { useAddPricePeriod } from '../api/add-price-period';
import { useSetBasePrice } from '../api/set-base-price';
import { allPriceItems, type PriceList } from '../to-site-prices';
import { CallFailure } from './call-failure';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';
import { serverFieldProblems, usePriceProblem } from './price-problems';

type Values = { key: string; amount: string; startsOn: string; endsOn: string; reason: string };

/**
 * Changing a base price ('base') or adding a period ('period': from and to, store-local dates,
 * both included). The server checks everything again (decimals of the currency, not in the past,
 * the end not before the start); its field problems show under their fields.
 */
export function PriceForm({ list, mode }: { list: PriceList; mode: 'base' | 'period' }) {
  const t = useTranslations('ops.prices');
  const lang = useLocale() as Lang;
  const id = useId();
  const problemText = usePriceProblem();
  const [done, setDone] = useState('');
  const items = allPriceItems(list);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: {
      key: items[0]?.key ?? '',
      amount: '',
      startsOn: list.today,
      endsOn: list.today,
      reason: '',
    },
  });
  const onSuccess = () => {
    setDone(mode === 'base' ? t('savedBase') : t('savedPeriod'));
    reset();
  };
  const setBase = useSetBasePrice(onSuccess);
  const addPeriod = useAddPricePeriod(onSuccess);
  const call = mode === 'base' ? setBase : addPeriod;
  const server = serverFieldProblems(call.error);
  const problem = (field: keyof Values, serverField: string) =>
    problemText(formState.errors[field]?.message ?? server[serverField]);

  const submit = handleSubmit((values) => {
    const item = items.find((candidate) => candidate.key === values.key);
    if (!item) return;
    setDone('');
    const common = {
      store: list.store.code,
      target: item.target,
      targetId: item.targetId,
      amount: values.amount,
      reason: values.reason,
    };
    if (mode === 'base') setBase.mutate(common);
    else addPeriod.mutate({ ...common, startsOn: values.startsOn, endsOn: values.endsOn });
  });

  const field = (name: keyof Values, serverField: string, label: string, type: string, hint?: string) => {
    const text = problem(name, serverField);
    const described = [hint && `${id}-${name}-hint`, text && `${id}-${name}-error`].filter(Boolean).join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {name === 'reason' ? (
          <textarea
            id={`${id}-${name}`}
            rows={2}
            maxLength={500}
            aria-invalid={text ? true : undefined}
            aria-describedby={described || undefined}
            {...register(name, { validate: (value) => value.trim() !== '' || 'required' })}
          />
        ) : (
          <input
            id={`${id}-${name}`}
            type={type}
            inputMode={name === 'amount' ? 'decimal' : undefined}
            min={type === 'date' ? list.today : undefined}
            aria-invalid={text ? true : undefined}
            aria-describedby={described || undefined}
            {...register(name, { validate: (value) => value.trim() !== '' || 'required' })}
          />
        )}
        {hint && (
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {text && (
          <p id={`${id}-${name}-error`} role="alert" className={styles.error}>
            {text}
          </p>
        )}
      </div>
    );
  };

  const heading = `${id}-title`;
  return (
    <section aria-labelledby={heading} className={styles.card} data-price-form={mode}>
      <h2 id={heading} className={styles.subtitle}>
        {mode === 'base' ? t('baseTitle') : t('periodTitle')}
      </h2>
      <form noValidate className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-key`}>{t('price')}</label>
          <select id={`${id}-key`} {...register('key')}>
            {items.map((item) => (
              <option key={item.key} value={item.key}>
                {item.name[lang]} ({item.code}) · {item.baseAmount} {list.currency}
              </option>
            ))}
          </select>
        </div>
        {field(
          'amount',
          'amount',
          t('amount'),
          'text',
          t('amountHint', { currency: list.currency, decimals: list.minorUnits }),
        )}
        {mode === 'period' && field('startsOn', 'starts_on', t('startsOn'), 'date', t('datesHint'))}
        {mode === 'period' && field('endsOn', 'ends_on', t('endsOn'), 'date')}
        {field('reason', 'reason', t('reason'), 'text')}
        <CallFailure error={call.error} />
        <div className={styles.buttons}>
          <button type="submit" className={buttonStyles.primary} disabled={call.isPending}>
            {mode === 'base' ? t('saveBase') : t('addPeriod')}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.notice}>
          {done}
        </p>
      </form>
    </section>
  );
}
