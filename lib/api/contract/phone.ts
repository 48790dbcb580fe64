import { z } from 'zod';

/**
 * A phone number as the API takes it, in two fields: the country calling code and the number.
 * One definition for every call that names a phone (phone codes, order lookup and binding) and for
 * the accounts' mobile-number rule.
 */

/** A country calling code as typed: '86', '+1'. */
export const AREA_CODE_PATTERN = /^\+?[1-9]\d{0,3}$/;

/** A country calling code, answered without its plus. */
export const areaCodeSchema = z
  .string()
  .trim()
  .regex(AREA_CODE_PATTERN, 'a country calling code')
  .transform((v) => v.replace(/^\+/, ''));

/** The number: 4 to 14 digits once spaces and dashes are dropped. */
export const phoneNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{4,14}$/, 'digits'));

/** E.164: a country code and a number of 15 digits at most. */
export const fitsE164 = (body: { area_code: string; phone: string }) =>
  body.area_code.length + body.phone.length <= 15;
export const e164Message = { message: 'at most 15 digits with the area code', path: ['phone'] };
