import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/orders/transitions';
import { FORM_MESSAGES } from './booking-form';
import { orderSchema, tradeNoSchema } from './booking';
import { orderChangeRecordSchema } from './order-change';
import { refundSchema } from './refunds';
import { STAFF_REASON_MAX } from './ops-staff';

/**
 * Customer service's calls (/ops/order/*, /ops/refund/*): find orders, read an order's whole file,
 * act on it, and work the refund queue. A store role reaches only its stores' orders: another
 * store's answers 404 exactly like an order that does not exist.
 */

export const OPS_NOTE_MAX = 2000;
const wallDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FORM_MESSAGES.invalid);
const instant = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- finding orders

/** An empty field of the search form ('name='), read as not given. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** The search's fields (the route adds the common params to them, then the range rule below). */
export const opsOrderSearchFields = z.object({
  trade_no: blankAsAbsent(
    z
      .string()
      .trim()
      .regex(/^\d{1,24}$/, FORM_MESSAGES.invalid),
  ).describe(
    'the order number, or its start; the only search that also finds orders the traveller deleted from their list',
  ),
  phone: blankAsAbsent(
    z
      .string()
      .trim()
      .max(32, FORM_MESSAGES.invalid)
      .regex(/^\+?[\d\s().-]+$/, FORM_MESSAGES.invalid)
      .refine((value) => value.replace(/\D/g, '').length >= 4, FORM_MESSAGES.invalid),
  ).describe("the contact's phone: its digits, with or without the area code (at least 4)"),
  email: blankAsAbsent(z.string().trim().toLowerCase().max(254, FORM_MESSAGES.invalid)).describe(
    "the contact's e-mail (any case)",
  ),
  name: blankAsAbsent(z.string().trim().max(80, FORM_MESSAGES.invalid)).describe(
    "a driver's or the contact's name, or part of it (any case)",
  ),
  store_code: blankAsAbsent(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid),
  ).describe('the pick-up store'),
  pickup_from: blankAsAbsent(wallDate).describe("first pick-up day, on the store's clock (YYYY-MM-DD)"),
  pickup_to: blankAsAbsent(wallDate).describe("last pick-up day, on the store's clock (YYYY-MM-DD)"),
  status: blankAsAbsent(z.enum(ORDER_STATUSES, { error: FORM_MESSAGES.choose })).describe(
    'the status the order shows (an unpaid one past its 30 minutes reads EXPIRED); TEST orders never show',
  ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
}).shape;

/** The pick-up range's days in order: from is not after to. */
export const pickupRangeInOrder: [
  (query: { pickup_from?: string; pickup_to?: string }) => boolean,
  { path: string[]; message: string },
] = [
  (query) => !query.pickup_from || !query.pickup_to || query.pickup_from <= query.pickup_to,
  { path: ['pickup_to'], message: FORM_MESSAGES.invalid },
];

export const opsOrderSearchQuerySchema = z.object(opsOrderSearchFields).refine(...pickupRangeInOrder);
export type OpsOrderSearchQuery = z.input<typeof opsOrderSearchQuerySchema>;

export const opsOrderLineSchema = z.object({
  trade_no: tradeNoSchema,
  status: z.enum(ORDER_STATUSES),
  payment_status: z.string(),
  refund_status: refundSchema.shape.status.nullable(),
  store_code: z.string(),
  pickup_date_time: z.string().describe("the store's wall time, 'YYYY-MM-DD HH:mm'"),
  drop_off_date_time: z.string(),
  driver_name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string().describe('area code and number, as booked'),
  contact_email: z.string(),
  car: z.string().describe('make and model'),
  total: z.object({ amount: z.string(), currency: z.string() }),
  deleted: z.boolean().describe('the traveller deleted it from their list (found by its number only)'),
  created_at: instant,
});
export type OpsOrderLine = z.infer<typeof opsOrderLineSchema>;

export const opsOrderSearchSchema = z.object({
  list: z.array(opsOrderLineSchema).describe('newest first'),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

// ---------------------------------------------------------------- an order's file

export const opsTradeNoQuerySchema = z.object({ trade_no: tradeNoSchema });

export const opsPaymentAttemptSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  result_code: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  gateway: z.string(),
  gateway_ref: z.string().nullable(),
  card: z.string().nullable().describe("brand and last four ('Visa •••• 4242')"),
  created_at: instant,
  updated_at: instant,
});

