import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/ops/roles';
import { FORM_MESSAGES } from './booking-form';

/**
 * The back office's own accounts (/ops/auth/*, /ops/staff/*): staff, not travellers. A set-up link
 * sets the password; the first login enrols a TOTP second factor (RFC 6238) and hands out ten
 * recovery codes; every later login asks for a code. The session is its own cookie (rc_staff,
 * HttpOnly, SameSite=Strict) or, for the command line, the Staff-token header.
 */

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_NAME_MAX = 80;
export const STAFF_REASON_MAX = 500;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: FORM_MESSAGES.choose });

const emailSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, FORM_MESSAGES.required)
  .max(254, FORM_MESSAGES.invalid)
  .pipe(z.email({ error: FORM_MESSAGES.invalid }));

/** A list sent in a form as comma-separated values ('store,customer_service'). */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(20),
  );

const storeCodeSchema = z.string().regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid);

/** A six-digit TOTP code, or a recovery code (xxxx-xxxx-xx, hyphens optional). */
export const staffCodeSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(32, FORM_MESSAGES.invalid);

export const staffPasswordSchema = z
  .string({ error: FORM_MESSAGES.required })
  .min(STAFF_PASSWORD_MIN, `length:${STAFF_PASSWORD_MIN}:${STAFF_PASSWORD_MAX}`)
  .max(STAFF_PASSWORD_MAX, `length:${STAFF_PASSWORD_MIN}:${STAFF_PASSWORD_MAX}`);

// ---------------------------------------------------------------- who is signed in

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  store_codes: z.array(z.string()).describe('the stores a store role covers'),
  disabled: z.boolean(),
  enrolled: z.boolean().describe('the second factor is set up'),
  created_at: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z.object({
  member: staffMemberSchema,
  idle_until: z.iso.datetime({ offset: true }).describe('the session ends unless used before this'),
  ends_at: z.iso.datetime({ offset: true }).describe('the session ends at this whatever happens'),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

// ---------------------------------------------------------------- set-up and login

export const staffSetupQuerySchema = z.object({ token: z.string().min(16).max(128) });
export const staffSetupInfoSchema = z.object({ email: z.string(), name: z.string() });

export const staffSetupBodySchema = z
  .object({
    token: z.string().min(16).max(128),
    password: staffPasswordSchema,
    password_confirm: z.string({ error: FORM_MESSAGES.required }).max(STAFF_PASSWORD_MAX),
  })
  .refine((body) => body.password === body.password_confirm, {
    path: ['password_confirm'],
    message: 'password_mismatch',
  });

export const staffLoginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: FORM_MESSAGES.required })
    .min(1, FORM_MESSAGES.required)
    .max(STAFF_PASSWORD_MAX),
});

/** After the password: enrol (first login: the secret and its QR) or give a code. */
export const staffLoginStepSchema = z.discriminatedUnion('next', [
  z.object({
    next: z.literal('enrol'),
    secret: z.string().describe('the TOTP secret, base32, for typing into an authenticator app'),
    otpauth_uri: z.string().describe('otpauth://totp/… as the QR code holds it'),
    qr_svg: z.string().describe('the QR code of otpauth_uri as an SVG document'),
  }),
  z.object({ next: z.literal('code') }),
]);
export type StaffLoginStep = z.infer<typeof staffLoginStepSchema>;

export const staffCodeBodySchema = z.object({ code: staffCodeSchema });

export const staffEnrolledSchema = z.object({
  session: staffSessionSchema,
  recovery_codes: z.array(z.string()).describe('ten one-time codes, shown once'),
});

// ---------------------------------------------------------------- staff management (admin)

export const staffListSchema = z.object({ list: z.array(staffMemberSchema) });

export const staffAddBodySchema = z.object({
  email: emailSchema,
  name: z.string({ error: FORM_MESSAGES.required }).trim().min(1, FORM_MESSAGES.required).max(STAFF_NAME_MAX),
  roles: commaList(staffRoleSchema).refine((roles) => roles.length > 0, FORM_MESSAGES.required),
  store_codes: commaList(storeCodeSchema).optional().default([]),
});

export const staffUpdateBodySchema = staffAddBodySchema.omit({ email: true }).extend({ id: z.uuid() });

export const staffIdBodySchema = z.object({
  id: z.uuid(),
  reason: z.string().trim().max(STAFF_REASON_MAX).optional().default(''),
});

export const staffSetupLinkSchema = z.object({
  member: staffMemberSchema,
  setup_url: z.string().describe('the one-time set-up link (72 hours); show it once, send it privately'),
  expires_at: z.iso.datetime({ offset: true }),
});
