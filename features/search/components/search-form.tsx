'use client';

import { useTranslations } from 'next-intl';
import { memo, useId, useMemo, useRef, useState } from 'react';
import { useSiteStoreApi, useTabRestored } from '@/components/providers/site-store-provider';
import type { Lang } from '@/lib/i18n/locales';
import { addWallDays, formatWallTime, instantToWallTime, startOfWallDay } from '@/lib/time/wall-time';
import type { RentInfo } from '@/lib/rent-info/codec';
import type { SearchField } from '@/lib/rent-info/search-draft';
import { MAX_HORIZON_DAYS } from '@/lib/rent-info/window';
import { knowZoneOffsets } from '@/lib/time/zone';
import { dropOffCodeOf, rentalLength, restoredSearch, searchKey } from '../draft';
import { useProblemText } from '../hooks/use-problem-text';
import { useSearchDraft } from '../hooks/use-search-draft';
import type { SearchPreformatted } from '../preformatted';
import { dropOffOptions, type SearchStores } from '../store-options';
import { AgeSelect } from './age-select';
import { DateRangeField } from './date-range-field';
import styles from './search-form.module.css';
import { StoreHoursHint } from './store-hours-hint';
import { TimeSelect } from './time-select';
import { ZoneHint } from './zone-hint';

export type SearchFormProps = {
  /** the search to start from, usually initialRentInfo(searchParams, config) */
  initial: RentInfo;
  /** the stores, their zones and drop_store_allow: searchStores(config, lang) of the server's global config */
  stores: SearchStores;
  lang: Lang;
  /**
   * Start from the traveller's last search of this tab when there is one. Pass it where the URL
   * names no search (`!hasSearchQuery(searchParams)`); a URL that names one always wins.
   */
  restoreLastSearch?: boolean;
  /** what the server already formatted for the first render (preformatSearch); without it, all is formatted here */
  preformatted?: SearchPreformatted;
};

/**
 * The search form of the home page and /book (spec §5): stores from the storeLocation tree, a
 * return elsewhere limited to drop_store_allow, dates and times on the stores' own clocks, the
 * driver's age band. A valid search opens the car list at /book/{store_info}?{search}, keeping the
 * page's utm parameters, and is remembered for the tab.
 */
export function SearchForm(props: SearchFormProps) {
  const store = useSiteStoreApi();
  const restored = useTabRestored();
  const { stores, initial, restoreLastSearch, preformatted } = props;
  // The zones' offsets are facts (the tz database's), so reading them from the server's table
  // before the first render changes no answer, only spares the browser's Intl while hydrating.
  useState(() => {
    for (const [zone, table] of Object.entries(preformatted?.zones ?? {})) knowZoneOffsets(zone, table);
  });
  // Read once, when the tab's memory arrives: remembering this form's own search must not restart it.
  const start = useMemo(
    () =>
      (restored && restoreLastSearch ? restoredSearch(store.getState().search.last, stores) : null) ??
      initial,
    [restored, restoreLastSearch, store, stores, initial],
  );
  // A new starting search (another URL, or the remembered one after hydration) starts a fresh form.
  return <SearchFormFields key={searchKey(start)} {...props} initial={start} />;
}

