'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { STAFF_ROLES, type StaffRole } from '@/lib/ops/roles';
import type { StoreChoice } from '../types';
import { CallFailure } from './call-failure';
import { Field } from './field';
import styles from './ops.module.css';

export type StaffFormValues = { email: string; name: string; roles: StaffRole[]; storeCodes: string[] };

type Props = {
  /** the e-mail is given once, when the member is added */
  withEmail: boolean;
  initial: StaffFormValues;
  stores: StoreChoice[];
  submitLabel: string;
  pending: boolean;
  error: unknown;
  idPrefix: string;
  onSubmit: (values: StaffFormValues) => void;
};

/** A member's e-mail (when added), name, roles (checkboxes) and the stores a store role covers. */
export function StaffForm({
  withEmail,
  initial,
  stores,
  submitLabel,
  pending,
  error,
  idPrefix,
  onSubmit,
}: Props) {
  const t = useTranslations('ops.staff');
  const tRoles = useTranslations('ops.roles');
  const { register, handleSubmit, formState } = useForm<StaffFormValues>({ defaultValues: initial });
  const { errors } = formState;
  const rolesError = errors.roles?.message;
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit((values) =>
        onSubmit({ ...values, email: values.email.trim(), name: values.name.trim() }),
      )}
    >
      {withEmail && (
        <Field
          id={`${idPrefix}-email`}
          label={t('email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          registration={register('email', { validate: (value) => value.trim() !== '' || t('emailRequired') })}
        />
      )}
      <Field
        id={`${idPrefix}-name`}
        label={t('name')}
        autoComplete="off"
        maxLength={80}
        error={errors.name?.message}
        registration={register('name', { validate: (value) => value.trim() !== '' || t('nameRequired') })}
      />
      <fieldset
        className={styles.checks}
        aria-invalid={rolesError ? true : undefined}
        aria-describedby={rolesError ? `${idPrefix}-roles-error` : undefined}
      >
        <legend>{t('roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              value={role}
              {...register('roles', { validate: (roles) => roles.length > 0 || t('rolesRequired') })}
            />
            {tRoles(role)}
          </label>
        ))}
        {rolesError && (
          <p id={`${idPrefix}-roles-error`} role="alert" className={styles.error}>
            {rolesError}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.checks}>
        <legend>{t('stores')}</legend>
        {stores.map((store) => (
          <label key={store.code} title={store.name}>
            <input type="checkbox" value={store.code} {...register('storeCodes')} />
            <span className={styles.mono}>{store.code}</span>
          </label>
        ))}
        <p className={styles.hint}>{t('storesHint')}</p>
      </fieldset>
      <CallFailure error={error} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
