import { z } from 'zod';
import { formatWallTime, parseWallTime } from '@/lib/time/wall-time';
import { FORM_MESSAGES } from './booking-form';
import { MAX_ROW_ID, localizedSchema } from './common';

/**
 * The back office's fleet (/ops/fleet/*, fleet.manage: a store role for its own stores, admins for
 * all): each car's units at a store with their current and coming holds (bookings and maintenance
 * blocks); a unit added or retired; a unit blocked for maintenance over a period (a hold without an
 * order, under the same exclusion constraint as bookings) or unblocked. Times are wall times on the
 * store's clock, 'YYYY-MM-DD HH:mm'.
 */

export const FLEET_REASON_MAX = 500;
/** The longest maintenance block, in days: a longer absence is a retirement. */
export const FLEET_BLOCK_MAX_DAYS = 366;

/** Why a fleet change is refused, as a field's params error says it (the page words it). */
export const FLEET_PROBLEMS = {
  past: 'past_time',
  order: 'ends_before_start',
  tooLong: 'too_long',
} as const;

const storeCodeSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid);

const idSchema = z.coerce.number({ error: FORM_MESSAGES.required }).int().positive().max(MAX_ROW_ID);

const reasonSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(FLEET_REASON_MAX, FORM_MESSAGES.invalid);

const optionalReasonSchema = z
  .string()
  .trim()
  .max(FLEET_REASON_MAX, FORM_MESSAGES.invalid)
  .optional()
  .transform((text) => (text ? text : undefined));

/**
 * A number plate as written where the store is (Latin or Thai letters, digits, spaces, hyphens:
 * '9KDM417', 'RPK 583', '2กข 4821 ภูเก็ต'): upper case, runs of spaces as one.
 */
export const plateSchema = z
  .string({ error: FORM_MESSAGES.required })
  .transform((text) => text.trim().replace(/\s+/g, ' ').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, FORM_MESSAGES.required)
      .regex(/^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} -]{0,30}[\p{L}\p{M}\p{N}])?$/u, FORM_MESSAGES.invalid),
  );

const wallTimeSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .refine((text) => parseWallTime(text) !== undefined, FORM_MESSAGES.invalid)
  .transform((text) => formatWallTime(parseWallTime(text)!));

// ---------------------------------------------------------------- the fleet

export const opsFleetQuerySchema = z.object({ store: storeCodeSchema });

export const fleetHoldSchema = z.object({
  hold_id: z.number().int(),
  kind: z.enum(['booking', 'block']).describe('a booking of an order, or a maintenance block'),
  trade_no: z.string().nullable().describe("the booking's order number"),
  order_status: z.string().nullable(),
  reason: z.string().nullable().describe("the block's reason"),
  from: z.string().describe("store-local, 'YYYY-MM-DD HH:mm'"),
  to: z.string().describe("store-local, 'YYYY-MM-DD HH:mm' (the unit is free again then)"),
  current: z.boolean().describe('the hold has begun'),
});
export type FleetHoldAnswer = z.infer<typeof fleetHoldSchema>;

export const fleetUnitSchema = z.object({
  unit_id: z.number().int(),
  plate: z.string(),
  in_service: z.boolean().describe('false: retired, never offered again'),
  holds: z.array(fleetHoldSchema).describe('current and coming live holds, soonest first'),
});

export const opsFleetSchema = z.object({
  store: z.object({ code: z.string(), name: localizedSchema }),
  stores: z
    .array(z.object({ code: z.string(), name: localizedSchema }))
    .describe('the stores the caller reaches, to pick one'),
  time_zone: z.string(),
  now: z.string().describe("now on the store's clock: a block cannot start before it"),
  inventory_version: z.number().int().describe('the version the next search of the store reads'),
  cars: z.array(
    z.object({
      sku_id: z.number().int(),
      code: z.string(),
      name: localizedSchema,
      offered: z.boolean().describe('the car is offered at the store'),
      units: z.array(fleetUnitSchema),
    }),
  ),
});
export type OpsFleet = z.infer<typeof opsFleetSchema>;

// ---------------------------------------------------------------- changes

export const opsAddUnitBodySchema = z.object({
  store: storeCodeSchema,
  sku_id: idSchema,
  plate: plateSchema,
  reason: optionalReasonSchema,
});

export const opsRetireUnitBodySchema = z.object({
  store: storeCodeSchema,
  unit_id: idSchema,
  reason: reasonSchema,
});

export const opsBlockUnitBodySchema = z.object({
  store: storeCodeSchema,
  unit_id: idSchema,
  from: wallTimeSchema,
  to: wallTimeSchema,
  reason: reasonSchema,
});

export const opsUnblockBodySchema = z.object({
  store: storeCodeSchema,
  hold_id: idSchema,
  reason: optionalReasonSchema,
});

/** A change's answer: the fleet as it now stands. */
export const opsFleetChangeSchema = z.object({ action: z.string(), fleet: opsFleetSchema });

/** The data of a refusal that names clashing holds (fleet_unit_held). */
export const fleetClashSchema = z.object({ unit_id: z.number().int(), clashes: z.array(fleetHoldSchema) });
export type FleetClash = z.infer<typeof fleetClashSchema>;
