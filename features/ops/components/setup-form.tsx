'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useRouter } from '@/lib/site/i18n/navigation';
import { useSetUpPassword, type SetupPasswordValues } from '../api/set-up-password';
import { PASSWORD_MIN } from '../words';
import { CallFailure } from './call-failure';
import { Field } from './field';
import styles from './ops.module.css';

/** The new member chooses a password (twice, at least 12 characters), then signs in. */
export function SetupForm({ token }: { token: string }) {
  const t = useTranslations('ops.setup');
  const router = useRouter();
  const setUp = useSetUpPassword({ onSuccess: () => router.push('/ops/login?ready=1') });
  const { register, handleSubmit, formState, getValues } = useForm<SetupPasswordValues>({
    defaultValues: { token, password: '', password_confirm: '' },
    shouldFocusError: true,
  });
  const { errors } = formState;
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit((values) => setUp.mutate(values))}>
      <Field
        id="setup-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={errors.password?.message}
        registration={register('password', {
          required: t('passwordRequired'),
          minLength: { value: PASSWORD_MIN, message: t('passwordShort', { min: PASSWORD_MIN }) },
        })}
      />
      <Field
        id="setup-password-confirm"
        label={t('passwordConfirm')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirm?.message}
        registration={register('password_confirm', {
          validate: (value) => value === getValues('password') || t('passwordMismatch'),
        })}
      />
      <CallFailure error={setUp.error} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={setUp.isPending}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
