import { z } from 'zod';

export const localizedSchema = z
  .object({ en: z.string(), th: z.string(), zh: z.string(), 'zh-hant': z.string() })
  .describe('text in English, Thai, Simplified and Traditional Chinese');

/** A store's clock: times shown to travellers are on it, with the city named ('Bangkok time'). */
export const storeClockSchema = z
  .object({
    time_zone: z.string().describe("the IANA zone of the store's city"),
    city: localizedSchema.describe("the city whose clock the store keeps, for 'Bangkok time'"),
  })
  .describe("a store's clock, on which the times are shown");
export type StoreClock = z.infer<typeof storeClockSchema>;

const zoneInfoSchema = z.object({
  iana: z.string().describe('IANA time zone, e.g. America/Los_Angeles'),
  offset: z.number().describe('standard offset from UTC in hours'),
  isDST: z.boolean().describe('whether the zone observes daylight saving time'),
  dstRule: z
    .object({
      startRule: z.string().describe("this year's DST start (ISO instant)"),
      endRule: z.string().describe("this year's DST end (ISO instant)"),
      adjust: z.number().describe('hours added during DST'),
    })
    .nullable(),
});

const openingHoursSchema = z.array(
  z.object({ day: z.number().int().min(0).max(6), open: z.string(), close: z.string() }),
);

export const storeInfoSchema = z.object({
  value: z.string().describe('store code, e.g. LAX01'),
  aliases: z.array(z.string()).describe('other codes of the same store, e.g. HAW1204'),
  label: localizedSchema,
  short_name: localizedSchema,
  address: localizedSchema,
  phone: z.string(),
  currency: z.string().describe("the store's local currency"),
  opening_hours: openingHoursSchema,
  pickup_instructions: localizedSchema,
  dropoff_instructions: localizedSchema,
  drop_store_allow: z.array(z.string()).describe('store codes where the car may be returned'),
  driver_age: z.object({
    min: z.number().int(),
    max: z.number().int(),
    young_under: z.number().int().describe('drivers younger than this pay young_fee per day'),
    young_fee: z.number(),
  }),
  after_hours_fee: z.number(),
  alipay: z.enum(['0', '1']).describe("'1' when zhima credit pre-authorisation is allowed"),
  qr_code: z.string().nullable(),
  city: z.object({ value: z.string(), lang_label: localizedSchema, timeZone: zoneInfoSchema }),
  state: z.object({ value: z.string(), lang_label: localizedSchema }),
  country: z.object({ value: z.string(), country_code: z.string(), lang_label: localizedSchema }),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

const storeNodeSchema = z.object({
  value: z.string(),
  lang_label: localizedSchema,
  short_name: localizedSchema,
});
const cityNodeSchema = z.object({
  value: z.string(),
  lang_label: localizedSchema,
  timeZone: zoneInfoSchema,
  children: z.array(storeNodeSchema),
});
const stateNodeSchema = z.object({
  value: z.string(),
  lang_label: localizedSchema,
  children: z.array(cityNodeSchema),
});
export const countryNodeSchema = z.object({
  value: z.string(),
  country_code: z.string(),
  lang_label: localizedSchema,
  children: z.array(stateNodeSchema),
});
export type CountryNode = z.infer<typeof countryNodeSchema>;

export const currencySchema = z.object({
  code: z.string(),
  abbr: z.string().describe('abbreviated label, e.g. US$'),
  sign: z.string(),
  minor_units: z.number().int(),
  name: localizedSchema,
  per_usd: z.number().describe('units of this currency one US dollar buys'),
});
export type Currency = z.infer<typeof currencySchema>;

const flagSchema = z.object({ active: z.boolean() });

export const globalConfigSchema = z.object({
  storeLocation: z.array(countryNodeSchema).describe('country → state → city → store'),
  storeInfo: z.record(z.string(), storeInfoSchema).describe('every store by code (aliases included)'),
  currency: z.array(currencySchema),
  freshman_coupon: z.object({
    is_active: z.boolean(),
    start: z.string(),
    end: z.string(),
    discount_rate: z.number().nullable(),
    content: z.object({ pc: localizedSchema, mobile: localizedSchema }),
  }),
  refund: flagSchema,
  uni_state: flagSchema,
  slide_captcha: z.object({ active: z.boolean(), is_force: z.boolean() }),
  expiresMin: z.number().int().describe('minutes the client may cache this config'),
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

export const vcSchema = z.object({
  pc: z.record(z.string(), z.unknown()).describe('desktop content'),
  global: z
    .object({ zhima_auth_h5: z.object({ enabled: z.boolean(), url: z.string() }) })
    .catchall(z.unknown())
    .describe('content for every platform, including the zhima auth h5 config'),
  expiresMin: z.number().int(),
});
export type VcConfig = z.infer<typeof vcSchema>;

export const adDataQuerySchema = z.object({
  id: z.string().trim().min(1).max(16).describe('store code'),
});

export const adDataSchema = z.object({
  ad_data: z.array(
    z.object({
      id: z.number().int(),
      position: z.string(),
      title: localizedSchema,
      text: localizedSchema,
      link: z.string().nullable(),
      tone: z.string(),
    }),
  ),
});
export type AdData = z.infer<typeof adDataSchema>;

export const analyticsCollectBodySchema = z.object({
  type: z.string().trim().min(1).max(32).describe('event, pageview, timing, ...'),
  is_upload: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  tid: z.string().max(64).optional(),
  category: z.string().max(128).optional(),
  action: z.string().max(128).optional(),
  label: z.string().max(256).optional(),
  dimension: z.string().max(256).optional(),
  metric: z.string().max(64).optional(),
  cid: z.string().max(128).optional(),
});
export type AnalyticsCollectBody = z.input<typeof analyticsCollectBodySchema>;
export type AnalyticsEvent = z.output<typeof analyticsCollectBodySchema>;

export const preAuthSignConfigListSchema = z.object({
  list: z.array(z.object({ store: z.string(), alipay: z.enum(['0', '1']) })),
  adminConfig: z.object({
    disOpen: z.boolean().describe('pre-authorisation switched off for everyone'),
    whitelisted: z.boolean().describe('the calling user is on the admin allow list'),
  }),
});
export type PreAuthSignConfigList = z.infer<typeof preAuthSignConfigListSchema>;

/** The largest id a database row has (a PostgreSQL integer): a larger one names no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id as a path or form field carries it: a positive integer within the column's range. */
export const rowIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