// Memoised: the tab's memory arrives just after hydration and re-renders SearchForm; when it holds
// no other search the fields' props are unchanged, and rendering them again (a hundred options)
// would be a long task on a phone for nothing.
const SearchFormFields = memo(function SearchFormFields({
  initial,
  stores,
  lang,
  preformatted,
}: SearchFormProps) {
  const t = useTranslations('search');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSearchDraft({ initial, stores, formRef });
  const { draft, errors } = form;
  const pickupStore = stores.byCode[draft.pickup];
  const dropOffStore = stores.byCode[dropOffCodeOf(draft)];
  const problemText = useProblemText(pickupStore?.driverAge);
  const id = useId();
  const ids = {
    pickup: `${id}-pickup`,
    dropOff: `${id}-drop-off`,
    returnElsewhere: `${id}-return-elsewhere`,
    pickupTime: `${id}-pickup-time`,
    dropOffTime: `${id}-drop-off-time`,
    age: `${id}-age`,
    zoneHint: `${id}-zone-hint`,
    sameStoreHint: `${id}-same-store`,
  };
  // Until dates are chosen, the hours are read on the days the form started from.
  const pickupDate = draft.dates?.start ?? initial.pickup_date_time.slice(0, 10);
  const dropOffDate = draft.dates?.end ?? initial.drop_off_date_time.slice(0, 10);
  const errorId = (field: SearchField) => `${id}-${field}-error`;
  /** The field's state for assistive technology: invalid, and described by its message and hints. */
  const fieldA11y = (field: SearchField, ...hints: string[]) => {
    const describedBy = [errors[field] && errorId(field), ...hints].filter(Boolean).join(' ');
    return {
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };
  /** The message under a field; role=alert has it read out as it appears. */
  const errorText = (field: SearchField) =>
    errors[field] ? (
      <p id={errorId(field)} role="alert" className={styles.error}>
        {problemText(errors[field])}
      </p>
    ) : null;

  const dropOffChoices = dropOffOptions(stores, draft.pickup);
  const dropOffKnown = dropOffChoices.some((store) => store.code === draft.dropOff);
  const canReturnElsewhere = dropOffChoices.length > 1;
  const firstDay = startOfWallDay(instantToWallTime(new Date(), pickupStore?.timeZone ?? 'UTC'));
  const days = rentalLength(draft, form.lookupStore);

  /** A time: on its store's clock, grouped by that store's hours, with the day's hours said under it. */
  const timeField = (field: 'pickupTime' | 'dropOffTime') => {
    const atPickup = field === 'pickupTime';
    const store = atPickup ? pickupStore : dropOffStore;
    const date = atPickup ? pickupDate : dropOffDate;
    const hoursId = `${ids[field]}-hours`;
    return (
      <div className={styles.field} data-field={field}>
        <label htmlFor={ids[field]} className={styles.label}>
          {t(field)}
        </label>
        <TimeSelect
          id={ids[field]}
          lang={lang}
          value={draft[field]}
          onChange={(time) => form.chooseTime(field, time)}
          hours={store?.hours}
          date={date}
          fee={store?.afterHoursFee ?? null}
          labels={preformatted?.times}
          {...fieldA11y(field, hoursId, ids.zoneHint)}
        />
        {errorText(field)}
        <StoreHoursHint
          id={hoursId}
          store={store}
          date={date}
          time={draft[field]}
          lang={lang}
          labels={preformatted?.times}
          named={!atPickup && store !== pickupStore}
        />
      </div>
    );
  };

  return (
    <form ref={formRef} className={styles.form} aria-label={t('formLabel')} noValidate onSubmit={form.submit}>
      <div className={styles.stores}>
        <div className={styles.field} data-field="pickup">
          <label htmlFor={ids.pickup} className={styles.label}>
            {t('pickupStore')}
          </label>
          <select
            id={ids.pickup}
            className={styles.select}
            value={draft.pickup}
            onChange={(event) => form.choosePickup(event.target.value)}
            {...fieldA11y('pickup')}
          >
            {!pickupStore && <option value="">{t('chooseStore')}</option>}
            {stores.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.stores.map((store) => (
                  <option key={store.code} value={store.code}>
                    {store.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errorText('pickup')}
          <div className={styles.checkbox}>
            <input
              id={ids.returnElsewhere}
              type="checkbox"
              checked={draft.returnElsewhere}
              disabled={!canReturnElsewhere}
              aria-describedby={canReturnElsewhere ? undefined : ids.sameStoreHint}
              onChange={(event) => form.toggleReturnElsewhere(event.target.checked)}
            />
            <label htmlFor={ids.returnElsewhere}>{t('returnElsewhere')}</label>
            {!canReturnElsewhere && pickupStore && (
              <span id={ids.sameStoreHint} className={styles.hint}>
                {t('sameStoreOnly')}
              </span>
            )}
          </div>
        </div>
        {draft.returnElsewhere && (
          <div className={styles.field} data-field="dropOff">
            <label htmlFor={ids.dropOff} className={styles.label}>
              {t('dropOffStore')}
            </label>
            <select
              id={ids.dropOff}
              className={styles.select}
              value={dropOffKnown ? draft.dropOff : ''}
              onChange={(event) => form.chooseDropOff(event.target.value)}
              {...fieldA11y('dropOff')}
            >
              {!dropOffKnown && <option value="">{t('chooseStore')}</option>}
              {dropOffChoices.map((store) => (
                <option key={store.code} value={store.code}>
                  {store.label}
                </option>
              ))}
            </select>
            {errorText('dropOff')}
          </div>
        )}
      </div>

      <div className={styles.when}>
        <div className={styles.dates} data-field="dates">
          <DateRangeField
            label={t('dates')}
            lang={lang}
            value={draft.dates}
            onChange={form.chooseDates}
            minValue={formatWallTime(firstDay).slice(0, 10)}
            maxValue={formatWallTime(addWallDays(firstDay, MAX_HORIZON_DAYS)).slice(0, 10)}
            labels={{
              start: t('pickupDate'),
              end: t('dropOffDate'),
              calendar: t('openCalendar'),
              previous: t('previousMonth'),
              next: t('nextMonth'),
            }}
            describedBy={ids.zoneHint}
            // The message writes the count as {days}, not '#': '#' would set up Intl's number
            // format while the form hydrates, and a count of days reads the same either way.
            note={days ? t('duration', { days }) : undefined}
            error={problemText(errors.dates)}
            texts={preformatted?.dates}
          />
        </div>
        {timeField('pickupTime')}
        {timeField('dropOffTime')}
        <div className={styles.field} data-field="age">
          <label htmlFor={ids.age} className={styles.label}>
            {t('driverAge')}
          </label>
          <AgeSelect
            id={ids.age}
            value={draft.age}
            onChange={form.chooseAge}
            store={pickupStore}
            error={problemText(errors.age)}
          />
        </div>
      </div>

      <div className={styles.footer}>
        <ZoneHint id={ids.zoneHint} draft={draft} initial={initial} stores={stores} />
        <button
          type="submit"
          className={styles.submit}
          disabled={form.navigating}
          aria-busy={form.navigating || undefined}
        >
          {t('submit')}
        </button>
      </div>
    </form>
  );
});
