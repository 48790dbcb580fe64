'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, useTransition, type FormEvent } from 'react';
import { useSiteStore, useSiteStoreApi, useTabRestored } from '@/components/providers/site-store-provider';
import type { Lang } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import {
  addWallDays,
  formatWallTime,
  instantToWallTime,
  parseWallTime,
  rentalDays,
  startOfWallDay,
  wallTimeToInstant,
} from '@/lib/pricing/wall-time';
import { decodeRentInfo, rentInfoQueryString, type RentInfo } from '@/lib/rent-info/codec';
import { AGE_BANDS, isAgeBand, type AgeBand } from '@/lib/rent-info/driver-age';
import { formatStoreInfoSegment } from '@/lib/rent-info/store-info';
import type { StoreLookup } from '@/lib/rent-info/store-lookup';
import { MAX_HORIZON_DAYS } from '@/lib/rent-info/window';
import { dropOffOptions, lookupSearchStore, type SearchStores, type StoreOption } from '../store-options';
import { timeLabel, timeValues, utcOffsetLabel } from '../time';
import { checkSearch, type SearchDraft, type SearchErrors, type SearchField } from '../validate';
import { DateRangeField, type DateRangeValue } from './date-range-field';
import styles from './search-form.module.css';

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
  const { stores, initial, restoreLastSearch } = props;
  // Read once when the tab's memory arrives: remembering this form's own search must not restart it.
  const start = useMemo(
    () =>
      (restored && restoreLastSearch ? restoredSearch(store.getState().search.last, stores) : null) ??
      initial,
    [restored, restoreLastSearch, store, stores, initial],
  );
  // A new starting search (another URL, or the remembered one after hydration) starts a fresh form.
  return <SearchFormFields key={searchKey(start)} {...props} initial={start} />;
}

