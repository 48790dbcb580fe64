'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { DATE_OPTIONS, dateTimeFormat } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';

const never = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const serverZone = () => 'UTC';

/**
 * An instant (an action, a message, a payment) on the viewer's own clock with the zone named
 * ('Dec 2, 2026, 3:04 PM GMT+8'): staff work from four countries. The server's render, which
 * cannot know the viewer's zone, says UTC; the browser shows its own zone once hydrated.
 */
export function Instant({ value }: { value: string }) {
  const lang = useLocale() as Lang;
  const timeZone = useSyncExternalStore(never, browserZone, serverZone);
  const text = dateTimeFormat(lang, {
    ...DATE_OPTIONS.date,
    ...DATE_OPTIONS.time,
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(value));
  return <time dateTime={value}>{text}</time>;
}
