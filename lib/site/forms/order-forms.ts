import { z } from 'zod';
import { AREA_CODE_PATTERN } from '@/lib/api/contract/phone';
import { TRADE_NO_PATTERN } from '@/lib/orders/trade-no';

/** How the traveller names an order: by its phone or its e-mail (checked by contactIssues). */
const contactFields = {
  by: z.enum(['phone', 'email']),
  area_code: z.string().trim(),
  phone: z.string().trim(),
  email: z.string().trim(),
};

/**
 * The order forms' schemas (the lookup on /query, forgot reservation number, binding), loaded with
 * a form's first check (lib/site/forms/form-resolvers.ts).
 *
 * The /query form: the order number and how the traveller names the order, by its phone or its
 * e-mail. Messages are keys of orders.form (localized by the form).
 */
export const lookupFormSchema = z
  .object({
    trade_no: z.string().trim().min(1, 'required').regex(TRADE_NO_PATTERN, 'invalid_trade_no'),
    ...contactFields,
  })
  .superRefine(contactIssues);
export type LookupFormValues = z.input<typeof lookupFormSchema>;

/** 'Forgot reservation number': the phone or e-mail to send the numbers to. */
export const forgotFormSchema = z.object(contactFields).superRefine(contactIssues);
export type ForgotFormValues = z.input<typeof forgotFormSchema>;

/** Binding: a mobile number and the code sent to it. */
export const bindFormSchema = z.object({
  area_code: z.string().trim().regex(AREA_CODE_PATTERN, 'invalid_area_code'),
  phone: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[\d\s-]{4,18}$/, 'invalid_phone'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'invalid_code'),
});
export type BindFormValues = z.input<typeof bindFormSchema>;

/** How the traveller names an order: by its phone or its e-mail. */
export type OrderContact = { by: 'phone' | 'email'; area_code: string; phone: string; email: string };

function contactIssues(values: OrderContact, context: z.RefinementCtx) {
  if (values.by === 'email') {
    if (!values.email) context.addIssue({ code: 'custom', path: ['email'], message: 'required' });
    else if (!z.email().safeParse(values.email).success)
      context.addIssue({ code: 'custom', path: ['email'], message: 'invalid_email' });
    return;
  }
  if (!AREA_CODE_PATTERN.test(values.area_code))
    context.addIssue({ code: 'custom', path: ['area_code'], message: 'invalid_area_code' });
  if (!values.phone) context.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
  else if (!/^[\d\s-]{4,18}$/.test(values.phone))
    context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
}
