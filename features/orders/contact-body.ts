// No zod here: the order forms import this with the page, their schemas load with the first check.

/** How the traveller names an order: by its phone or its e-mail. */
export type Contact = { by: 'phone' | 'email'; area_code: string; phone: string; email: string };

/** The contact fields of a request, from the form's values. */
export const contactBody = (values: Contact) =>
  values.by === 'email'
    ? { email: values.email.trim() }
    : { area_code: values.area_code.trim(), phone: values.phone.trim() };
