import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CodeCaptcha } from '@/components/captcha/use-code-captcha';
import { ApiClientError } from '@/lib/site/api/errors';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import type { Lang } from '@/lib/i18n/locales';
import type { PhoneProofDraft } from '@/lib/site/store/fill-in-draft';
import { useCheckCode } from '../api/check-code';
import { useSendCode } from '../api/send-code';
import { retryAfterSeconds, triesLeft } from '../refusals';
import { useSecondsLeft, type Countdown } from './use-seconds-left';

type Phone = { areaCode: string; phone: string };

/**
 * The contact phone's verification (spec §5 'Please verify your phone first'): a code sent by SMS,
 * a resend countdown (resend_after_s, or retry_after_s when too many were asked for), the typed code
 * checked for the phone's proof. With the slide-captcha flag forced, a code is asked for only with a
 * solved captcha. The calls are the api files' (api/send-code.ts, api/check-code.ts).
 */
export function usePhoneVerification({
  lang,
  captcha,
  validPhone,
  onVerified,
}: {
  lang: Lang;
  captcha: Pick<CodeCaptcha, 'missing' | 'field' | 'spent'>;
  /** judges the phone fields and answers them when valid (their problems show otherwise) */
  validPhone: () => Promise<Phone | null>;
  onVerified: (proof: PhoneProofDraft) => void;
}) {
  const t = useTranslations('booking.phone');
  const tErrors = useTranslations('errors');
  const [sentTo, setSentTo] = useState<(Phone & { minutes: number }) | null>(null);
  const [resendAfter, setResendAfter] = useState<Countdown | null>(null);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resendIn = useSecondsLeft(resendAfter);
  const { mutateAsync: sendCode } = useSendCode();
  const { mutateAsync: checkCode } = useCheckCode();

  async function send() {
    const phone = await validPhone();
    if (!phone || busy) return;
    if (captcha.missing) {
      setProblem(tErrors('captcha_required'));
      return;
    }
    setBusy('send');
    setProblem(null);
    try {
      const sent = await sendCode({ ...phone, lang, captcha: captcha.field });
      setSentTo({ ...phone, minutes: Math.round(sent.expiresInSeconds / 60) });
      setResendAfter({ startedAt: Date.now(), seconds: sent.resendAfterSeconds });
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) setResendAfter({ startedAt: Date.now(), seconds: wait });
      setProblem(tErrors(errorMessageKey(error)));
    } finally {
      setBusy(null);
      captcha.spent();
    }
  }

  async function check(code: string) {
    if (!sentTo || busy) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem(tErrors('form.enter_correct', { field: t('codeField') }));
      return;
    }
    setBusy('check');
    setProblem(null);
    try {
      onVerified(await checkCode({ areaCode: sentTo.areaCode, phone: sentTo.phone, code: code.trim() }));
      setSentTo(null);
    } catch (error) {
      const tries = triesLeft(error);
      if (tries !== null) setProblem(t('wrongCode', { tries }));
      else if (error instanceof ApiClientError && error.reason === 'params_error') {
        setProblem(tErrors('form.enter_correct', { field: t('codeField') }));
      } else setProblem(tErrors(errorMessageKey(error)));
    } finally {
      setBusy(null);
    }
  }

  return {
    /** the phone the last code went to, while it waits for its code */
    sentTo,
    resendIn,
    busy,
    problem,
    send: () => void send(),
    check: (code: string) => void check(code),
  };
}
