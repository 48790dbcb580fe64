import type { z } from 'zod';
import type {
  registerBodySchema,
  savedContactBodySchema,
  savedDriverBodySchema,
} from '@/lib/api/contract/account';

/** Who is signed in, as the header names them. */
export type SessionUser = {
  id: string;
  /** their name, else their e-mail, else their phone */
  displayName: string;
};

/** Which form: log in with a password or a code, sign up, or reset the password. */
export type AccountFormMode = 'password' | 'code' | 'register' | 'reset';

/**
 * The account form's values: every field of the sign-up request (the widest of the four calls), all
 * present while the form is open. Each call takes its own fields from them (account-form.tsx).
 */
export type AccountFormValues = Required<z.input<typeof registerBodySchema>>;

/** A new form; the phone's country code is the language's own (HOME_AREA_CODE), set by the form. */
export const EMPTY_VALUES: AccountFormValues = {
  kind: 'email',
  email: '',
  area_code: '86',
  phone: '',
  password: '',
  confirm_password: '',
  code: '',
};

/**
 * The saved-driver and saved-contact forms are the booking form's driver and contact, and the API
 * parses them with those very schemas (lib/api/contract/account.ts): their values keep the
 * request's field names, without the id the form does not edit.
 */
export type SavedDriverValues = Omit<z.input<typeof savedDriverBodySchema>, 'driver_id'>;
export type SavedContactValues = Omit<z.input<typeof savedContactBodySchema>, 'contact_id'>;

/**
 * A saved driver or contact: the values the API keeps, every field filled, and its id. The
 * account's pages and the booking form (which fills its own fields from them) read the same names.
 */
export type SavedDriver = Required<SavedDriverValues> & { driver_id: number };
export type SavedContact = Required<SavedContactValues> & { contact_id: number };
export type SavedPeople = { drivers: SavedDriver[]; contacts: SavedContact[] };
