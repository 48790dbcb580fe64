import type { z } from 'zod';
import type { GlobalConfig } from '@/lib/api/contract/common';
import type {
  opsActionSchema,
  opsLedgerEntrySchema,
  opsMessageSchema,
  opsNoteSchema,
  opsOrderSearchSchema,
  opsPaymentAttemptSchema,
  opsRefundQueueSchema,
  OpsOrderFile as OpsOrderFileAnswer,
  OpsOrderLine as OpsOrderLineAnswer,
} from '@/lib/api/contract/ops-orders';
import type { Refund } from '@/lib/api/contract/refunds';
import { currencyDigits } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { LIVE_REFUND_STATUSES, nextRefundStatus, type RefundEvent } from '@/lib/orders/transitions';
import type {
  AuditEntry,
  LedgerEntry,
  OpsOrderFile,
  OpsOrderLine,
  OpsOrderPage,
  OpsRefund,
  OrderNote,
  PaymentAttempt,
  QueuedRefund,
  RefundQueuePage,
  SentMessage,
  StoreChoice,
} from './types';

/*
 * The back office's answers reshaped for its pages: the API's field names stop here. The staff
 * answers' mappers are in ./to-site-staff.ts, apart, so the sign-in page loads nothing of the
 * order rules (lib/orders/transitions carries zod).
 */

const toOrderLine = (line: OpsOrderLineAnswer): OpsOrderLine => ({
  tradeNo: line.trade_no,
  status: line.status,
  paymentStatus: line.payment_status === 'HAD_PAID' ? 'HAD_PAID' : 'NOT_PAY',
  refundStatus: line.refund_status,
  storeCode: line.store_code,
  pickupWallTime: line.pickup_date_time,
  dropOffWallTime: line.drop_off_date_time,
  driverName: line.driver_name,
  contactName: line.contact_name,
  contactPhone: line.contact_phone,
  contactEmail: line.contact_email,
  car: line.car,
  total: { amount: Number(line.total.amount), currency: line.total.currency },
  createdAt: line.created_at,
});

export const toOrderPage = (page: z.infer<typeof opsOrderSearchSchema>): OpsOrderPage => ({
  lines: page.list.map(toOrderLine),
  total: page.total,
  page: page.page,
  pageSize: page.page_size,
});

const REFUND_EVENTS: readonly RefundEvent[] = ['review', 'approve', 'reject', 'complete'];

/** The moves staff may make from this status: the order state machine's (revoke is the traveller's). */
const refundMoves = (status: Refund['status']) =>
  REFUND_EVENTS.filter((event) => nextRefundStatus(status, event) !== null);

export const toOpsRefund = (refund: Refund): OpsRefund => ({
  tradeNo: refund.trade_no,
  status: refund.status,
  reason: refund.reason,
  remark: refund.remark,
  rejectReason: refund.reject_reason,
  paid: {
    minor: refund.paid.payment,
    currency: refund.currencies.payment.code,
    minorUnits: refund.currencies.payment.minorUnits,
  },
  refund: {
    minor: refund.refund.payment,
    currency: refund.currencies.payment.code,
    minorUnits: refund.currencies.payment.minorUnits,
  },
  progress: refund.progress.map((step) => ({ status: step.status, at: step.at })),
  createdAt: refund.created_at,
  moves: refundMoves(refund.status),
});

const toPayment = (payment: z.infer<typeof opsPaymentAttemptSchema>): PaymentAttempt => ({
  id: payment.id,
  status: payment.status,
  resultCode: payment.result_code,
  amount: { amount: Number(payment.amount), currency: payment.currency },
  gateway: payment.gateway,
  gatewayRef: payment.gateway_ref,
  card: payment.card,
  createdAt: payment.created_at,
});

