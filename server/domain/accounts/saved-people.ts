import { and, asc, eq } from 'drizzle-orm';
import type { SavedContact, SavedDriver } from '@/lib/api/contract/account';
import type { Contact, DriverInput } from '@/lib/api/contract/booking-form';
import type { Db } from '../../db/client';
import { savedContacts, savedDrivers } from '../../db/schema';
import { ApiError } from '../errors';

/**
 * A user's saved drivers and contacts (what the fill-in form offers them). Every read and write is
 * scoped by the owner, so another user's id answers not_found, never their data.
 */
const driverRow = (d: DriverInput) => ({
  givenName: d.given_name,
  surName: d.sur_name,
  birthday: d.birthday,
  licenseType: d.driver_license_type,
});
const contactRow = (c: Contact) => ({
  gender: c.gender,
  name: c.name,
  contactAreaCode: c.contact_area_code,
  contactPhone: c.contact_phone,
  email: c.email,
  localAreaCode: c.local_area_code || null,
  localPhone: c.local_phone || null,
});

const presentDriver = (row: typeof savedDrivers.$inferSelect): SavedDriver => ({
  driver_id: row.id,
  given_name: row.givenName,
  sur_name: row.surName,
  birthday: row.birthday,
  driver_license_type: row.licenseType,
});
const presentContact = (row: typeof savedContacts.$inferSelect): SavedContact => ({
  contact_id: row.id,
  gender: row.gender === 'male' ? 'male' : 'female',
  name: row.name,
  contact_area_code: row.contactAreaCode,
  contact_phone: row.contactPhone,
  email: row.email,
  local_area_code: row.localAreaCode ?? '',
  local_phone: row.localPhone ?? '',
});

export async function listDrivers(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(savedDrivers)
    .where(eq(savedDrivers.userId, userId))
    .orderBy(asc(savedDrivers.id));
  return rows.map(presentDriver);
}

export async function saveDriver(db: Db, userId: string, driver: DriverInput, id?: number) {
  if (id === undefined) {
    const [row] = await db
      .insert(savedDrivers)
      .values({ userId, ...driverRow(driver) })
      .returning();
    return presentDriver(row!);
  }
  const [row] = await db
    .update(savedDrivers)
    .set(driverRow(driver))
    .where(and(eq(savedDrivers.id, id), eq(savedDrivers.userId, userId)))
    .returning();
  if (!row) throw new ApiError('not_found');
  return presentDriver(row);
}

export async function deleteDriver(db: Db, userId: string, id: number) {
  const gone = await db
    .delete(savedDrivers)
    .where(and(eq(savedDrivers.id, id), eq(savedDrivers.userId, userId)))
    .returning({ id: savedDrivers.id });
  if (gone.length === 0) throw new ApiError('not_found');
}

export async function listContacts(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(savedContacts)
    .where(eq(savedContacts.userId, userId))
    .orderBy(asc(savedContacts.id));
  return rows.map(presentContact);
}

export async function saveContact(db: Db, userId: string, contact: Contact, id?: number) {
  if (id === undefined) {
    const [row] = await db
      .insert(savedContacts)
      .values({ userId, ...contactRow(contact) })
      .returning();
    return presentContact(row!);
  }
  const [row] = await db
    .update(savedContacts)
    .set(contactRow(contact))
    .where(and(eq(savedContacts.id, id), eq(savedContacts.userId, userId)))
    .returning();
  if (!row) throw new ApiError('not_found');
  return presentContact(row);
}

export async function deleteContact(db: Db, userId: string, id: number) {
  const gone = await db
    .delete(savedContacts)
    .where(and(eq(savedContacts.id, id), eq(savedContacts.userId, userId)))
    .returning({ id: savedContacts.id });
  if (gone.length === 0) throw new ApiError('not_found');
}

/**
 * In the booking's transaction: a logged-in user's drivers and contact typed afresh (not picked
 * from the saved ones) are saved for next time, unless the same person is saved already.
 */
export async function rememberBookingPeople(
  tx: Db,
  userId: string,
  drivers: readonly DriverInput[],
  contact: Contact,
): Promise<void> {
  const [knownDrivers, knownContacts] = await Promise.all([
    listDrivers(tx, userId),
    listContacts(tx, userId),
  ]);
  const sameDriver = (d: DriverInput) =>
    knownDrivers.some(
      (k) =>
        k.given_name.toLowerCase() === d.given_name.toLowerCase() &&
        k.sur_name.toLowerCase() === d.sur_name.toLowerCase() &&
        k.birthday === d.birthday,
    );
  for (const driver of drivers) {
    if (driver.driver_id === undefined && !sameDriver(driver)) await saveDriver(tx, userId, driver);
  }
  const sameContact = knownContacts.some(
    (k) =>
      k.name === contact.name &&
      k.contact_area_code === contact.contact_area_code &&
      k.contact_phone === contact.contact_phone &&
      k.email === contact.email,
  );
  if (contact.contact_id === undefined && !sameContact) await saveContact(tx, userId, contact);
}
