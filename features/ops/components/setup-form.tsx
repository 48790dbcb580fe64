'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { useRouter } from '@/lib/site/i18n/navigation';
import { useSetUpPassword, type SetupPasswordValues } from '../api/set-up-password';
import { PASSWORD_MIN } from '../words';
import { CallFailure } from './call-failure';
import { Field } from './field';
import { useFieldProblem } from './field-problem';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

// The contract's schema of /ops/auth/setup (zod loads with the first check).
const resolver = formResolver<SetupPasswordValues>('staffSetup');

/** The new member chooses a password (twice, at least 12 characters), then signs in. */
export function SetupForm({ token }: { token: string }) {
  const t = useTranslations('ops.setup');
  const router = useRouter();
  const setUp = useSetUpPassword({ onSuccess: () => router.push('/ops/login?ready=1') });
  const problem = useFieldProblem();
  const { register, handleSubmit, formState, getValues } = useForm<SetupPasswordValues>({
    defaultValues: { token, password: '', password_confirm: '' },
    resolver,
    shouldFocusError: true,
  });
  const { errors } = formState;
  // The schema's 'length:{min}:{max}': an empty password asks for one, a short one says how long.
  const passwordProblem = errors.password?.message;
  const [, min] = passwordProblem?.split(':') ?? [];
  const password = getValues('password');
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit((values) => setUp.mutate(values))}>
      <Field
        id="setup-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={problem(passwordProblem, t('password'), {
          required: t('passwordRequired'),
          length:
            password === ''
              ? t('passwordRequired')
              : password.length < Number(min)
                ? t('passwordShort', { min: Number(min) })
                : undefined,
        })}
        registration={register('password')}
      />
      <Field
        id="setup-password-confirm"
        label={t('passwordConfirm')}
        type="password"
        autoComplete="new-password"
        error={problem(errors.password_confirm?.message, t('passwordConfirm'), {
          password_mismatch: t('passwordMismatch'),
        })}
        registration={register('password_confirm')}
      />
      <CallFailure error={setUp.error} />
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={setUp.isPending}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
