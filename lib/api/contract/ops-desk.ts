import { z } from 'zod';
import { amountSchema, billSchema } from './bill';
import { FORM_MESSAGES } from './booking-form';
import { orderStatusSchema, paymentStatusSchema, payMethodSchema, tradeNoSchema } from './booking';
import { localizedSchema } from './common';

/**
 * The store desk (/ops/desk/*, desk.act: a store role for its stores, customer service and admins
 * for all): a store's pick-ups and returns of one day on the store's own clock, and the counter's
 * three moves: hand over, take back, no-show. A rental's progress (ready, picked up, returned,
 * no-show) is a state of its own beside the order's status (DESIGN.md §10); no row means ready.
 */

export const DESK_NOTE_MAX = 1000;
/** An odometer reading in the store's unit (km or mi): a car past two million is not on the road. */
export const ODOMETER_MAX = 2_000_000;
/** A late return beyond a year is not a return. */
export const HOURS_LATE_MAX = 8760;

export const rentalStageSchema = z.enum(['ready', 'picked_up', 'returned', 'no_show']);
export type RentalStageName = z.infer<typeof rentalStageSchema>;

const storeCodeSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid);

const dateSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.invalid)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, FORM_MESSAGES.invalid);

/** A whole number as typed in a form (digits only: no sign, no decimals, no exponent). */
const wholeNumber = (max: number) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .regex(/^\d{1,9}$/, FORM_MESSAGES.invalid)
    .transform(Number)
    .refine((value) => value <= max, FORM_MESSAGES.invalid);

export const plateSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(60, FORM_MESSAGES.invalid)
  .transform((value) => value.replace(/\s+/g, ' ').toUpperCase());

// ---------------------------------------------------------------- the day

export const opsDeskDayQuerySchema = z.object({
  store: storeCodeSchema.describe('the store whose desk this is'),
  date: dateSchema.optional().describe("'YYYY-MM-DD' on the store's clock; today there when absent"),
});

export const rentalProgressSchema = z.object({
  stage: rentalStageSchema,
  picked_up_at: z.iso.datetime({ offset: true }).nullable(),
  pickup_odometer: z.number().int().nullable(),
  pickup_fuel_eighths: z.number().int().nullable(),
  returned_at: z.iso.datetime({ offset: true }).nullable(),
  return_odometer: z.number().int().nullable(),
  return_fuel_eighths: z.number().int().nullable(),
  damage_note: z.string().nullable(),
  hours_late: z.number().int().nullable(),
  no_show_at: z.iso.datetime({ offset: true }).nullable(),
  plate: z.string().nullable().describe('the unit handed over'),
});
export type RentalProgressAnswer = z.infer<typeof rentalProgressSchema>;

const deskStoreSchema = z.object({
  code: z.string(),
  name: localizedSchema,
  zone: z.string().describe('IANA zone of the store'),
  city: localizedSchema.describe("the city whose clock the store keeps ('Bangkok time')"),
});

export const deskRentalSchema = z.object({
  trade_no: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  pay_method: payMethodSchema,
  pickup_no: z.string().nullable(),
  pickup_store: z.string(),
  drop_off_store: z.string(),
  pickup_wall: z.string().describe("'YYYY-MM-DD HH:mm' on the pick-up store's clock"),
  drop_off_wall: z.string().describe("'YYYY-MM-DD HH:mm' on the drop-off store's clock"),
  pickup_at: z.iso.datetime({ offset: true }),
  drop_off_at: z.iso.datetime({ offset: true }),
  driver: z.object({ name: z.string(), phone: z.string() }),
  car: z.object({ make: z.string(), model: z.string(), category: z.string() }),
  unit: z.object({ plate: z.string() }).nullable().describe('the fleet unit the booking holds'),
  flight_no: z.string().nullable(),
  extras: z
    .array(z.object({ code: z.string(), name: localizedSchema, quantity: z.number().int() }))
    .describe('the extras and insurance units to prepare'),
  currencies: billSchema.shape.currencies,
  paid_online: amountSchema.describe('minor units; paid online before the pick-up'),
  due_at_counter: amountSchema.describe(
    "minor units: the bill's offline part and every line outside the bill (out-of-hours fee, extras)",
  ),
  after_hours_fee: amountSchema.describe('minor units; the out-of-hours lines, 0 when none'),
  progress: rentalProgressSchema,
  can: z.object({ hand_over: z.boolean(), take_back: z.boolean(), no_show: z.boolean() }),
});
export type DeskRental = z.infer<typeof deskRentalSchema>;

export const opsDeskDaySchema = z.object({
  store: deskStoreSchema,
  stores: z.array(deskStoreSchema).describe('the stores the caller reaches, to pick one'),
  date: z.string().describe("the day shown, on the store's clock"),
  today: z.string().describe("today on the store's clock"),
  pickups: z.array(deskRentalSchema).describe('pick-ups at this store on the day, by time'),
  returns: z.array(deskRentalSchema).describe('returns to this store on the day, by time'),
});
export type OpsDeskDay = z.infer<typeof opsDeskDaySchema>;

// ---------------------------------------------------------------- the counter's moves

const fuelSchema = wholeNumber(8).describe('the fuel gauge in eighths: 0 empty, 8 full');
const odometerSchema = wholeNumber(ODOMETER_MAX).describe("the odometer in the car's unit");

export const opsHandOverBodySchema = z.object({
  trade_no: tradeNoSchema,
  plate: plateSchema.describe('the plate of the unit handed over: the one the booking holds'),
  odometer: odometerSchema,
  fuel_eighths: fuelSchema,
});

export const opsTakeBackBodySchema = z.object({
  trade_no: tradeNoSchema,
  odometer: odometerSchema.describe('not lower than at the hand-over'),
  fuel_eighths: fuelSchema,
  damage_note: z
    .string()
    .trim()
    .max(DESK_NOTE_MAX, FORM_MESSAGES.invalid)
    .optional()
    .describe('new damage seen at the return; empty when none'),
  hours_late: wholeNumber(HOURS_LATE_MAX).describe('started hours after the booked return, 0 when on time'),
});

export const opsNoShowBodySchema = z.object({ trade_no: tradeNoSchema });

/** A move's answer: the rental as the desk now shows it. */
export const opsDeskMoveSchema = z.object({ action: z.string(), rental: deskRentalSchema });
export type OpsDeskMove = z.infer<typeof opsDeskMoveSchema>;
