'use client';

import { useTranslations } from 'next-intl';
import { AGE_BANDS, bandLabel, bandsForRange, isAgeBand, type AgeBand } from '@/lib/rent-info/driver-age';
import type { SearchStore } from '../store-options';
import styles from './search-form.module.css';

/**
 * The driver's age, offered as the pick-up store accepts it (spec §5's bands, each read against the
 * store's range: '25-70' at a store that rents up to 70), with the store's range and young-driver
 * fee said under it. A band the store refuses (one a link brought, or kept when the pick-up store
 * changed) stays selected and says so at once, rather than being swapped silently for another age;
 * the search refuses it on submit by the same rule.
 */
export function AgeSelect({
  id,
  value,
  onChange,
  store,
  error,
}: {
  id: string;
  value: AgeBand;
  onChange(band: AgeBand): void;
  /** the pick-up store, when one is chosen */
  store: SearchStore | undefined;
  /** the age problem in words, from the form */
  error: string | undefined;
}) {
  const t = useTranslations('search');
  const range = store?.driverAge;
  const offered = bandsForRange(range);
  // Said at once, whatever else the form has judged yet: the same rule the search checks on submit.
  const refused = !offered.includes(value) && range ? t('errors.ageNotAllowed', range) : undefined;
  const message = error ?? refused;
  const bands = offered.includes(value)
    ? offered
    : AGE_BANDS.filter((band) => band === value || offered.includes(band));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={[message && errorId, store && hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          if (isAgeBand(event.target.value)) onChange(event.target.value);
        }}
      >
        {bands.map((band) => (
          <option key={band} value={band}>
            {t('ageBand', { band: bandLabel(band, offered.includes(band) ? range : undefined) })}
          </option>
        ))}
      </select>
      {message && (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
      {store && (!message || store.youngDriver.fee) && (
        <p id={hintId} className={styles.fieldHint}>
          {/* The range once: in the error when there is one, else here. */}
          {!message && t('ageRange', { min: store.driverAge.min, max: store.driverAge.max })}
          {store.youngDriver.fee && store.youngDriver.under > store.driverAge.min && (
            <> {t('youngFee', { under: store.youngDriver.under, fee: store.youngDriver.fee })}</>
          )}
        </p>
      )}
    </>
  );
}
