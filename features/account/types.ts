import type { AccountKind } from '@/lib/api/contract/account';

/** Which form: log in with a password or a code, sign up, or reset the password. */
export type AccountFormMode = 'password' | 'code' | 'register' | 'reset';

/** The form's values are the request's fields (snake_case, as the booking form's are). */
export type AccountFormValues = {
  kind: AccountKind;
  email: string;
  area_code: string;
  phone: string;
  password: string;
  confirm_password: string;
  code: string;
};

export const EMPTY_VALUES: AccountFormValues = {
  kind: 'email',
  email: '',
  area_code: '86',
  phone: '',
  password: '',
  confirm_password: '',
  code: '',
};
