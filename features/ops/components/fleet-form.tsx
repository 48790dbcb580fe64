'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Lang } from '@/lib/i18n/locales';
import buttonStyles from '@/components/forms/button.module.css';
import { useAddFleetUnit } from '../api/add-fleet-unit';
import { useBlockFleetUnit } from '../api/block-fleet-unit';
import { useRetireFleetUnit } from '../api/retire-fleet-unit';
import type { Fleet } from '../to-site-fleet';
import { CallFailure } from './call-failure';
import { FleetClashes, useFleetProblem } from './fleet-problems';
import styles from './ops.module.css';
import { serverFieldProblems } from './price-problems';

export type FleetFormMode = 'add' | 'block' | 'retire';
type Values = { choice: string; plate: string; from: string; to: string; reason: string };

const required = (value: string) => value.trim() !== '' || 'required';

/**
 * Adding a unit (a car and a plate), blocking a unit for maintenance (from and to on the store's
 * clock, a reason) or retiring one (a reason). The server checks everything again; its field
 * problems show under their fields, and a refusal for a booking or block names them.
 */
export function FleetForm({ fleet, mode }: { fleet: Fleet; mode: FleetFormMode }) {
  const t = useTranslations('ops.fleet');
  const lang = useLocale() as Lang;
  const id = useId();
  const problemText = useFleetProblem();
  const [done, setDone] = useState('');
  const inService = fleet.cars.flatMap((car) =>
    car.units.filter((unit) => unit.inService).map((unit) => ({ unit, car })),
  );
  const choices =
    mode === 'add'
      ? fleet.cars.map((car) => ({ value: String(car.skuId), label: `${car.name[lang]} (${car.code})` }))
      : inService.map(({ unit, car }) => ({
          value: String(unit.id),
          label: `${unit.plate} · ${car.name[lang]}`,
        }));
  const now = fleet.now.replace(' ', 'T');
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: { choice: choices[0]?.value ?? '', plate: '', from: now, to: '', reason: '' },
  });
  const onSuccess = () => {
    setDone(t(`done.${mode}`));
    reset({ choice: choices[0]?.value ?? '', plate: '', from: now, to: '', reason: '' });
  };
  const add = useAddFleetUnit(onSuccess);
  const block = useBlockFleetUnit(onSuccess);
  const retire = useRetireFleetUnit(onSuccess);
  const call = mode === 'add' ? add : mode === 'block' ? block : retire;
  const server = serverFieldProblems(call.error);

  const submit = handleSubmit((values) => {
    setDone('');
    const store = fleet.store.code;
    if (mode === 'add')
      add.mutate({ store, skuId: Number(values.choice), plate: values.plate, reason: values.reason });
    else if (mode === 'block')
      block.mutate({
        store,
        unitId: Number(values.choice),
        from: values.from,
        to: values.to,
        reason: values.reason,
      });
    else retire.mutate({ store, unitId: Number(values.choice), reason: values.reason });
  });

  const field = (name: 'plate' | 'from' | 'to' | 'reason', label: string, type: string, optional = false) => {
    const text = problemText(formState.errors[name]?.message ?? server[name]);
    const inputId = `${id}-${name}`;
    const props = {
      id: inputId,
      'aria-invalid': text ? true : undefined,
      'aria-describedby': text ? `${inputId}-error` : undefined,
      ...register(name, optional ? {} : { validate: required }),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{label}</label>
        {name === 'reason' ? (
          <textarea rows={2} maxLength={500} {...props} />
        ) : (
          <input type={type} min={type === 'datetime-local' ? now : undefined} {...props} />
        )}
        {text && (
          <p id={`${inputId}-error`} role="alert" className={styles.error}>
            {text}
          </p>
        )}
      </div>
    );
  };

  const heading = `${id}-title`;
  return (
    <section aria-labelledby={heading} className={styles.card} data-fleet-form={mode}>
      <h2 id={heading} className={styles.subtitle}>
        {t(`titles.${mode}`)}
      </h2>
      <form noValidate className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-choice`}>{mode === 'add' ? t('car') : t('unit')}</label>
          <select id={`${id}-choice`} {...register('choice')}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {mode === 'add' && field('plate', t('plate'), 'text')}
        {mode === 'block' && field('from', t('from'), 'datetime-local')}
        {mode === 'block' && field('to', t('to'), 'datetime-local')}
        {field('reason', mode === 'add' ? t('reasonOptional') : t('reason'), 'text', mode === 'add')}
        <CallFailure error={call.error} />
        <FleetClashes error={call.error} />
        <div className={styles.buttons}>
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={call.isPending || choices.length === 0}
          >
            {t(`submit.${mode}`)}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.notice}>
          {done}
        </p>
      </form>
    </section>
  );
}