export const opsLedgerEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['charge', 'refund']),
  status: z.string(),
  code: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  created_at: instant,
});

export const opsMessageSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: instant.nullable(),
  created_at: instant,
});

export const opsActionSchema = z.object({
  id: z.uuid(),
  action: z.string().describe('order_confirm, order_cancel, refund_approve, note_add, …'),
  operator: z.string().describe("who acted: the staff member's name, or the command line's operator"),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: instant,
});

export const opsNoteSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  body: z.string(),
  created_at: instant,
});

export const opsOrderFileSchema = z.object({
  order: orderSchema.describe('the order as the traveller sees it'),
  payments: z.array(opsPaymentAttemptSchema).describe('every payment attempt, oldest first'),
  ledger: z
    .array(opsLedgerEntrySchema)
    .describe("the acquirer's entries for this order: charges and refunds"),
  refunds: z
    .array(refundSchema)
    .describe('every refund request of the order, oldest first, with its progress'),
  changes: z.array(orderChangeRecordSchema).describe("the booking's changes, oldest first (issue 32)"),
  messages: z.array(opsMessageSchema).describe('what was sent to the traveller, with its delivery state'),
  actions: z.array(opsActionSchema).describe('the audit trail, oldest first'),
  notes: z.array(opsNoteSchema).describe('internal notes, oldest first; never shown to the traveller'),
  can: z
    .object({
      confirm: z.boolean(),
      cancel: z.boolean(),
      resend_confirmation: z.boolean(),
      note: z.boolean(),
    })
    .describe('what this member of staff may do to the order now'),
});
export type OpsOrderFile = z.infer<typeof opsOrderFileSchema>;

// ---------------------------------------------------------------- acting on an order

const reasonSchema = z.string().trim().max(STAFF_REASON_MAX, `length:0:${STAFF_REASON_MAX}`);

export const opsConfirmBodySchema = z.object({
  trade_no: tradeNoSchema,
  pickup_no: blankAsAbsent(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,20}$/, FORM_MESSAGES.invalid),
  ).describe('the pick-up number the traveller shows at the counter; one is made when omitted or blank'),
});

export const opsCancelBodySchema = z.object({
  trade_no: tradeNoSchema,
  reason: reasonSchema.min(1, FORM_MESSAGES.required).describe('why, as the traveller asked it'),
});

export const opsTradeNoBodySchema = z.object({ trade_no: tradeNoSchema });

export const opsNoteBodySchema = z.object({
  trade_no: tradeNoSchema,
  body: z.string().trim().min(1, FORM_MESSAGES.required).max(OPS_NOTE_MAX, `length:1:${OPS_NOTE_MAX}`),
});

/** What an action did: the action's name and the order's file as it now stands. */
export const opsActionResultSchema = z.object({
  action: z.string(),
  from: z.string(),
  to: z.string(),
  file: opsOrderFileSchema,
});

// ---------------------------------------------------------------- the refund queue

export const OPS_REFUND_QUEUES = ['open', 'refunding', 'closed'] as const;

export const opsRefundQueueQuerySchema = z.object({
  queue: z
    .enum(OPS_REFUND_QUEUES, { error: FORM_MESSAGES.choose })
    .default('open')
    .describe(
      'open: applied or under review (oldest first); refunding: approved, money on its way; closed: done, rejected or revoked (newest first)',
    ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const opsRefundLineSchema = z.object({
  refund: refundSchema,
  contact_name: z.string(),
  age_hours: z.number().int().describe('hours since the traveller applied'),
  overdue: z.boolean().describe('open past the 72 hours of the 2-3 day review'),
});

export const opsRefundQueueSchema = z.object({
  list: z.array(opsRefundLineSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const opsRejectBodySchema = z.object({
  trade_no: tradeNoSchema,
  reason: reasonSchema.min(1, FORM_MESSAGES.required).describe('the traveller reads this'),
});
