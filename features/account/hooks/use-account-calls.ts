import type { Lang } from '@/lib/i18n/locales';
import { useLogIn } from '../api/log-in';
import { useLogInByCode } from '../api/log-in-by-code';
import { useRegister } from '../api/register';
import { useResetPassword } from '../api/reset-password';
import { useSendAccountCode } from '../api/send-account-code';
import type { AccountFormMode, AccountFormValues, SessionUser } from '../types';

const PURPOSE = { code: 'login', register: 'register', reset: 'reset_password' } as const;

/** The account the form names: an e-mail address, or a phone. */
const accountOf = (values: AccountFormValues) =>
  values.kind === 'email'
    ? { kind: values.kind, email: values.email }
    : { kind: values.kind, area_code: values.area_code, phone: values.phone };

/**
 * The account form's calls in one mode: the one-time code it sends, and the call it submits. Each
 * call takes its own fields of the form's values.
 */
export function useAccountCalls(mode: AccountFormMode, lang: Lang) {
  const sendAccountCode = useSendAccountCode();
  const logIn = useLogIn();
  const logInByCode = useLogInByCode();
  const register = useRegister();
  const resetPassword = useResetPassword();

  /** A code for this mode's call, with the captcha's field when one is solved. */
  const sendCode = (values: AccountFormValues, captcha: { captcha?: string }) => {
    if (mode === 'password') throw new TypeError('a password login sends no code');
    return sendAccountCode.mutateAsync({ ...accountOf(values), purpose: PURPOSE[mode], lang, ...captcha });
  };

  /**
   * The mode's call: the user it logged in, or null after a reset (which logs nobody in). A login
   * carries the captcha's field once the API has asked for one (captcha_required).
   */
  const submit = async (
    values: AccountFormValues,
    captcha: { captcha?: string } = {},
  ): Promise<SessionUser | null> => {
    const account = accountOf(values);
    const { code, password, confirm_password } = values;
    if (mode === 'password') return logIn.mutateAsync({ ...account, password, ...captcha });
    if (mode === 'code') return logInByCode.mutateAsync({ ...account, code, ...captcha });
    if (mode === 'register') return register.mutateAsync({ ...account, code, password, confirm_password });
    await resetPassword.mutateAsync({ ...account, code, password, confirm_password });
    return null;
  };

  const busy = [sendAccountCode, logIn, logInByCode, register, resetPassword].some((call) => call.isPending);
  return { busy, sendCode, submit };
}