const toLedgerEntry = (entry: z.infer<typeof opsLedgerEntrySchema>): LedgerEntry => ({
  id: entry.id,
  kind: entry.kind,
  status: entry.status,
  code: entry.code,
  amount: { minor: entry.amount_minor, currency: entry.currency, minorUnits: currencyDigits(entry.currency) },
  createdAt: entry.created_at,
});

const toSentMessage = (message: z.infer<typeof opsMessageSchema>): SentMessage => ({
  id: message.id,
  kind: message.kind,
  channel: message.channel,
  recipient: message.recipient,
  status: message.status,
  attempts: message.attempts,
  lastError: message.last_error,
  sentAt: message.sent_at,
  createdAt: message.created_at,
});

const asText = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

const toAuditEntry = (entry: z.infer<typeof opsActionSchema>): AuditEntry => {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: entry.id,
    action: entry.action,
    operator: entry.operator,
    reason: entry.reason,
    changes: fields.map((field) => ({ field, before: asText(before[field]), after: asText(after[field]) })),
    createdAt: entry.created_at,
  };
};

const toNote = (note: z.infer<typeof opsNoteSchema>): OrderNote => ({
  id: note.id,
  author: note.author,
  body: note.body,
  createdAt: note.created_at,
});

export function toOrderFile(file: OpsOrderFileAnswer): OpsOrderFile {
  const { order } = file;
  const refunds = file.refunds.map(toOpsRefund);
  const live = refunds.filter((refund) => LIVE_REFUND_STATUSES.includes(refund.status));
  return {
    tradeNo: order.trade_no,
    status: order.status,
    paymentStatus: order.payment_status,
    pickupNo: order.pickup_no,
    refundStatus: order.refund_status,
    storeZone: order.pickup_store.city.timeZone.iana,
    payments: file.payments.map(toPayment),
    ledger: file.ledger.map(toLedgerEntry),
    refunds,
    changes: file.changes.map((change) => {
      const { code, minorUnits } = order.bill.currencies.payment;
      const money = (amount: { payment: number }) => ({ minor: amount.payment, currency: code, minorUnits });
      return {
        id: change.id,
        at: change.at,
        changed: change.changed,
        oldTotal: money(change.old_total),
        newTotal: money(change.new_total),
        fee: money(change.fee),
        refunded: money(change.refunded),
      };
    }),
    liveRefund: live.at(-1) ?? null,
    messages: file.messages.map(toSentMessage),
    audit: file.actions.map(toAuditEntry),
    notes: file.notes.map(toNote),
    can: {
      confirm: file.can.confirm,
      cancel: file.can.cancel,
      resendConfirmation: file.can.resend_confirmation,
      note: file.can.note,
    },
    people: {
      drivers: order.drivers.map((driver) => ({
        name: `${driver.given_name} ${driver.sur_name}`,
        birthday: driver.birthday,
        licence: driver.driver_license_type,
      })),
      contact: {
        name: order.contact.name,
        phone: `+${order.contact.contact_area_code} ${order.contact.contact_phone}`,
        email: order.contact.email,
        localPhone: order.contact.local_phone
          ? `+${order.contact.local_area_code} ${order.contact.local_phone}`
          : null,
      },
    },
    travellerOrder: order,
  };
}

export const toRefundQueuePage = (page: z.infer<typeof opsRefundQueueSchema>): RefundQueuePage => ({
  lines: page.list.map((line): QueuedRefund => ({
    refund: toOpsRefund(line.refund),
    contactName: line.contact_name,
    ageHours: line.age_hours,
    overdue: line.overdue,
  })),
  total: page.total,
  page: page.page,
  pageSize: page.page_size,
});

/** The stores a store role may cover, by their own code (not an alias), in the page's language. */
export const toStoreChoices = (config: Pick<GlobalConfig, 'storeInfo'>, lang: Lang): StoreChoice[] =>
  Object.entries(config.storeInfo)
    .filter(([code, store]) => code === store.value)
    .map(([code, store]) => ({ code, name: store.label[lang] }))
    .sort((a, b) => a.code.localeCompare(b.code));
