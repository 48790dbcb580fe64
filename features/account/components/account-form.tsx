'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { AskedCaptcha } from '@/components/captcha/asked-captcha';
import { SlideCaptcha } from '@/components/captcha/slide-captcha';
import { useAskedCaptcha } from '@/components/captcha/use-asked-captcha';
import { useCodeCaptcha } from '@/components/captcha/use-code-captcha';
import { QueryProvider } from '@/components/providers/query-provider';
import { useSiteStoreApi } from '@/components/providers/site-store-provider';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { Link, useRouter } from '@/lib/site/i18n/navigation';
import { HOME_AREA_CODE, type Lang } from '@/lib/i18n/locales';
import { useAccountCalls } from '../hooks/use-account-calls';
import { EMPTY_VALUES, type AccountFormMode, type AccountFormValues } from '../types';
import styles from './account-form.module.css';

const FIELD_MESSAGES = new Set(['wrong_mobile', 'password_too_short', 'password_mismatch']);

// Each mode's own schema (the one its call parses), with zod, loads with the form's first check.
const RESOLVERS = {
  password: formResolver<AccountFormValues>('passwordLogin'),
  code: formResolver<AccountFormValues>('codeLogin'),
  register: formResolver<AccountFormValues>('register'),
  reset: formResolver<AccountFormValues>('resetPassword'),
} satisfies Record<AccountFormMode, unknown>;

export type AccountFormProps = {
  mode: AccountFormMode;
  lang: Lang;
  /** Where a login goes (a site path without the locale); home by default. */
  returnTo?: string;
  /** In the login dialog: called after a login instead of leaving the page. */
  onLoggedIn?: () => void;
  /** In the login dialog: called when a link leaves for another account page. */
  onLeave?: () => void;
};

/**
 * Log in (by password or by a code), sign up, or reset the password: one form whose fields follow
 * the mode, validated with the contract's schema of that call. Success logs the tab in (the Auth
 * cookie is set by the API; the store's session slice follows) and goes to `returnTo` (or stays,
 * in the dialog), or to the login after a reset. With the slide-captcha flag on, a code is sent
 * with a solved captcha (required when the flag forces it). A login of an account that has had its
 * failed logins (whoever made them) is answered captcha_required: the form then shows the slide
 * captcha with a word on why, and each further login carries a solution. Its calls run in
 * react-query of its own: the pages and the dialog that show it read nothing else in the browser.
 */
export function AccountForm(props: AccountFormProps) {
  return (
    <QueryProvider>
      <AccountFormFields {...props} />
    </QueryProvider>
  );
}

function AccountFormFields({ mode, lang, returnTo = '/', onLoggedIn, onLeave }: AccountFormProps) {
  const t = useTranslations('account');
  const tErrors = useTranslations('errors');
  const store = useSiteStoreApi();
  const router = useRouter();
  const id = useId();
  const resolver = RESOLVERS[mode];
  const { register, handleSubmit, control, trigger, getValues, formState } = useForm<AccountFormValues>({
    defaultValues: { ...EMPTY_VALUES, area_code: HOME_AREA_CODE[lang] },
    resolver,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const calls = useAccountCalls(mode, lang);
  const busy = calls.busy;
  const captcha = useCodeCaptcha();
  const asked = useAskedCaptcha();
  const tAsked = useTranslations('account.askedCaptcha');
  const kind = useWatch({ control, name: 'kind' });
  const withCode = mode !== 'password';
  const newPassword = mode === 'register' || mode === 'reset';

  const words = (field: string, error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    if (FIELD_MESSAGES.has(error.message)) return tErrors(error.message as 'wrong_mobile');
    const label = t(`fields.${field}` as 'fields.email');
    return error.message === 'required'
      ? tErrors('form.enter', { field: label })
      : tErrors('form.enter_correct', { field: label });
  };

  async function sendCode() {
    if (mode === 'password' || busy) return;
    const fields = kind === 'email' ? (['email'] as const) : (['area_code', 'phone'] as const);
    if (!(await trigger(fields))) return;
    if (captcha.missing) {
      setNotice(null);
      setProblem(tErrors('captcha_required'));
      return;
    }
    setProblem(null);
    try {
      await calls.sendCode(getValues(), captcha.field);
      setNotice(t('codeSent'));
    } catch (error) {
      setNotice(null);
      setProblem(tErrors(errorMessageKey(error)));
    } finally {
      captcha.spent();
    }
  }

  const submit = handleSubmit(async (values) => {
    if (asked.missing) {
      setNotice(null);
      setProblem(tErrors('captcha_required'));
      return;
    }
    setProblem(null);
    try {
      const user = await calls.submit(values, asked.field);
      asked.settle();
      if (!user) {
        setNotice(t('resetDone'));
        router.push('/login');
        return;
      }
      store.getState().session.logIn(user.id, user.displayName);
      if (onLoggedIn) onLoggedIn();
      else router.push(returnTo);
      // Pages that read the session on the server (the booking form's saved people): render again.
      router.refresh();
    } catch (error) {
      asked.settle(error);
      // Asked for the captcha: its explanation says why (and takes the focus), nothing else.
      const reason = errorMessageKey(error);
      setProblem(reason === 'captcha_required' ? null : tErrors(reason));
    }
  });

  const field = (name: keyof AccountFormValues, type: string, autoComplete: string) => {
    const error = words(name, formState.errors[name]);
    return (
      <div className={formStyles.field}>
        <label htmlFor={`${id}-${name}`}>{t(`labels.${name}` as 'labels.email')}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {error && (
          <p id={`${id}-${name}-error`} role="alert" className={formStyles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} onFocus={resolver.prefetch}>
      <fieldset className={formStyles.kinds}>
        <legend>{t('accountKind')}</legend>
        {(['email', 'phone'] as const).map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...register('kind')} /> {t(`kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'email' ? (
        field('email', 'email', 'email')
      ) : (
        <div className={formStyles.phoneRow}>
          {field('area_code', 'text', 'tel-country-code')}
          {field('phone', 'tel', 'tel-national')}
        </div>
      )}
      {withCode && captcha.shown && <SlideCaptcha key={captcha.round} onSolved={captcha.onSolved} />}
      {withCode && (
        <div className={formStyles.codeRow}>
          {field('code', 'text', 'one-time-code')}
          <button type="button" className={buttonStyles.secondary} onClick={sendCode} disabled={busy}>
            {t('sendCode')}
          </button>
        </div>
      )}
      {mode !== 'code' && field('password', 'password', newPassword ? 'new-password' : 'current-password')}
      {newPassword && field('confirm_password', 'password', 'new-password')}
      <AskedCaptcha captcha={asked} explanation={tAsked('login')} solved={tAsked('solvedLogin')} />
      {notice && (
        <p role="status" className={formStyles.notice}>
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className={formStyles.error}>
          {problem}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {t(`submit.${mode}`)}
      </button>
      <p className={styles.links}>
        {mode !== 'register' && (
          <Link href="/register" onClick={onLeave}>
            {t('links.register')}
          </Link>
        )}
        {mode === 'register' && (
          <Link href="/login" onClick={onLeave}>
            {t('links.login')}
          </Link>
        )}
        {mode !== 'reset' && (
          <Link href="/reset_password" onClick={onLeave}>
            {t('links.reset')}
          </Link>
        )}
      </p>
    </form>
  );
}
