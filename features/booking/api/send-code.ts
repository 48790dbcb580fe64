import { useMutation } from '@tanstack/react-query';
import type { CodeCaptcha } from '@/components/captcha/use-code-captcha';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { Lang } from '@/lib/i18n/locales';
import { toCodePhone, toSentCode } from '../to-site';
import type { SentCode } from '../types';

export type SendCodeInput = {
  areaCode: string;
  phone: string;
  /** the language of the SMS */
  lang: Lang;
  /** the solved slide captcha, when the flag asks for one */
  captcha: CodeCaptcha['field'];
};

/**
 * POST /verify/send_code: a 6-digit code by SMS to the contact phone, to verify it for the booking.
 * Refusals: too_many_codes (refusals.ts retryAfterSeconds), captcha_required, params_error.
 */
export const sendCode = async (api: Api, input: SendCodeInput): Promise<SentCode> =>
  toSentCode(
    await api.post('/verify/send_code', { ...toCodePhone(input), lang: input.lang, ...input.captcha }),
  );

export function useSendCode() {
  const api = useApi();
  // 'always': offline, the call fails as a network error (try again) instead of waiting unseen.
  return useMutation({ mutationFn: (input: SendCodeInput) => sendCode(api, input) });
}
