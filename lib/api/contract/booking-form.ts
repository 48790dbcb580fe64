import { z } from 'zod';
import { GENDERS, LICENSE_TYPES } from '@/lib/choices';
import { parseWallTime } from '@/lib/time/wall-time';

/**
 * The fill-in form of spec §3 'Booking order (being built)': one schema for the page's form
 * (react-hook-form's zodResolver) and the booking call. Field names are the API's (snake_case):
 * this form is the request, so there is no mapper between them.
 *
 * Messages are codes the page words in the three forms of spec §5, with the field's own label:
 *   'required' -> 'Please enter your {field}'   (errors.form.enter)
 *   'choose'   -> 'Please choose your {field}'  (errors.form.choose)
 *   'invalid'  -> 'Please enter the correct {field}' (errors.form.enter_correct)
 *   'length:{min}:{max}' -> 'The length must be between {min} and {max} characters'
 *   'latin_letters' -> 'Please write your {field} in Latin letters (A–Z)' (errors.form.latin_letters)
 *   and a few of their own: 'agree_terms', 'local_phone_pair', 'too_many_drivers', and the card
 *   form's 'card_expired' and 'card_brand' (lib/api/contract/payment.ts).
 */
export const FORM_MESSAGES = {
  required: 'required',
  choose: 'choose',
  invalid: 'invalid',
  agreeTerms: 'agree_terms',
  localPhonePair: 'local_phone_pair',
  /** a name that must be written in Latin letters (a driver's, as on the licence; the card holder's) */
  latinLetters: 'latin_letters',
  /** a card expiry before this month */
  cardExpired: 'card_expired',
  /** a valid card number of a brand we do not take */
  cardBrand: 'card_brand',
} as const;
export const lengthMessage = (min: number, max: number) => `length:${min}:${max}`;

const NAME_LENGTH = { min: 1, max: 40 } as const;

/** Text that is required and within a length; trimmed first. */
const text = (min: number, max: number) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .refine((value) => value.length >= min && value.length <= max, lengthMessage(min, max));

/**
 * A driver's name as on the driving licence and passport: Latin letters (pinyin for Chinese
 * names), spaces, hyphens and apostrophes. The counter checks it against the licence.
 */
const latinName = text(NAME_LENGTH.min, NAME_LENGTH.max).refine(
  (value) => /^[A-Za-z][A-Za-z' -]*$/.test(value),
  FORM_MESSAGES.latinLetters,
);

/** A real calendar date 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseWallTime(`${value} 00:00`) !== undefined,
    FORM_MESSAGES.invalid,
  );

export const driverSchema = z.object({
  driver_id: z.number().int().positive().optional().describe("a logged-in user's saved driver"),
  given_name: latinName.describe('as on the licence, in Latin letters'),
  sur_name: latinName.describe('as on the licence, in Latin letters'),
  birthday: isoDateSchema.describe('YYYY-MM-DD'),
  driver_license_type: z.enum(LICENSE_TYPES, { error: FORM_MESSAGES.choose }),
});
export type DriverInput = z.infer<typeof driverSchema>;

/** A country calling code without '+': 1, 66, 86, 852. */
const areaCode = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .transform((value) => value.replace(/^\+/, ''))
  .refine((value) => value.length > 0, FORM_MESSAGES.required)
  .refine((value) => /^[1-9]\d{0,3}$/.test(value), FORM_MESSAGES.invalid);

/** A phone number's digits (spaces and dashes dropped); with its area code at most 15 (E.164). */
const phoneDigits = z
  .string({ error: FORM_MESSAGES.required })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value.length > 0, FORM_MESSAGES.required)
  .refine((value) => /^\d{4,14}$/.test(value), FORM_MESSAGES.invalid);

