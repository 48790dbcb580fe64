'use client';

// First, before react-aria: the page language's strings (Thai, Hong Kong Chinese).
import '@/components/aria-strings/for-page';
import { GregorianCalendar, parseDate, toCalendar, type DateValue } from '@internationalized/date';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateFieldContext,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
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
import { CalendarIcon } from './calendar-icon';
import type { DateRangeFieldProps, DateRangePart } from './date-range-field';
import styles from './date-range-field.module.css';

const gregorian = new GregorianCalendar();
const toText = (value: DateValue) => toCalendar(value, gregorian).toString().slice(0, 10);

/**
 * The pick-up and drop-off dates: react-aria's DateRangePicker (typed dates or a two-month calendar
 * in a popover), in the page language and always on the Gregorian calendar (Thai included, as every
 * date on the site). Validation is the form's: the picker shows the form's message, not its own.
 * It is loaded when the traveller reaches for the dates (see DateRangeField) and takes over from
 * the preview: `focus` says which part the traveller was on, `open` whether they asked for the calendar.
 */
export default function DateRangePicker(
  props: DateRangeFieldProps & { focus?: DateRangePart; open?: boolean },
) {
  const wide = useWideScreen();
  const groupRef = useRef<HTMLDivElement>(null);
  // Only where the traveller was when the picker took over: later focus is theirs.
  const [handOver] = useState({ focus: props.focus, open: props.open });
  useEffect(() => {
    const group = groupRef.current;
    if (!group || !handOver.focus || handOver.open) return;
    // The start and end inputs have the same segments: the end's first is half-way along.
    const segments = group.querySelectorAll<HTMLElement>('[role="spinbutton"]');
    const target =
      handOver.focus === 'calendar'
        ? group.querySelector<HTMLElement>('button')
        : segments[handOver.focus === 'start' ? 0 : segments.length / 2];
    target?.focus();
  }, [handOver]);
  const value = props.value ? { start: parseDate(props.value.start), end: parseDate(props.value.end) } : null;
  return (
    <I18nProvider locale={intlLocale(props.lang)}>
      <AriaDateRangePicker
        className={styles.field}
        defaultOpen={handOver.open}
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
        <Group ref={groupRef} className={styles.group}>
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
      </AriaDateRangePicker>
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
