import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fleetUnits } from './catalog';
import { createdAt, money } from './columns';
import { stores } from './locations';
import { orders } from './orders';
import { staff } from './staff';

// ---------------------------------------------------------------- the store desk, prices, campaigns

/** A rental's progress at the counter, beside the order's status: no row means ready (or not yet due). */
export type RentalStage = 'picked_up' | 'returned' | 'no_show';

/**
 * What the counter did with a rental: handed over (the unit, odometer and fuel in eighths), taken
 * back (odometer, fuel, a damage note, hours late) or marked a no-show. One row per order.
 */
export const rentalProgress = pgTable(
  'rental_progress',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<RentalStage>().notNull(),
    fleetUnitId: integer('fleet_unit_id').references(() => fleetUnits.id),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    pickupOdometer: integer('pickup_odometer'),
    pickupFuelEighths: integer('pickup_fuel_eighths'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnOdometer: integer('return_odometer'),
    returnFuelEighths: integer('return_fuel_eighths'),
    damageNote: text('damage_note'),
    hoursLate: integer('hours_late'),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rental_progress_stage', sql`${t.stage} in ('picked_up', 'returned', 'no_show')`),
    check('rental_progress_fuel', sql`${t.pickupFuelEighths} between 0 and 8 and ${t.returnFuelEighths} between 0 and 8`),
  ],
);

/** What a price period changes: a SKU's daily rate, a package's charge item, or an extra's unit price. */
export type PriceTarget = 'sku_rate' | 'charge_item' | 'extra';

/**
 * A price for a period (date-based rates: a holiday week costs more): the amount replaces the base
 * price of its target on each rental day whose store-local date is within [starts_on, ends_on].
 * Withdrawn periods are kept (with who and when) as the history of edits. Any write moves the
 * store's catalogue version (trigger in migration 0012).
 */
export const pricePeriods = pgTable(
  'price_periods',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    target: text('target').$type<PriceTarget>().notNull(),
    /** skus.id, package_charge_items.id or extra_services.id */
    targetId: integer('target_id').notNull(),
    amount: money('amount').notNull(),
    /** store-local dates, both included */
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => staff.id),
  },
  (t) => [
    index('price_periods_target').on(t.storeCode, t.target, t.targetId),
    check('price_periods_target_kind', sql`${t.target} in ('sku_rate', 'charge_item', 'extra')`),
    check('price_periods_dates', sql`${t.startsOn} <= ${t.endsOn}`),
    check('price_periods_amount', sql`${t.amount} >= 0`),
  ],
);

export type CampaignEventKind = 'visit' | 'search';

/**
 * A visit that arrived with utm parameters, or a search made during such a visit (the utm cookie),
 * for marketing's campaign report. Bookings, payments, cancellations and refunds are read from the
 * orders (orders.utm). No traveller's identity is kept here.
 */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<CampaignEventKind>().notNull(),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    storeCode: text('store_code'),
    lang: text('lang'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_events_at').on(t.at),
    check('campaign_events_kind', sql`${t.kind} in ('visit', 'search')`),
  ],
);
