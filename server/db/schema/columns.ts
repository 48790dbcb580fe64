import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Text in each of the site's four languages, keyed by URL language code. */
export type Localized = { en: string; th: string; zh: string; 'zh-hant': string };

/** PostgreSQL tstzrange, written as '[start,end)'. Overlap rules live in the database (see bookings). */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/** Money in a currency's major unit with exact decimals; code turns it into minor units. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
