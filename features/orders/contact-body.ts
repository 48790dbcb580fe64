// No zod here: the order forms import this with the page, their schemas load with the first check.
import type { OrderContact } from '@/lib/site/forms/order-forms';

/** The contact fields of a request, from the form's values. */
export const contactBody = (values: OrderContact) =>
  values.by === 'email'
    ? { email: values.email.trim() }
    : { area_code: values.area_code.trim(), phone: values.phone.trim() };
