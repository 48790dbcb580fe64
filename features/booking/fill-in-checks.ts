import { get, set, type FieldError, type FieldErrors } from 'react-hook-form';
import type { AfterSchema } from '@/lib/site/forms/form-resolvers';
import type { FillInValues } from '@/lib/site/store/fill-in-draft';
import { driverAgeProblem, type DriverRules } from './driver-rules';
import type { BookingForm } from './types';

/**
 * What the form passes its resolver (useForm's `context`), read at the moment of validation: the
 * rental's driver rules, how many additional drivers are allowed, and whether the phone is verified.
 */
export type FillInResolverContext = {
  rules: DriverRules;
  additionalDriversAllowed: () => number;
  phoneVerified: () => boolean;
};

/**
 * The rules of the fill-in form after its schema (lib/site/forms/form-resolvers.ts 'booking', the same
 * schema the booking call parses), which need this rental: each driver's age on the pick-up date,
 * the number of drivers, and, when the whole form is judged (Continue), the phone's verification.
 * Zod-free, so they load with the page; the schema loads with the form's first check.
 */
export const fillInChecks: AfterSchema<FillInValues, FillInResolverContext, BookingForm> = (
  result,
  values,
  context,
  options,
) => {
  if (!context) throw new Error('fillInChecks needs the form context');
  const errors: FieldErrors<FillInValues> = { ...result.errors } as FieldErrors<FillInValues>;
  const add = (path: string, message: string) => addError(errors, path, message);

  values.drivers.forEach((driver, index) => {
    const problem = driverAgeProblem(driver.birthday, index, context.rules);
    if (problem) add(`drivers.${index}.birthday`, problem);
  });
  if (values.drivers.length - 1 > context.additionalDriversAllowed()) add('drivers.root', 'too_many_drivers');
  // Only when the whole form is judged (Continue): not while the traveller is still typing the phone.
  const judged = new Set<string>(options.names ?? []);
  const wholeForm = judged.has('agree_terms') && judged.has('contact.contact_phone');
  if (wholeForm && !context.phoneVerified()) add('contact.contact_phone', 'verify_phone');

  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

/** Puts a message at a path unless the schema already reported a problem there (it comes first). */
function addError(errors: FieldErrors<FillInValues>, path: string, message: string) {
  const existing = get(errors, path) as FieldError | undefined;
  if (existing?.message) return;
  set(errors, path, { ...existing, type: 'custom', message } satisfies FieldError);
}
