import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  tid: text('tid'),
  cid: text('cid'),
  category: text('category'),
  action: text('action'),
  label: text('label'),
  dimension: text('dimension'),
  metric: text('metric'),
  isUpload: boolean('is_upload').notNull().default(false),
  clientId: text('client_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
