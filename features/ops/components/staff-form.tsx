'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { STAFF_ROLES, type StaffRole } from '@/lib/ops/roles';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import type { StoreChoice } from '../types';
import { CallFailure } from './call-failure';
import { Field } from './field';
import { useFieldProblem } from './field-problem';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

export type StaffFormValues = { email: string; name: string; roles: StaffRole[]; storeCodes: string[] };
/** The form's own values: the body's field names, which its schema checks. */
type BodyValues = { email: string; name: string; roles: StaffRole[]; store_codes: string[] };

// The contract's schemas of /ops/staff/add and /ops/staff/update (zod loads with the first check).
const addResolver = formResolver<BodyValues>('staffAdd');
const updateResolver = formResolver<BodyValues>('staffUpdate');

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
  const problem = useFieldProblem();
  const { register, handleSubmit, formState } = useForm<BodyValues>({
    defaultValues: {
      email: initial.email,
      name: initial.name,
      roles: initial.roles,
      store_codes: initial.storeCodes,
    },
    resolver: withEmail ? addResolver : updateResolver,
  });
  const { errors } = formState;
  const rolesError = problem(errors.roles?.message, t('roles'), { required: t('rolesRequired') });
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={handleSubmit(({ email, name, roles, store_codes }) =>
        onSubmit({ email: withEmail ? email : initial.email, name, roles, storeCodes: store_codes }),
      )}
    >
      {withEmail && (
        <Field
          id={`${idPrefix}-email`}
          label={t('email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          error={problem(errors.email?.message, t('email'), { required: t('emailRequired') })}
          registration={register('email')}
        />
      )}
      <Field
        id={`${idPrefix}-name`}
        label={t('name')}
        autoComplete="off"
        maxLength={80}
        error={problem(errors.name?.message, t('name'), { required: t('nameRequired') })}
        registration={register('name')}
      />
      <fieldset
        className={styles.checks}
        aria-invalid={rolesError ? true : undefined}
        aria-describedby={rolesError ? `${idPrefix}-roles-error` : undefined}
      >
        <legend>{t('roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role}>
            <input type="checkbox" value={role} {...register('roles')} />
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
            <input type="checkbox" value={store.code} {...register('store_codes')} />
            <span className={styles.mono}>{store.code}</span>
          </label>
        ))}
        <p className={styles.hint}>{t('storesHint')}</p>
      </fieldset>
      <CallFailure error={error} />
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
