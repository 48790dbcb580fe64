import { z } from 'zod';
import { captchaAfterFailuresSchema, captchaSolutionSchema } from './captcha';
import { contactSchema, driverSchema, FORM_MESSAGES } from './booking-form';
import { areaCodeSchema, fitsE164, phoneNumberSchema } from './phone';
import { rowIdSchema } from './common';

/**
 * Accounts (spec §6 'Registered user'): sign-up by e-mail or phone with a one-time code, login by
 * password or by a code, reset password by code. The spec does not name these calls; they live under
 * /user. An account is named by an e-mail address or by a phone (area code and number).
 *
 * Messages are codes: the form's three forms ('required', 'invalid') and the account errors of
 * spec §8 ('password_too_short', 'password_mismatch', 'wrong_mobile'), which the API answers as
 * error codes of the same names when the rule is broken there.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** The password rules of spec §5, shared by the forms and the API. */
export function passwordProblem(
  password: string,
  confirm: string,
): 'password_too_short' | 'password_mismatch' | null {
  if (password.length < PASSWORD_MIN) return 'password_too_short';
  if (password !== confirm) return 'password_mismatch';
  return null;
}

/** A mobile number a code can be texted to: the API's phone fields, 15 digits at most (E.164). */
export function isMobile(areaCode: string, phone: string): boolean {
  const country = areaCodeSchema.safeParse(areaCode);
  const digits = phoneNumberSchema.safeParse(phone);
  return country.success && digits.success && fitsE164({ area_code: country.data, phone: digits.data });
}

export const ACCOUNT_KINDS = ['email', 'phone'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Which account: kind 'email' with email, or kind 'phone' with area_code and phone. */
const accountShape = {
  kind: z.enum(ACCOUNT_KINDS).describe('how the account is named'),
  email: z.string().trim().toLowerCase().max(254).optional().describe("with kind 'email'"),
  area_code: z.string().trim().max(5).optional().describe("with kind 'phone': the country calling code"),
  phone: z.string().trim().max(32).optional().describe("with kind 'phone'"),
};

type AccountFields = { kind: AccountKind; email?: string; area_code?: string; phone?: string };

/** The account's own rules, as issues: an e-mail address, or a mobile number (wrong_mobile). */
function checkAccount(body: AccountFields, context: z.RefinementCtx) {
  if (body.kind === 'email') {
    if (!body.email) context.addIssue({ code: 'custom', path: ['email'], message: FORM_MESSAGES.required });
    else if (!z.email().safeParse(body.email).success)
      context.addIssue({ code: 'custom', path: ['email'], message: FORM_MESSAGES.invalid });
    return;
  }
  if (!body.phone) context.addIssue({ code: 'custom', path: ['phone'], message: FORM_MESSAGES.required });
  else if (!isMobile(body.area_code ?? '', body.phone))
    context.addIssue({ code: 'custom', path: ['phone'], message: 'wrong_mobile' });
}

const code = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .regex(/^\d{6}$/, FORM_MESSAGES.invalid)
  .describe('the 6-digit code that was sent');
const password = z
  .string({ error: FORM_MESSAGES.required })
  .min(1, FORM_MESSAGES.required)
  .max(PASSWORD_MAX, FORM_MESSAGES.invalid);

export const ACCOUNT_CODE_PURPOSES = ['login', 'register', 'reset_password'] as const;

/**
 * POST /user/send_code. The answer is the same whether or not the account exists (no enumeration):
 * the code is sent to the address or phone either way, and only someone who reads it learns more.
 */
export const sendAccountCodeBodySchema = z
  .object({
    ...accountShape,
    purpose: z.enum(ACCOUNT_CODE_PURPOSES),
    lang: z.enum(['en', 'th', 'zh', 'zh-hant']).optional().describe('the language of the message'),
    captcha: captchaSolutionSchema,
  })
  .superRefine(checkAccount);
export type SendAccountCodeBody = z.input<typeof sendAccountCodeBodySchema>;

/** POST /user/login: by password. */
export const passwordLoginBodySchema = z
  .object({ ...accountShape, password, captcha: captchaAfterFailuresSchema })
  .superRefine(checkAccount);
export type PasswordLoginBody = z.input<typeof passwordLoginBodySchema>;

/** POST /user/login_by_code: by a code sent with purpose 'login'. */
export const codeLoginBodySchema = z
  .object({ ...accountShape, code, captcha: captchaAfterFailuresSchema })
  .superRefine(checkAccount);
export type CodeLoginBody = z.input<typeof codeLoginBodySchema>;

const withNewPassword = z
  .object({ ...accountShape, code, password, confirm_password: password })
  .superRefine(checkAccount)
  .superRefine((body, context) => {
    const problem = passwordProblem(body.password, body.confirm_password);
    if (problem === 'password_too_short')
      context.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (problem === 'password_mismatch')
      context.addIssue({ code: 'custom', path: ['confirm_password'], message: problem });
  });

/** POST /user/register: a code sent with purpose 'register', and the password twice. */
export const registerBodySchema = withNewPassword;
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /user/reset_password: a code sent with purpose 'reset_password', and the new password twice. */
export const resetPasswordBodySchema = withNewPassword;
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const userSchema = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  area_code: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const sessionAnswerSchema = z.object({
  user: userSchema,
  token: z
    .string()
    .describe('the access token, also set as the HttpOnly Auth cookie; send it as Access-token from an app'),
  expires_at: z.string().describe('ISO instant; each use moves it 30 days on'),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Saved drivers and contacts: what the fill-in form offers a logged-in user. */
// The booking form's own schemas (their driver_id and contact_id are ignored here); zod cannot omit
// fields of a refined object.
export const savedDriverBodySchema = driverSchema;
export const savedDriverSchema = driverSchema.extend({ driver_id: z.number().int() });
export type SavedDriver = z.infer<typeof savedDriverSchema>;
export const savedContactBodySchema = contactSchema;
export const savedContactSchema = z.object({
  contact_id: z.number().int(),
  gender: z.enum(['female', 'male']),
  name: z.string(),
  contact_area_code: z.string(),
  contact_phone: z.string(),
  email: z.string(),
  local_area_code: z.string(),
  local_phone: z.string(),
});
export type SavedContact = z.infer<typeof savedContactSchema>;
export const savedDriversSchema = z.object({ list: z.array(savedDriverSchema) });
export const savedContactsSchema = z.object({ list: z.array(savedContactSchema) });
export const savedIdParamSchema = z.object({ id: rowIdSchema });
