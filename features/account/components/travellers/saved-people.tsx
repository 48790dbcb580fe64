'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import formStyles from '@/components/forms/plain-form.module.css';
import { QueryProvider } from '@/components/providers/query-provider';
import { formatDate } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { useDeleteSavedContact } from '../../api/delete-saved-contact';
import { useDeleteSavedDriver } from '../../api/delete-saved-driver';
import { useUpdateSavedContact } from '../../api/update-saved-contact';
import { useUpdateSavedDriver } from '../../api/update-saved-driver';
import type { SavedContact, SavedContactValues, SavedDriver, SavedDriverValues } from '../../types';
import { ContactForm } from './contact-form';
import { DriverForm } from './driver-form';
import { PersonCard } from './person-card';
import { contactValues, driverName, driverValues } from './person-values';
import styles from './travellers.module.css';

type Editing = { kind: 'driver' | 'contact'; id: number } | null;

type SavedPeopleProps = { drivers: SavedDriver[]; contacts: SavedContact[] };

/**
 * A logged-in user's saved drivers and contacts (the ones the booking form offers): edit one in
 * place, or delete it after a question. Every change goes through the API's owner-only calls; the
 * outcome is announced (a status, or an alert for a refusal). The lists are the page's server read;
 * the changes are its own, in react-query of its own (the page reads nothing in the browser).
 */
export function SavedPeople(props: SavedPeopleProps) {
  return (
    <QueryProvider>
      <SavedPeopleLists {...props} />
    </QueryProvider>
  );
}

function SavedPeopleLists({ drivers: initialDrivers, contacts: initialContacts }: SavedPeopleProps) {
  const t = useTranslations('account.travellers');
  const tBooking = useTranslations('booking');
  const tErrors = useTranslations('errors');
  const lang = useLocale() as Lang;
  const updateDriver = useUpdateSavedDriver();
  const updateContact = useUpdateSavedContact();
  const deleteDriver = useDeleteSavedDriver();
  const deleteContact = useDeleteSavedContact();
  const [drivers, setDrivers] = useState(initialDrivers);
  const [contacts, setContacts] = useState(initialContacts);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const driversHeading = useRef<HTMLHeadingElement>(null);
  const contactsHeading = useRef<HTMLHeadingElement>(null);
  // One change at a time: every card's buttons wait while any call is under way.
  const busy = [updateDriver, updateContact, deleteDriver, deleteContact].some((call) => call.isPending);

  async function run(action: () => Promise<string>) {
    setProblem(null);
    setStatus(null);
    try {
      setStatus(await action());
    } catch (error) {
      setProblem(tErrors(errorMessageKey(error)));
    }
  }

  const saveDriver = (id: number) => (values: SavedDriverValues) =>
    run(async () => {
      const saved = await updateDriver.mutateAsync({ id, values });
      setDrivers((list) => list.map((driver) => (driver.driver_id === id ? saved : driver)));
      setEditing(null);
      return t('saved', { name: driverName(saved) });
    });

  const saveContact = (id: number) => (values: SavedContactValues) =>
    run(async () => {
      const saved = await updateContact.mutateAsync({ id, values });
      setContacts((list) => list.map((contact) => (contact.contact_id === id ? saved : contact)));
      setEditing(null);
      return t('saved', { name: saved.name });
    });

  const remove = (kind: 'drivers' | 'contacts', id: number, name: string) =>
    run(async () => {
      if (kind === 'drivers') {
        await deleteDriver.mutateAsync(id);
        setDrivers((list) => list.filter((driver) => driver.driver_id !== id));
      } else {
        await deleteContact.mutateAsync(id);
        setContacts((list) => list.filter((contact) => contact.contact_id !== id));
      }
      // The card and its buttons are gone: the focus goes to its section's heading.
      (kind === 'drivers' ? driversHeading : contactsHeading).current?.focus();
      return t('deleted', { name });
    });

  const isEditing = (kind: 'driver' | 'contact', id: number) => editing?.kind === kind && editing.id === id;

  return (
    <>
      <p>{t('intro')}</p>
      <p role="status" className={formStyles.notice}>
        {status}
      </p>
      {problem && (
        <p role="alert" className={formStyles.error}>
          {problem}
        </p>
      )}
      <section aria-labelledby="saved-drivers">
        <h2 id="saved-drivers" ref={driversHeading} tabIndex={-1}>
          {t('drivers')}
        </h2>
        {drivers.length === 0 ? (
          <p>{t('noDrivers')}</p>
        ) : (
          <ul className={styles.list}>
            {drivers.map((driver) => (
              <PersonCard
                key={driver.driver_id}
                name={driverName(driver)}
                busy={busy}
                editing={isEditing('driver', driver.driver_id)}
                onEdit={() => setEditing({ kind: 'driver', id: driver.driver_id })}
                onDelete={() => remove('drivers', driver.driver_id, driverName(driver))}
                details={
                  <>
                    <p>{t('born', { date: formatDate(`${driver.birthday}T00:00:00Z`, 'UTC', lang) })}</p>
                    <p>{tBooking(`drivers.licenceTypes.${driver.driver_license_type}`)}</p>
                  </>
                }
                editor={
                  <DriverForm
                    initial={driverValues(driver)}
                    busy={busy}
                    onSave={saveDriver(driver.driver_id)}
                    onCancel={() => setEditing(null)}
                  />
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="saved-contacts">
        <h2 id="saved-contacts" ref={contactsHeading} tabIndex={-1}>
          {t('contacts')}
        </h2>
        {contacts.length === 0 ? (
          <p>{t('noContacts')}</p>
        ) : (
          <ul className={styles.list}>
            {contacts.map((contact) => (
              <PersonCard
                key={contact.contact_id}
                name={contact.name}
                busy={busy}
                editing={isEditing('contact', contact.contact_id)}
                onEdit={() => setEditing({ kind: 'contact', id: contact.contact_id })}
                onDelete={() => remove('contacts', contact.contact_id, contact.name)}
                details={
                  <>
                    <p>
                      {tBooking(`contact.titles.${contact.gender}`)} · +{contact.contact_area_code}{' '}
                      {contact.contact_phone}
                    </p>
                    <p>{contact.email}</p>
                  </>
                }
                editor={
                  <ContactForm
                    initial={contactValues(contact)}
                    busy={busy}
                    onSave={saveContact(contact.contact_id)}
                    onCancel={() => setEditing(null)}
                  />
                }
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