function SearchFormFields({ initial, stores, lang }: SearchFormProps) {
  const t = useTranslations('search');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const remember = useSiteStore((state) => state.search.remember);
  const [navigating, startNavigation] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
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
  const errorId = (field: SearchField) => `${id}-${field}-error`;

  const lookupStore = useMemo(() => lookupSearchStore(stores), [stores]);
  const { groups } = stores;
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<SearchErrors>({});
  const [validating, setValidating] = useState(false);

  const dropOffChoices = dropOffOptions(stores, draft.pickup);
  const canReturnElsewhere = dropOffChoices.length > 1;
  const pickupStore = stores.byCode[draft.pickup];
  const dropOffCode = draft.returnElsewhere ? draft.dropOff : draft.pickup;
  const zone = pickupStore?.timeZone ?? 'UTC';
  const firstDay = startOfWallDay(instantToWallTime(new Date(), zone));

  /** Applies a change; once the traveller has touched the dates or submitted, problems show as they go. */
  function update(patch: Partial<SearchDraft>, options: { validate?: boolean } = {}) {
    const next = { ...draft, ...patch };
    setDraft(next);
    const validateNow = validating || options.validate === true;
    if (validateNow) {
      setValidating(true);
      setErrors(checkSearch(next, { now: new Date(), lookupStore }).errors);
    }
  }

  function choosePickup(code: string) {
    const allowed = dropOffOptions(stores, code).map((store) => store.code);
    const dropOff = allowed.includes(draft.dropOff) ? draft.dropOff : code;
    update({ pickup: code, dropOff, returnElsewhere: draft.returnElsewhere && allowed.length > 1 });
  }

  function toggleReturnElsewhere(checked: boolean) {
    const other = dropOffChoices.find((store) => store.code !== draft.pickup)?.code;
    const dropOff = checked
      ? draft.dropOff !== draft.pickup
        ? draft.dropOff
        : (other ?? draft.pickup)
      : draft.pickup;
    update({ returnElsewhere: checked, dropOff });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkSearch(draft, { now: new Date(), lookupStore });
    setValidating(true);
    setErrors(result.errors);
    if (!result.info) {
      focusFirstInvalid(formRef.current, result.errors);
      return;
    }
    const info = result.info;
    remember(info);
    const segment = formatStoreInfoSegment(info.pickup_location, info.drop_off_location);
    const query = rentInfoQueryString(info, window.location.search);
    startNavigation(() => router.push(`/book/${segment}?${query}`));
  }

  const message = (field: SearchField): string | undefined => {
    const problem = errors[field];
    switch (problem) {
      case undefined:
        return undefined;
      case 'pickupRequired':
        return tErrors('form.choose', { field: t('fields.pickupStore') });
      case 'dropOffRequired':
        return tErrors('form.choose', { field: t('fields.dropOffStore') });
      case 'dropOffNotAllowed':
        return tErrors('drop_store_not_allowed');
      case 'datesRequired':
        return tErrors('form.choose', { field: t('fields.dates') });
      default:
        return t(`errors.${problem}`, { days: MAX_HORIZON_DAYS });
    }
  };
  const fieldA11y = (field: SearchField, ...hints: (string | false | undefined)[]) => {
    const describedBy = [errors[field] && errorId(field), ...hints].filter(Boolean).join(' ');
    return {
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };
  const errorText = (field: SearchField) =>
    errors[field] ? (
      <p id={errorId(field)} role="alert" className={styles.error}>
        {message(field)}
      </p>
    ) : null;

  const zoneHint = useZoneHint(draft, initial, stores, dropOffCode);
  const days = rentalLength(draft, lookupStore, dropOffCode);

  return (
    <form ref={formRef} className={styles.form} aria-label={t('formLabel')} noValidate onSubmit={submit}>
      <div className={styles.stores}>
        <div className={styles.field} data-field="pickup">
          <label htmlFor={ids.pickup} className={styles.label}>
            {t('pickupStore')}
          </label>
          <select
            id={ids.pickup}
            className={styles.select}
            value={draft.pickup}
            onChange={(event) => choosePickup(event.target.value)}
            {...fieldA11y('pickup')}
          >
            {!pickupStore && <option value="">{t('chooseStore')}</option>}
            {groups.map((group) => (
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
              onChange={(event) => toggleReturnElsewhere(event.target.checked)}
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
              value={dropOffChoices.some((store) => store.code === draft.dropOff) ? draft.dropOff : ''}
              onChange={(event) => update({ dropOff: event.target.value })}
              {...fieldA11y('dropOff')}
            >
              {!dropOffChoices.some((store) => store.code === draft.dropOff) && (
                <option value="">{t('chooseStore')}</option>
              )}
              <StoreOptions stores={dropOffChoices} />
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
            value={draft.startDate && draft.endDate ? { start: draft.startDate, end: draft.endDate } : null}
            onChange={(range: DateRangeValue | null) =>
              update({ startDate: range?.start ?? null, endDate: range?.end ?? null }, { validate: true })
            }
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
            note={days ? t('duration', { days }) : undefined}
            error={message('dates')}
          />
        </div>
        <div className={styles.field} data-field="pickupTime">
          <label htmlFor={ids.pickupTime} className={styles.label}>
            {t('pickupTime')}
          </label>
          <TimeSelect
            id={ids.pickupTime}
            lang={lang}
            value={draft.pickupTime}
            onChange={(pickupTime) => update({ pickupTime }, { validate: true })}
            {...fieldA11y('pickupTime', ids.zoneHint)}
          />
          {errorText('pickupTime')}
        </div>
        <div className={styles.field} data-field="dropOffTime">
          <label htmlFor={ids.dropOffTime} className={styles.label}>
            {t('dropOffTime')}
          </label>
          <TimeSelect
            id={ids.dropOffTime}
            lang={lang}
            value={draft.dropOffTime}
            onChange={(dropOffTime) => update({ dropOffTime }, { validate: true })}
            {...fieldA11y('dropOffTime', ids.zoneHint)}
          />
          {errorText('dropOffTime')}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.age} className={styles.label}>
            {t('driverAge')}
          </label>
          <select
            id={ids.age}
            className={styles.select}
            value={draft.age}
            onChange={(event) => {
              if (isAgeBand(event.target.value)) update({ age: event.target.value });
            }}
          >
            {AGE_BANDS.map((band) => (
              <option key={band} value={band}>
                {t('ageBand', { band })}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={styles.footer}>
        <p id={ids.zoneHint} className={styles.zoneHint}>
          {zoneHint}
        </p>
        <button
          type="submit"
          className={styles.submit}
          disabled={navigating}
          aria-busy={navigating || undefined}
        >
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

function StoreOptions({ stores }: { stores: StoreOption[] }) {
  return stores.map((store) => (
    <option key={store.code} value={store.code}>
      {store.label}
    </option>
  ));
}

function TimeSelect({
  value,
  onChange,
  lang,
  ...rest
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  lang: Lang;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const values = useMemo(() => timeValues(value), [value]);
  return (
    <select
      className={styles.select}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    >
      {values.map((time) => (
        <option key={time} value={time}>
          {timeLabel(time, lang)}
        </option>
      ))}
    </select>
  );
}

/** "Times are local to Los Angeles (UTC−8)": the offset in force on the chosen day (DST included). */
function useZoneHint(
  draft: SearchDraft,
  initial: RentInfo,
  stores: SearchStores,
  dropOffCode: string,
): string {
  const t = useTranslations('search');
  const pickupStore = stores.byCode[draft.pickup];
  if (!pickupStore) return '';
  const dropOffStore = stores.byCode[dropOffCode] ?? pickupStore;
  const when = (date: string | null, time: string, fallback: string, timeZone: string) => {
    const wall = parseWallTime(date ? `${date} ${time}` : fallback) ?? parseWallTime(fallback)!;
    return utcOffsetLabel(wallTimeToInstant(wall, timeZone), timeZone);
  };
  const pickupZone = pickupStore.timeZone;
  const dropOffZone = dropOffStore.timeZone;
  const pickupOffset = when(draft.startDate, draft.pickupTime, initial.pickup_date_time, pickupZone);
  const dropOffOffset = when(draft.endDate, draft.dropOffTime, initial.drop_off_date_time, dropOffZone);
  if (pickupZone === dropOffZone && pickupOffset === dropOffOffset) {
    return t('zoneHint', { city: pickupStore.city, offset: pickupOffset });
  }
  // Another zone, or the clocks change during the rental: say which clock each time is on.
  return t('zoneHintTwo', {
    pickupCity: pickupStore.city,
    pickupOffset,
    dropOffCity: dropOffStore.city,
    dropOffOffset,
  });
}

/** Rental days of the chosen dates and times, or null while they do not make a rental. */
function rentalLength(draft: SearchDraft, lookupStore: StoreLookup, dropOffCode: string): number | null {
  const pickupStore = lookupStore(draft.pickup);
  const dropOffStore = lookupStore(dropOffCode);
  if (!pickupStore || !dropOffStore || !draft.startDate || !draft.endDate) return null;
  const pickup = parseWallTime(`${draft.startDate} ${draft.pickupTime}`);
  const dropOff = parseWallTime(`${draft.endDate} ${draft.dropOffTime}`);
  if (pickup === undefined || dropOff === undefined) return null;
  const pickupInstant = wallTimeToInstant(pickup, pickupStore.timeZone).getTime();
  const dropOffInstant = wallTimeToInstant(dropOff, dropOffStore.timeZone).getTime();
  if (dropOffInstant <= pickupInstant) return null;
  // Counted on the pick-up store's wall clock, as the codec and the price do.
  return rentalDays(pickup, pickup + (dropOffInstant - pickupInstant));
}

function draftOf(info: RentInfo): SearchDraft {
  const [startDate = null, pickupTime = '10:00'] = info.pickup_date_time.split(' ');
  const [endDate = null, dropOffTime = '10:00'] = info.drop_off_date_time.split(' ');
  return {
    pickup: info.pickup_location,
    dropOff: info.drop_off_location,
    returnElsewhere: info.drop_off_location !== info.pickup_location,
    startDate,
    endDate,
    pickupTime,
    dropOffTime,
    age: info.driver_age as AgeBand,
  };
}

const searchKey = (info: RentInfo) =>
  [
    info.pickup_location,
    info.drop_off_location,
    info.pickup_date_time,
    info.drop_off_date_time,
    info.driver_age,
  ].join('|');

/** The remembered search, read through the codec so a stale one keeps its stores and age but not past dates. */
function restoredSearch(last: RentInfo | null, stores: SearchStores): RentInfo | null {
  if (!last) return null;
  try {
    return decodeRentInfo(rentInfoQueryString(last), {
      now: new Date(),
      lookupStore: lookupSearchStore(stores),
    });
  } catch {
    return null;
  }
}

const FOCUS_ORDER: SearchField[] = ['pickup', 'dropOff', 'dates', 'pickupTime', 'dropOffTime'];

/** Moves focus to the first field with a problem, whose description then reads the message out. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: SearchErrors) {
  const field = FOCUS_ORDER.find((name) => errors[name]);
  if (!form || !field) return;
  form
    .querySelector<HTMLElement>(`[data-field="${field}"]`)
    // The dates are buttons until the date picker has loaded (DateRangeField).
    ?.querySelector<HTMLElement>('select, input, [role="spinbutton"], button')
    ?.focus();
}
