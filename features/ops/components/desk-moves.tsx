'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import buttonStyles from '@/components/forms/button.module.css';
import { useHandOver } from '../api/hand-over';
import { useMarkNoShow } from '../api/mark-no-show';
import { useTakeBack } from '../api/take-back';
import type { DeskEntry } from '../to-site-desk';
import { CallFailure } from './call-failure';
import styles from './ops.module.css';
import { serverFieldProblems } from './price-problems';

type Day = { store: string; date: string };
const WHOLE = /^\d{1,9}$/;
const FUEL = Array.from({ length: 9 }, (_, eighths) => eighths);

/** A field's problem in the desk's words (ops.desk.problems): the form's own check, else the server's. */
function useDeskProblem() {
  const t = useTranslations('ops.desk.problems');
  return (problem: string | undefined) => {
    if (!problem) return undefined;
    return t(problem === 'required' ? 'required' : problem === 'fuel' ? 'fuel' : 'whole');
  };
}

function TextField({
  id,
  label,
  hint,
  problem,
  registration,
  numeric,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  problem: string | undefined;
  registration: UseFormRegisterReturn;
  numeric?: boolean;
}) {
  const described = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}

function FuelField({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  const t = useTranslations('ops.desk');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...registration}>
        {FUEL.map((eighths) => (
          <option key={eighths} value={String(eighths)}>
            {t('fuelLevel', { eighths })}
          </option>
        ))}
      </select>
    </div>
  );
}

const whole = (value: string) => (value.trim() === '' ? 'required' : WHOLE.test(value.trim()) || 'invalid');

/** Hand over: the plate of the unit held (read back from the key), the odometer and the fuel. */
export function HandOverForm({ entry, day }: { entry: DeskEntry; day: Day }) {
  const t = useTranslations('ops.desk');
  const id = useId();
  const problemText = useDeskProblem();
  const [done, setDone] = useState('');
  const call = useHandOver(day, () => setDone(t('handOver.done')));
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { plate: '', odometer: '', fuelEighths: '8' },
  });
  const server = serverFieldProblems(call.error);
  const problem = (field: 'plate' | 'odometer', serverField: string) =>
    problemText(formState.errors[field]?.message ?? server[serverField]);
  const submit = handleSubmit((values) => {
    setDone('');
    call.mutate({ tradeNo: entry.tradeNo, ...values });
  });
  return (
    <form noValidate className={styles.form} onSubmit={submit} aria-label={t('handOver.title')}>
      <TextField
        id={`${id}-plate`}
        label={t('handOver.plate')}
        hint={entry.plate ? t('handOver.plateHint', { plate: entry.plate }) : undefined}
        problem={problem('plate', 'plate')}
        registration={register('plate', { validate: (value) => value.trim() !== '' || 'required' })}
      />
      <TextField
        id={`${id}-odometer`}
        label={t('odometer')}
        numeric
        problem={problem('odometer', 'odometer')}
        registration={register('odometer', { validate: whole })}
      />
      <FuelField id={`${id}-fuel`} label={t('fuel')} registration={register('fuelEighths')} />
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={call.isPending}>
          {t('handOver.submit')}
        </button>
      </div>
      <CallFailure error={call.error && !Object.keys(server).length ? call.error : null} />
      <p role="status" className={styles.notice}>
        {done}
      </p>
    </form>
  );
}

/** Hours after the booked return, started, as the form suggests them (the clerk may correct it). */
const hoursLateNow = (dropOffAt: string) =>
  String(Math.max(0, Math.ceil((Date.now() - new Date(dropOffAt).getTime()) / 3_600_000)));

/** Take back: the odometer, the fuel, any new damage and the hours late. */
export function TakeBackForm({ entry, day }: { entry: DeskEntry; day: Day }) {
  const t = useTranslations('ops.desk');
  const id = useId();
  const problemText = useDeskProblem();
  const [done, setDone] = useState('');
  const [suggested] = useState(() => hoursLateNow(entry.dropOffAt));
  const call = useTakeBack(day, () => setDone(t('takeBack.done')));
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { odometer: '', fuelEighths: '8', damageNote: '', hoursLate: suggested },
  });
  const server = serverFieldProblems(call.error);
  const problem = (field: 'odometer' | 'hoursLate', serverField: string) =>
    problemText(formState.errors[field]?.message ?? server[serverField]);
  const submit = handleSubmit((values) => {
    setDone('');
    call.mutate({ tradeNo: entry.tradeNo, ...values });
  });
  return (
    <form noValidate className={styles.form} onSubmit={submit} aria-label={t('takeBack.title')}>
      <TextField
        id={`${id}-odometer`}
        label={t('odometer')}
        numeric
        hint={
          entry.progress.pickupOdometer === null
            ? undefined
            : t('takeBack.odometerHint', { odometer: entry.progress.pickupOdometer })
        }
        problem={problem('odometer', 'odometer')}
        registration={register('odometer', { validate: whole })}
      />
      <FuelField id={`${id}-fuel`} label={t('fuel')} registration={register('fuelEighths')} />
      <div className={styles.field}>
        <label htmlFor={`${id}-damage`}>{t('takeBack.damage')}</label>
        <textarea
          id={`${id}-damage`}
          rows={2}
          maxLength={1000}
          aria-describedby={`${id}-damage-hint`}
          {...register('damageNote')}
        />
        <p id={`${id}-damage-hint`} className={styles.hint}>
          {t('takeBack.damageHint')}
        </p>
      </div>
      <TextField
        id={`${id}-late`}
        label={t('takeBack.hoursLate')}
        numeric
        problem={problem('hoursLate', 'hours_late')}
        registration={register('hoursLate', { validate: whole })}
      />
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={call.isPending}>
          {t('takeBack.submit')}
        </button>
      </div>
      <CallFailure error={call.error && !Object.keys(server).length ? call.error : null} />
      <p role="status" className={styles.notice}>
        {done}
      </p>
    </form>
  );
}

/** No-show: one press, once the pick-up time has passed (the server checks the clock again). */
export function NoShowButton({ entry, day }: { entry: DeskEntry; day: Day }) {
  const t = useTranslations('ops.desk');
  const [done, setDone] = useState('');
  const call = useMarkNoShow(day, () => setDone(t('noShow.done')));
  return (
    <div className={styles.form}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={call.isPending}
          onClick={() => {
            setDone('');
            call.mutate(entry.tradeNo);
          }}
        >
          {t('noShow.submit')}
        </button>
      </div>
      <CallFailure error={call.error} />
      <p role="status" className={styles.notice}>
        {done}
      </p>
    </div>
  );
}
