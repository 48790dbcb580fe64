import type { SavedContact, SavedDriver } from '@/lib/api/contract/account';

/** What the edit forms hold: the saved person's fields without its id. */
export type DriverValues = Omit<SavedDriver, 'driver_id'>;
export type ContactValues = Omit<SavedContact, 'contact_id'>;

export const driverValues = ({ driver_id: _id, ...values }: SavedDriver): DriverValues => values;
export const contactValues = ({ contact_id: _id, ...values }: SavedContact): ContactValues => values;

export const driverName = (driver: Pick<SavedDriver, 'given_name' | 'sur_name'>) =>
  `${driver.given_name} ${driver.sur_name}`;
