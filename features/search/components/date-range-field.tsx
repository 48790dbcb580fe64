'use client';

import { GregorianCalendar, parseDate, toCalendar, type DateValue } from '@internationalized/date';
import { useSyncExternalStore, type ReactNode } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateFieldContext,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  useSlottedContext,
} from 'react-aria-components';
import { intlLocale } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import styles from './date-range-field.module.css';

/** A date range as 'YYYY-MM-DD' strings on the stores' own calendars. */
export type DateRangeValue = { start: string; end: string };

export type DateRangeFieldProps = {
  label: string;
  value: DateRangeValue | null;
  onChange(value: DateRangeValue | null): void;
  /** the first and last dates that can be chosen, 'YYYY-MM-DD' */
  minValue: string;
  maxValue: string;
  lang: Lang;
  /** the accessible names the date picker's own dictionary lacks for Thai and Hong Kong Chinese */
  labels: { start: string; end: string; calendar: string; previous: string; next: string };
  /** ids of hints elsewhere on the page that describe the dates (the time-zone hint) */
  describedBy?: string;
  /** shown under the field, e.g. the rental length */
  note?: ReactNode;
  error?: string;
};

const gregorian = new GregorianCalendar();
const toText = (value: DateValue) => toCalendar(value, gregorian).toString().slice(0, 10);

/**
 * The pick-up and drop-off dates: react-aria's DateRangePicker (typed dates or a two-month calendar
 * in a popover), in the page language and always on the Gregorian calendar (Thai included, as every
 * date on the site). Validation is the form's: the picker shows the form's message, not its own.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const wide = useWideScreen();
  const value = props.value ? { start: parseDate(props.value.start), end: parseDate(props.value.end) } : null;
  return (
    <I18nProvider locale={intlLocale(props.lang)}>
      <DateRangePicker
        className={styles.field}
        value={value}
        onChange={(range) =>
          props.onChange(range ? { start: toText(range.start), end: toText(range.end) } : null)
        }
        minValue={parseDate(props.minValue)}
        maxValue={parseDate(props.maxValue)}
        isInvalid={Boolean(props.error)}
        validationBehavior="aria"
        aria-describedby={props.describedBy}
      >
        <Label className={styles.label}>{props.label}</Label>
        <Group className={styles.group}>
          <NamedDateInput slot="start" name={props.labels.start} />
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <NamedDateInput slot="end" name={props.labels.end} />
          <Button className={styles.trigger} aria-label={props.labels.calendar}>
            <CalendarIcon />
          </Button>
        </Group>
        {props.note && <span className={styles.note}>{props.note}</span>}
        <FieldError className={styles.error}>
          <span role="alert">{props.error}</span>
        </FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog}>
            <RangeCalendar
              className={styles.calendar}
              visibleDuration={{ months: wide ? 2 : 1 }}
              pageBehavior="single"
            >
              <header className={styles.calendarHeader}>
                <Button slot="previous" aria-label={props.labels.previous} className={styles.nav}>
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" aria-label={props.labels.next} className={styles.nav}>
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <div className={styles.months}>
                <CalendarGrid className={styles.grid}>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGrid>
                {wide && (
                  <CalendarGrid className={styles.grid} offset={{ months: 1 }}>
                    {(date) => <CalendarCell date={date} className={styles.cell} />}
                  </CalendarGrid>
                )}
              </div>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}

/**
 * A start or end date input named in the page language: react-aria names them from its own
 * dictionary, which has no Thai and gives Hong Kong pages Simplified Chinese.
 */
function NamedDateInput({ slot, name }: { slot: 'start' | 'end'; name: string }) {
  const context = useSlottedContext(DateFieldContext, slot);
  return (
    <DateFieldContext.Provider value={{ ...context, 'aria-label': name }}>
      <DateInput className={styles.input}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
    </DateFieldContext.Provider>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2a1 1 0 0 1 1 1v1h8V3a1 1 0 1 1 2 0v1h1a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h1V3a1 1 0 0 1 1-1Zm13 8H4v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9ZM5 6a1 1 0 0 0-1 1v1h16V7a1 1 0 0 0-1-1H5Z"
      />
    </svg>
  );
}

const WIDE_QUERY = '(min-width: 700px)';

/** Two months side by side where they fit; one on phones and before hydration. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(WIDE_QUERY);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(WIDE_QUERY).matches ?? false,
    () => false,
  );
}
