'use client';

import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/locales';
import { dateText, type DateText } from '../preformatted';
import { CalendarIcon } from './calendar-icon';
import styles from './date-range-field.module.css';

/** A date range as 'YYYY-MM-DD' strings on the stores' own calendars. */
export type DateRangeValue = { start: string; end: string };

/** The part of the dates the traveller reached for. */
export type DateRangePart = 'start' | 'end' | 'calendar';

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
  /** dates already written for the preview (SearchPreformatted); others are written here */
  texts?: Record<string, DateText>;
};

type TakeOver = { focus?: DateRangePart; open?: boolean };
type Picker = ComponentType<DateRangeFieldProps & TakeOver>;

// react-aria's picker and calendar are most of the search form's JavaScript. The page shows the
// dates without them and loads them when the traveller reaches for the dates (hover, touch, focus
// or a message about the dates), so they never delay the first paint of the home page; the picker
// brings react-aria's strings for the page language with it (components/aria-strings/for-page.ts).
// next/dynamic cannot do this: it has no preload for the hover, it would swap the preview for its
// own fallback while loading (the focus the traveller put on a date would be lost), and a chunk that
// failed once would stay failed, where the preview stays and the next reach tries again.
// eslint-disable-next-line no-restricted-syntax -- a load on hover that keeps the preview and retries
const loadPicker = () => import('./date-range-picker');
const prefetchPicker = () => void loadPicker();

/**
 * The pick-up and drop-off dates. Renders a preview that looks like the picker (the dates, the
 * calendar button) until the picker is loaded, then hands over to it with focus where it was.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const [takeOver, setTakeOver] = useState<TakeOver | null>(null);
  const [picker, setPicker] = useState<Picker | null>(null);
  // Focus arrives before the click: a click on the calendar button upgrades the take-over to open.
  const reach = (focus: DateRangePart, open = false) =>
    setTakeOver((current) => (current && !open ? current : { focus, open }));

  // The picker carries a message about the dates on its own fields: a message also calls for it.
  const wanted = takeOver ?? (props.error ? {} : null);
  const needed = wanted !== null;

  useEffect(() => {
    if (!needed || picker) return;
    let live = true;
    loadPicker().then(
      (module) => live && setPicker(() => module.default),
      // Offline or a failed chunk: the preview stays, and the next reach tries again.
      () => live && setTakeOver(null),
    );
    return () => {
      live = false;
    };
  }, [needed, picker]);

  if (wanted && picker) {
    const Loaded = picker;
    return <Loaded {...props} {...wanted} />;
  }
  return <DateRangePreview {...props} onReach={reach} />;
}

function DateRangePreview(
  props: DateRangeFieldProps & { onReach(part: DateRangePart, open?: boolean): void },
) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const describedBy = [props.error && errorId, props.describedBy].filter(Boolean).join(' ') || undefined;
  const date = (part: 'start' | 'end') => (
    <DatePreview
      text={
        props.value ? (props.texts?.[props.value[part]] ?? dateText(props.value[part], props.lang)) : null
      }
      name={props.labels[part]}
      describedBy={describedBy}
      onFocus={() => props.onReach(part)}
    />
  );
  return (
    <div className={styles.field} onPointerEnter={prefetchPicker} onTouchStart={prefetchPicker}>
      <span id={labelId} className={styles.label}>
        {props.label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className={styles.group}
        data-invalid={props.error ? true : undefined}
      >
        {date('start')}
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        {date('end')}
        <button
          type="button"
          className={styles.trigger}
          aria-label={props.labels.calendar}
          onFocus={() => props.onReach('calendar')}
          onClick={() => props.onReach('calendar', true)}
        >
          <CalendarIcon />
        </button>
      </div>
      {props.note && <span className={styles.note}>{props.note}</span>}
      {props.error && (
        <span id={errorId} className={styles.error}>
          <span role="alert">{props.error}</span>
        </span>
      )}
    </div>
  );
}

/** One date as the picker's segments show it ('11/29/2026', '2026/11/29'), named in full for screen readers. */
function DatePreview(props: {
  text: DateText | null;
  name: string;
  describedBy: string | undefined;
  onFocus(): void;
}) {
  const { text } = props;
  return (
    <button
      type="button"
      className={`${styles.input} ${styles.preview}`}
      aria-label={text ? `${props.name}: ${text.spoken}` : props.name}
      aria-describedby={props.describedBy}
      onFocus={props.onFocus}
    >
      <span aria-hidden="true">
        {text ? (
          text.parts.map((part, index) => (
            <span key={index} className={styles.segment} data-type={part.type}>
              {part.value}
            </span>
          ))
        ) : (
          <span className={styles.segment} data-placeholder>
            {props.name}
          </span>
        )}
      </span>
    </button>
  );
}
