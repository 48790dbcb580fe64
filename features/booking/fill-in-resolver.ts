import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { bookingFormSchema, type BookingForm } from '@/lib/api/contract/booking-form';
import type { FillInValues } from '@/lib/store/fill-in-draft';
import { driverAgeProblem, type DriverRules } from './driver-rules';

/**
 * What the form passes its resolver (useForm's `context`), read at the moment of validation: the
 * rental's driver rules, how many additional drivers are allowed, and whether the phone is verified.
 */
export type FillInResolverContext = {
  rules: DriverRules;
  additionalDriversAllowed: () => number;
  phoneVerified: () => boolean;
};

// The form's values are the schema's input, except that choices start empty ('' until chosen),
// which the schema refuses with 'choose': the same resolver, typed for the form.
const schemaResolver = zodResolver(bookingFormSchema) as unknown as Resolver<
  FillInValues,
  FillInResolverContext,
  BookingForm
>;

/**
 * The fill-in form's resolver: the booking schema (the same one the booking call parses), then the
 * rules that need this rental — each driver's age on the pick-up date, the number of drivers — and,
 * when the whole form is judged (Continue), the phone's verification. Loaded on demand
 * (lazyResolver): zod stays out of the page's first load.
 */
export const fillInResolver: Resolver<FillInValues, FillInResolverContext, BookingForm> = async (
  values,
  context,
  options,
) => {
  if (!context) throw new Error('fillInResolver needs the form context');
  const result = await schemaResolver(values, context, options);
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
