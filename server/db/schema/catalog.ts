import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NON_REFUNDABLE, type CancellationPolicy } from '../../../lib/api/contract/cancellation';
import { DEFAULT_CHANGE_POLICY, type ChangePolicy } from '../../../lib/api/contract/order-change';
import { money, type Localized } from './columns';
import {
  chargeUnitEnum,
  drivetrainEnum,
  fuelEnum,
  gearboxEnum,
  insuranceTypeEnum,
  payModeEnum,
} from './enums';
import { stores } from './locations';

// ---------------------------------------------------------------- cars and fleet

export const carModels = pgTable('car_models', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(), // e.g. toyota-corolla
  make: text('make').notNull(),
  model: text('model').notNull(),
  category: text('category').notNull(), // economy, compact, midsize, fullsize, suv, minivan, luxury, pickup
  doors: integer('doors').notNull(),
  seats: integer('seats').notNull(),
  luggage: integer('luggage').notNull(),
  displacement: numeric('displacement', { precision: 3, scale: 1 }), // litres; null for EVs
  gearbox: gearboxEnum('gearbox').notNull(),
  fuel: fuelEnum('fuel').notNull(),
  drivetrain: drivetrainEnum('drivetrain').notNull(),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  image: text('image').notNull(), // file name under public/cars
});

/** A car model rented at a store, priced in the store's currency. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    carModelId: integer('car_model_id')
      .notNull()
      .references(() => carModels.id),
    dailyRate: money('daily_rate').notNull(),
    deposit: money('deposit').notNull(),
    /** null means unlimited mileage */
    mileageLimitPerDay: integer('mileage_limit_per_day'),
    mileageUnit: text('mileage_unit').notNull(), // mi or km
    mileageOveragePrice: money('mileage_overage_price'),
    /** The traveller gets this very model, not 'or similar': shown the same on the list and the detail. */
    guaranteedModel: boolean('guaranteed_model').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('skus_store_model').on(t.storeCode, t.carModelId)],
);

export const fleetUnits = pgTable(
  'fleet_units',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    plate: text('plate').notNull().unique(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('fleet_units_sku').on(t.skuId)],
);

// ---------------------------------------------------------------- packages and extras

export type PackageService =
  | 'unlimited_mileage'
  | 'additional_driver'
  | 'driving_suit'
  | 'fuel_policy'
  | 'free_cancellation'
  | 'free_modification'
  | 'confirm_now';

/** A rental plan offered at a store: an insurance tier paid one way, with its services. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    code: text('code').notNull(), // package_code_origin
    planGroup: insuranceTypeEnum('plan_group').notNull(),
    payMode: payModeEnum('pay_mode').notNull(),
    insuranceType: insuranceTypeEnum('insurance_type').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    services: text('services').array().$type<PackageService[]>().notNull(),
    /** Copied onto each order when it is booked (lib/api/contract/cancellation.ts). */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<CancellationPolicy>()
      .notNull()
      .default(NON_REFUNDABLE),
    /** Copied onto each order when it is booked (lib/api/contract/order-change.ts). */
    changePolicy: jsonb('change_policy').$type<ChangePolicy>().notNull().default(DEFAULT_CHANGE_POLICY),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('packages_store_code').on(t.storeCode, t.code)],
);

/**
 * The priced lines of a package besides the car's base rent, in the store's currency.
 * Codes: insurance, service_fee, airport_fee, out_of_hours_fee (informational), ...
 */
export const packageChargeItems = pgTable(
  'package_charge_items',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    unit: chargeUnitEnum('unit').notNull(),
    amount: money('amount').notNull(),
    /** Shown on the bill but paid later at the counter (not in the online total). */
    notInBill: boolean('not_in_bill').notNull().default(false),
  },
  (t) => [uniqueIndex('package_charge_items_package_code').on(t.packageId, t.code)],
);

export const extraServices = pgTable(
  'extra_services',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    unit: chargeUnitEnum('unit').notNull(),
    unitPrice: money('unit_price').notNull(),
    isCapped: boolean('is_capped').notNull().default(false),
    cappedPrice: money('capped_price'),
    maxQuantity: integer('max_quantity').notNull().default(1),
    /** insurance: an insurance unit (spec §3 insurance_unit_item); extra: equipment or a service */
    kind: text('kind').$type<'extra' | 'insurance'>().notNull().default('extra'),
  },
  (t) => [uniqueIndex('extra_services_store_code').on(t.storeCode, t.code)],
);
