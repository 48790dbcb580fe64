import type { SavedContact, SavedContactValues, SavedDriver, SavedDriverValues } from '../../types';

/** What the edit forms hold: the saved person's fields without its id. */
export const driverValues = ({ driver_id: _id, ...values }: SavedDriver): SavedDriverValues => values;
export const contactValues = ({ contact_id: _id, ...values }: SavedContact): SavedContactValues => values;

export const driverName = (driver: Pick<SavedDriver, 'given_name' | 'sur_name'>) =>
  `${driver.given_name} ${driver.sur_name}`;