export const contactSchema = z
  .object({
    contact_id: z.number().int().positive().optional().describe("a logged-in user's saved contact"),
    gender: z.enum(GENDERS, { error: FORM_MESSAGES.choose }).describe('the title: female (Ms) or male (Mr)'),
    name: text(1, 60).refine(
      (value) => /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(value),
      FORM_MESSAGES.invalid,
    ),
    contact_area_code: areaCode,
    contact_phone: phoneDigits.describe('verified with a code before booking'),
    email: z
      .string({ error: FORM_MESSAGES.required })
      .trim()
      .toLowerCase()
      .min(1, FORM_MESSAGES.required)
      .max(254, lengthMessage(3, 254))
      .pipe(z.email(FORM_MESSAGES.invalid)),
    local_area_code: z.string().trim().optional().default(''),
    local_phone: z
      .string()
      .optional()
      .default('')
      .transform((value) => value.replace(/[\s-]/g, '')),
  })
  .superRefine((contact, context) => {
    if (contact.contact_area_code.length + contact.contact_phone.length > 15) {
      context.addIssue({ code: 'custom', path: ['contact_phone'], message: FORM_MESSAGES.invalid });
    }
    // The local phone (a number reachable during the trip) is optional, but whole when given.
    const hasCode = contact.local_area_code.length > 0;
    const hasPhone = contact.local_phone.length > 0;
    if (hasCode !== hasPhone) {
      context.addIssue({
        code: 'custom',
        path: [hasCode ? 'local_phone' : 'local_area_code'],
        message: FORM_MESSAGES.localPhonePair,
      });
    }
    if (hasCode && !/^\+?[1-9]\d{0,3}$/.test(contact.local_area_code)) {
      context.addIssue({ code: 'custom', path: ['local_area_code'], message: FORM_MESSAGES.invalid });
    }
    if (hasPhone && !/^\d{4,14}$/.test(contact.local_phone)) {
      context.addIssue({ code: 'custom', path: ['local_phone'], message: FORM_MESSAGES.invalid });
    }
  });
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const chosenExtraSchema = z.object({
  id: z.number().int().positive(),
  quantity: z.number().int().min(0).max(20),
});
export type ChosenExtra = z.infer<typeof chosenExtraSchema>;

/** Spec §3: deposit '2' (the default) is a credit card, '1' zhima credit's pre-authorisation. */
export const DEPOSIT_WAYS = { '1': 'zhima_credit', '2': 'credit_card' } as const;
export type DepositCode = keyof typeof DEPOSIT_WAYS;
export type DepositWay = (typeof DEPOSIT_WAYS)[DepositCode];
export const DEFAULT_DEPOSIT: DepositCode = '2';

/** Airline code (two letters or a letter and a digit) and 1-4 digits, e.g. CX880, 3U8573, TG 661. */
const FLIGHT_NO = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;
const flightNoText = z
  .string()
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .refine((value) => value === '' || FLIGHT_NO.test(value), FORM_MESSAGES.invalid);
export const flightNoSchema = z.string().optional().default('').pipe(flightNoText);
/** A flight number that stays absent when not sent (a change of a booking keeps its own). */
export const optionalFlightNoSchema = flightNoText.optional();

export const couponCodeSchema = z
  .string()
  .optional()
  .default('')
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => value === '' || /^[A-Z0-9]{3,32}$/.test(value), FORM_MESSAGES.invalid);

export const MAX_DRIVERS = 3;
export const REMARK_MAX = 200;

export const bookingFormSchema = z.object({
  drivers: z
    .array(driverSchema)
    .min(1, FORM_MESSAGES.required)
    .max(MAX_DRIVERS, 'too_many_drivers')
    .describe('the main driver first, then additional drivers'),
  contact: contactSchema,
  extra_service: z.array(chosenExtraSchema).max(30).default([]),
  insurance_unit_item: z.array(chosenExtraSchema).max(30).default([]),
  flight_no: flightNoSchema,
  remark: z.string().trim().max(REMARK_MAX, lengthMessage(0, REMARK_MAX)).optional().default(''),
  coupon_code: couponCodeSchema,
  deposit: z.enum(['1', '2'], { error: FORM_MESSAGES.choose }).default(DEFAULT_DEPOSIT),
  agree_terms: z.literal(true, { error: FORM_MESSAGES.agreeTerms }),
});
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;
