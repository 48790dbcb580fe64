import { z } from 'zod';
import { ageOfBand, AGE_BANDS, DEFAULT_DRIVER_AGE, isAgeBand } from '@/lib/rent-info/driver-age';
import { formatWallTime, parseWallTime } from '@/lib/time/wall-time';
import { cancellationPolicySchema } from './cancellation';
import { CAR_CATEGORIES, CAR_FEATURES, PACKAGE_SERVICES } from '@/lib/car-lists';
import { localizedSchema, storeInfoSchema } from './common';
import { chargeLineSchema, packageQuoteSchema, priceSchema } from './price';

export type LocalizedText = z.infer<typeof localizedSchema>;

// ---------------------------------------------------------------- enums (mirror the database's)

export const insuranceTypeSchema = z
  .enum(['basic_service', 'basic_protection', 'full_protection', 'super_protection'])
  .describe('insurance tier; packages are grouped by it (plan group)');
export type InsuranceType = z.infer<typeof insuranceTypeSchema>;

export const payModeSchema = z
  .enum(['full_prepaid', 'arrival'])
  .describe('full_prepaid: paid online; arrival: everything paid at the counter');
export type PayMode = z.infer<typeof payModeSchema>;

export const packageServiceSchema = z.enum(PACKAGE_SERVICES);

export { chargeUnitSchema } from './price';

export { CAR_CATEGORIES, CAR_FEATURES };
export type { CarCategory, CarFeature } from '@/lib/car-lists';

export const carCategorySchema = z.enum(CAR_CATEGORIES).describe('the car category');

export const carFeatureSchema = z.enum(CAR_FEATURES).describe('a feature of the car');

// ---------------------------------------------------------------- query

const storeCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,16}$/, 'a store code of letters and digits');

const wallTimeSchema = z
  .string()
  .refine((value) => parseWallTime(value) !== undefined, "a store-local time 'YYYY-MM-DD HH:mm'")
  .transform((value) => formatWallTime(parseWallTime(value)!));

const driverAgeSchema = z
  .string()
  .trim()
  .refine(
    (value) => isAgeBand(value) || /^\d{1,3}$/.test(value),
    `an age in years or a band (${AGE_BANDS.join(', ')})`,
  )
  .transform((value) => (isAgeBand(value) ? ageOfBand(value) : Number(value)));

export const getCarListQuerySchema = z.object({
  pickup_location: storeCodeSchema.describe('pick-up store code, e.g. LAX01 (aliases such as HAW1204 work)'),
  drop_off_location: storeCodeSchema
    .optional()
    .describe('drop-off store code; the pick-up store when absent'),
  pickup_date_time: wallTimeSchema.describe("pick-up on the pick-up store's clock, 'YYYY-MM-DD HH:mm'"),
  drop_off_date_time: wallTimeSchema.describe("return on the drop-off store's clock, 'YYYY-MM-DD HH:mm'"),
  driver_age: driverAgeSchema
    .optional()
    .transform((age) => age ?? DEFAULT_DRIVER_AGE)
    .describe(`driver age in years, or a band (${AGE_BANDS.join(', ')}); 30 when absent`),
});
export type CarListQuery = z.input<typeof getCarListQuerySchema>;
export type CarSearch = z.output<typeof getCarListQuerySchema>;

export const getCarDetailQuerySchema = getCarListQuerySchema.extend({
  sku_id: z
    .string()
    .regex(/^\d{1,9}$/, 'digits only')
    .transform(Number)
    .describe('the car (product_id in the list)'),
});
export type CarDetailQuery = z.input<typeof getCarDetailQuerySchema>;
export type CarDetailSearch = z.output<typeof getCarDetailQuerySchema>;

export {
  chargeLineSchema,
  packageQuoteSchema,
  priceSchema,
  type ChargeLine,
  type PackageQuote,
  type Price,
} from './price';

// ---------------------------------------------------------------- car

export const mileageLimitSchema = z.object({
  unlimited: z.boolean(),
  quantity: z.number().int().nullable().describe('distance included per rental day; null when unlimited'),
  unit: z.enum(['mi', 'km']),
  overage_price: z.number().nullable().describe('price per extra unit of distance, in currency'),
  currency: z.string().describe("the store's currency"),
});
export type MileageLimit = z.infer<typeof mileageLimitSchema>;

export const carPackageSchema = packageQuoteSchema.extend({
  package_id: z.number().int(),
  package_code_origin: z.string().describe('the package code to book with, e.g. LAX01-FULL-PREPAID'),
  plan_group: insuranceTypeSchema,
  pay_mode: payModeSchema,
  insurance_type: insuranceTypeSchema,
  name: localizedSchema,
  services: z.array(packageServiceSchema),
  mileage_limit: mileageLimitSchema.describe("the car's limit, lifted by the unlimited_mileage service"),
  cancellation_policy: cancellationPolicySchema,
});
export type CarPackage = z.infer<typeof carPackageSchema>;

export const vehicleInfoSchema = z.object({
  product_id: z.number().int().describe('the sku id'),
  product_code: z.string().describe('the car model code, e.g. toyota-corolla'),
  make: z.string(),
  model: z.string(),
  category: carCategorySchema,
  doors: z.number().int(),
  seats: z.number().int(),
  luggage: z.number().int().describe('large suitcases'),
  displacement: z.number().nullable().describe('litres; null without a combustion engine'),
  gearbox: z.enum(['AT', 'MT', 'AT/MT']),
  fuel: z.enum(['gasoline', 'diesel', 'hybrid', 'hydrogen', 'EV']),
  drivetrain: z.enum(['FWD', 'AWD', '4WD', 'RWD']),
  features: z.array(carFeatureSchema),
  image: z.string().describe("site path of the model's picture, e.g. /cars/models/toyota-corolla.svg"),
  guaranteed_model: z
    .boolean()
    .describe('true: the traveller gets this very model; false: this model or a similar one'),
});
export type VehicleInfo = z.infer<typeof vehicleInfoSchema>;

