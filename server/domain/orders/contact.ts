import { eq, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { phoneKey } from '../verification/phone-key';

/** The contact a guest names an order by: its phone (with area code) or its e-mail. */
export type OrderContact = { kind: 'phone'; key: string } | { kind: 'email'; email: string };

export function orderContactOf(body: { area_code?: string; phone?: string; email?: string }): OrderContact {
  if (body.email !== undefined) return { kind: 'email', email: body.email.trim().toLowerCase() };
  return { kind: 'phone', key: phoneKey(body.area_code ?? '', body.phone ?? '') };
}

/** orders.contact_phone holds the phone key; e-mails are compared without case. */
export const matchesContact = (contact: OrderContact): SQL =>
  contact.kind === 'phone'
    ? eq(orders.contactPhone, contact.key)
    : sql`lower(${orders.contactEmail}) = ${contact.email}`;

/** The limiter's name of a contact (never logged: the key is hashed by nobody, so keep it short-lived). */
export const contactLabel = (contact: OrderContact) =>
  contact.kind === 'phone' ? `phone:${contact.key}` : `email:${contact.email}`;
