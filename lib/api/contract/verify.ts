import { z } from 'zod';
import { captchaSolutionSchema } from './captcha';
import { areaCodeSchema, e164Message, fitsE164, phoneNumberSchema } from './phone';

/** What a code sent by /verify/send_code proves (the fill-in form's phone). */
export const codePurposeSchema = z.enum(['verify_phone']);
/** Every purpose of a one-time code: the form's phone, and the accounts' (/user/send_code). */
export type CodePurpose = z.infer<typeof codePurposeSchema> | 'login' | 'register' | 'reset_password';

/** POST /verify/send_code: a 6-digit code to a phone (it lands in the outbox folder without an SMS gateway). */
export const sendCodeBodySchema = z
  .object({
    purpose: codePurposeSchema,
    area_code: areaCodeSchema,
    phone: phoneNumberSchema,
    lang: z
      .enum(['en', 'th', 'zh', 'zh-hant'])
      .optional()
      .describe('the language of the SMS; the locale common param when absent'),
    captcha: captchaSolutionSchema,
  })
  .refine(fitsE164, e164Message);
export type SendCodeBody = z.input<typeof sendCodeBodySchema>;

export const sentCodeSchema = z.object({
  expires_in_s: z.number().int().describe('the code is good for this long (600 s)'),
  resend_after_s: z.number().int().describe('the next code can be asked for after this long (60 s)'),
});
export type SentCode = z.infer<typeof sentCodeSchema>;

/** data of too_many_codes (HTTP 429): a code was sent less than 60 s ago, or 5 in the last hour. */
export const tooManyCodesDataSchema = z.object({
  retry_after_s: z.number().int().describe('a new code can be asked for after this many seconds'),
});

/** POST /verify/check_code: the code the traveller typed. */
export const checkCodeBodySchema = z
  .object({
    purpose: codePurposeSchema,
    area_code: areaCodeSchema,
    phone: phoneNumberSchema,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits'),
  })
  .refine(fitsE164, e164Message);
export type CheckCodeBody = z.input<typeof checkCodeBodySchema>;

/** data of wrong_code (HTTP 422); the fifth wrong try burns the code (then code_expired). */
export const wrongCodeDataSchema = z.object({
  tries_left: z.number().int().describe('wrong tries left before the code is burned'),
});

export const phoneProofSchema = z.object({
  phone_token: z.string().describe('proof of the verified phone, for the booking call'),
  expires_at: z.string().describe('ISO instant the proof stops being accepted'),
  freshman: z
    .boolean()
    .describe('no earlier booking with this phone: the freshman discount applies while its event runs'),
});
export type PhoneProof = z.infer<typeof phoneProofSchema>;
