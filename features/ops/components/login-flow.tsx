'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { useRouter } from '@/lib/site/i18n/navigation';
import { useEnrolSecondFactor } from '../api/enrol-second-factor';
import { useLogIn, type StaffLoginValues } from '../api/log-in';
import { useVerifyCode } from '../api/verify-code';
import type { LoginStep } from '../types';
import { CODE_MAX } from '../words';
import { CallFailure } from './call-failure';
import { Field } from './field';
import { useFieldProblem } from './field-problem';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

type Step = { kind: 'password' } | LoginStep | { kind: 'recovery'; codes: string[] };
type CodeValues = { code: string };

// The contract's schemas of /ops/auth/login and /ops/auth/code (zod loads with the first check).
const loginResolver = formResolver<StaffLoginValues>('staffLogin');
const codeResolver = formResolver<CodeValues>('staffCode');

/** Where a signed-in member starts: /ops opens the first page their roles open (features/ops/pages.ts). */
const START = '/ops';

/**
 * The back office's sign-in: the password; then, the first time, the second factor's enrolment (the
 * QR code, the key in groups of four, a first code) and the ten recovery codes shown once; every
 * later time, a code from the app or a recovery code. Each step's heading takes the focus.
 */
export function LoginFlow({ ready = false }: { ready?: boolean }) {
  const t = useTranslations('ops.login');
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  const signedIn = () => {
    router.replace(START);
    router.refresh();
  };

  const title =
    'next' in step
      ? t(step.next === 'enrol' ? 'enrolTitle' : 'codeTitle')
      : t(step.kind === 'password' ? 'title' : 'recoveryTitle');
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {'next' in step ? (
        step.next === 'enrol' ? (
          <EnrolStep step={step} onEnrolled={(codes) => setStep({ kind: 'recovery', codes })} />
        ) : (
          <CodeStep onVerified={signedIn} />
        )
      ) : step.kind === 'password' ? (
        <PasswordStep ready={ready} onNext={setStep} />
      ) : (
        <RecoveryCodes codes={step.codes} onSaved={signedIn} />
      )}
    </>
  );
}

function PasswordStep({ ready, onNext }: { ready: boolean; onNext: (step: LoginStep) => void }) {
  const t = useTranslations('ops.login');
  const logIn = useLogIn({ onSuccess: onNext });
  const problem = useFieldProblem();
  const { register, handleSubmit, formState } = useForm<StaffLoginValues>({
    defaultValues: { email: '', password: '' },
    resolver: loginResolver,
  });
  const { errors } = formState;
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit((values) => logIn.mutate(values))}>
      {ready && (
        <p role="status" className={styles.notice}>
          {t('ready')}
        </p>
      )}
      <Field
        id="ops-login-email"
        label={t('email')}
        type="email"
        autoComplete="username"
        spellCheck={false}
        error={problem(errors.email?.message, t('email'), { required: t('emailRequired') })}
        registration={register('email')}
      />
      <Field
        id="ops-login-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={problem(errors.password?.message, t('password'), { required: t('passwordRequired') })}
        registration={register('password')}
      />
      <CallFailure error={logIn.error} />
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={logIn.isPending}>
          {t('continue')}
        </button>
      </div>
    </form>
  );
}

function EnrolStep({
  step,
  onEnrolled,
}: {
  step: Extract<LoginStep, { next: 'enrol' }>;
  onEnrolled: (codes: string[]) => void;
}) {
  const t = useTranslations('ops.login');
  const enrol = useEnrolSecondFactor({ onSuccess: onEnrolled });
  const problem = useFieldProblem();
  const { register, handleSubmit, formState } = useForm<CodeValues>({
    defaultValues: { code: '' },
    resolver: codeResolver,
  });
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(({ code }) => enrol.mutate(code))}>
      <p className={styles.lead}>{t('enrolLead')}</p>
      {/* The API's SVG as an image: nothing in it can run in the page. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={step.qrImage} alt={t('qrAlt')} className={styles.qr} width={192} height={192} />
      <div>
        <p className={styles.legend}>{t('secret')}</p>
        <p className={styles.secret} data-secret>
          {step.secretGroups.join(' ')}
        </p>
      </div>
      <Field
        id="ops-enrol-code"
        label={t('enrolCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_MAX}
        error={problem(formState.errors.code?.message, t('enrolCode'), { required: t('codeRequired') })}
        registration={register('code')}
      />
      <CallFailure error={enrol.error} />
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={enrol.isPending}>
          {t('enrolSubmit')}
        </button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const t = useTranslations('ops.login');
  return (
    <div className={styles.form}>
      <p className={styles.lead}>{t('recoveryLead')}</p>
      <ol className={styles.codes} aria-label={t('recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.buttons}>
        <button type="button" className={buttonStyles.primary} onClick={onSaved}>
          {t('recoverySaved')}
        </button>
      </div>
    </div>
  );
}

function CodeStep({ onVerified }: { onVerified: () => void }) {
  const t = useTranslations('ops.login');
  const verify = useVerifyCode({ onSuccess: onVerified });
  const problem = useFieldProblem();
  const { register, handleSubmit, formState } = useForm<CodeValues>({
    defaultValues: { code: '' },
    resolver: codeResolver,
  });
  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit(({ code }) => verify.mutate(code))}>
      <Field
        id="ops-code"
        label={t('code')}
        hint={t('codeHint')}
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={CODE_MAX}
        error={problem(formState.errors.code?.message, t('code'), { required: t('codeRequired') })}
        registration={register('code')}
      />
      <CallFailure error={verify.error} />
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary} disabled={verify.isPending}>
          {t('signIn')}
        </button>
      </div>
    </form>
  );
}