/** What a package is, the same for every car of the store: the list sends it once. */
export const packageInfoSchema = carPackageSchema.pick({
  package_id: true,
  package_code_origin: true,
  plan_group: true,
  pay_mode: true,
  insurance_type: true,
  name: true,
  services: true,
  cancellation_policy: true,
});
export type PackageInfo = z.infer<typeof packageInfoSchema>;

/** What a package costs for one car of the list; its lines come with the car detail. */
export const carPackagePriceSchema = carPackageSchema.pick({
  package_code_origin: true,
  total_charge: true,
  daily_amount: true,
});
export type CarPackagePrice = z.infer<typeof carPackagePriceSchema>;

const packObjOf = <P extends z.ZodType>(packageSchema: P) =>
  z
    .partialRecord(insuranceTypeSchema, z.partialRecord(payModeSchema, packageSchema))
    .describe('packages by plan group, then pay mode');

const carShape = {
  sku_id: z.number().int(),
  vehicle_info: vehicleInfoSchema,
  lowest_package: z.object({
    package_code_origin: z.string(),
    plan_group: insuranceTypeSchema,
    pay_mode: payModeSchema,
    daily_amount: priceSchema,
    total_charge: priceSchema,
  }),
  mileage_limit: mileageLimitSchema.describe("the car's own limit, before a package lifts it"),
  deposit: priceSchema.describe('held on a credit card at pick-up'),
  free_units: z.number().int().describe('cars of this model free for the whole rental'),
};

/**
 * A car of the list: each package's totals, keyed like the detail's packObj. The list's `packages`
 * says what each package is and gives the display order (a list carrying every line and name of every
 * package of every car would weigh several hundred kilobytes).
 */
export const carSummarySchema = z.object({
  ...carShape,
  lowest_package: carShape.lowest_package.extend({
    fees: z
      .array(chargeLineSchema)
      .describe(
        'the lines of this package besides the rent and the insurance (airport, one-way, young-driver, out-of-hours, counter fees): what its price includes, or leaves to the counter',
      ),
  }),
  packObj: packObjOf(carPackagePriceSchema),
});
export type CarSummary = z.infer<typeof carSummarySchema>;

/** A car of the detail: every package with its charge lines, and packArr, the display order. */
export const carSchema = z.object({
  ...carShape,
  packObj: packObjOf(carPackageSchema),
  packArr: z
    .array(
      z.object({ plan_group: insuranceTypeSchema, pay_mode: payModeSchema, package_code_origin: z.string() }),
    )
    .describe('the keys of packObj in display order'),
});
export type Car = z.infer<typeof carSchema>;

export const extraServiceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z
    .enum(['extra', 'insurance'])
    .describe('insurance: an insurance unit (spec §3); extra: equipment or a service'),
  name: localizedSchema,
  description: localizedSchema,
  unit_name: z.enum(['Day', 'Rental']),
  unit_price: priceSchema,
  is_capped: z.boolean(),
  capped_price: priceSchema.nullable().describe('the most one unit costs for the whole rental'),
  max_quantity: z.number().int(),
  rental_price: priceSchema.describe('one unit for this rental: per-day price × days, capped'),
});
export type ExtraService = z.infer<typeof extraServiceSchema>;

// ---------------------------------------------------------------- answers

export const searchedRentInfoSchema = z.object({
  pickup_location: z.string().describe('canonical code (an alias reads as its store)'),
  drop_off_location: z.string(),
  pickup_date_time: z.string(),
  drop_off_date_time: z.string(),
  driver_age: z.number().int(),
  rent_duration: z.number().int().describe('rental days'),
  pickup_after_hours: z.boolean(),
  drop_off_after_hours: z.boolean(),
});
export type SearchedRentInfo = z.infer<typeof searchedRentInfoSchema>;

const searchContextShape = {
  rent_info: searchedRentInfoSchema,
  rent_days: z.number().int(),
  expired_time: z.string().describe('ISO instant after which the prices must be searched again (30 min)'),
  payment_currency: z.string(),
  payment_minor_units: z.number().int().describe('decimals of the payment currency (0 for JPY)'),
  local_currency: z.string(),
  local_minor_units: z.number().int().describe("decimals of the store's currency"),
  pickup_store: storeInfoSchema,
  drop_off_store: storeInfoSchema,
  extra_services: z.array(extraServiceSchema).describe("the pick-up store's extras, priced for this rental"),
};

export const carListSchema = z.object({
  list: z
    .array(carSummarySchema)
    .describe('cheapest first; empty when nothing is free (change time or branch)'),
  packages: z.array(packageInfoSchema).describe("the pick-up store's packages in display order"),
  ...searchContextShape,
});
export type CarList = z.infer<typeof carListSchema>;

export const carDetailSchema = z.object({
  car: carSchema,
  ...searchContextShape,
  booking: z
    .object({
      search_token: z
        .string()
        .describe(
          'signed proof of this search (stores, times, age, car, currency, expiry): the booking call needs it',
        ),
      payment_version: z.union([z.literal(1), z.literal(2)]).describe('2: extras are billed online too'),
      freshman_rate: z
        .string()
        .nullable()
        .describe("the freshman event's rate ('0.95') while it runs, for travellers on their first booking"),
    })
    .describe('what the fill-in step needs to book this car'),
});
export type CarDetail = z.infer<typeof carDetailSchema>;
