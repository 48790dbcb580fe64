import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpsOrderFile } from '@/lib/api/contract/ops-orders';
import { rolesAllow } from '@/lib/ops/roles';
import { nextOrderStatus } from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import {
  operatorActions,
  orderNotes,
  outboundMessages,
  payments,
  refunds,
  sandboxLedger,
  staff,
} from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';
import { loadOrderContext, presentOrder, type OrderRow } from '../booking/present-order';
import { presentRefund } from '../refunds/present';
import type { StaffCaller } from '../staff/caller';
import { staffMayCancel } from './cancel';
import { orderByTradeNo } from './refunds';
import { storeScopeOf } from './scope';
import { changeHistory } from '../changes/history';
import { storeClock } from '../stores';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', jcb: 'JCB' };

/**
 * GET /ops/order/detail: everything about one order the caller reaches (another store's is
 * refused as unknown): the order as the traveller sees it, every payment attempt, the acquirer's
 * ledger entries for it, its refunds, the messages sent, the audit trail, the internal notes, and
 * what this member of staff may do to it now.
 */
export async function orderFile(
  db: Db,
  caller: StaffCaller,
  tradeNo: string,
  now: Date,
): Promise<OpsOrderFile> {
  const order = await orderByTradeNo(db, tradeNo, { stores: storeScopeOf(caller) });
  const [context, attempts, refundRows, messages, actions, notes, clock] = await Promise.all([
    loadOrderContext(db, order),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt)),
    db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.orderId, order.id))
      .orderBy(asc(outboundMessages.createdAt)),
    db
      .select({ action: operatorActions, name: staff.name })
      .from(operatorActions)
      .leftJoin(staff, eq(staff.id, operatorActions.staffId))
      .where(eq(operatorActions.orderId, order.id))
      .orderBy(asc(operatorActions.createdAt)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(asc(orderNotes.createdAt)),
    storeClock(db, order.storeCode),
  ]);
  const ledger = await ledgerOf(
    db,
    attempts.map((attempt) => attempt.id),
  );
  const shown = presentOrder(order, context, now);
  return {
    order: shown,
    payments: attempts.map((attempt) => ({
      id: attempt.id,
      status: attempt.status,
      result_code: attempt.resultCode,
      amount: attempt.amount,
      currency: attempt.currency,
      gateway: attempt.gateway,
      gateway_ref: attempt.gatewayRef,
      card: attempt.cardLast4
        ? `${BRANDS[attempt.cardBrand ?? ''] ?? attempt.cardBrand ?? 'Card'} •••• ${attempt.cardLast4}`
        : null,
      created_at: attempt.createdAt.toISOString(),
      updated_at: attempt.updatedAt.toISOString(),
    })),
    ledger,
    refunds: refundRows.map((refund) => presentRefund(refund, order, clock)),
    changes: await changeHistory(db, order.id),
    messages: messages.map((message) => ({
      id: message.id,
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      status: message.status,
      attempts: message.attempts,
      last_error: message.lastError,
      sent_at: message.sentAt?.toISOString() ?? null,
      created_at: message.createdAt.toISOString(),
    })),
    actions: actions.map(({ action, name }) => ({
      id: action.id,
      action: action.action,
      operator: name ?? action.operator,
      reason: action.reason,
      before: action.before,
      after: action.after,
      detail: action.detail,
      created_at: action.createdAt.toISOString(),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.author,
      body: note.body,
      created_at: note.createdAt.toISOString(),
    })),
    can: staffCan(caller, order, shown.refund_status, now),
  };
}

/**
 * The sandbox acquirer's books for these payments: the charges made under their ids, and the
 * refunds taken from those charges (a real acquirer's dashboard, in the sandbox's table).
 */
async function ledgerOf(db: Db, paymentIds: string[]): Promise<OpsOrderFile['ledger']> {
  if (paymentIds.length === 0) return [];
  const charges = await db
    .select()
    .from(sandboxLedger)
    .where(and(eq(sandboxLedger.kind, 'charge'), inArray(sandboxLedger.reference, paymentIds)));
  const chargeIds = charges.map((charge) => charge.id);
  const refundsBack = chargeIds.length
    ? await db
        .select()
        .from(sandboxLedger)
        .where(and(eq(sandboxLedger.kind, 'refund'), inArray(sandboxLedger.chargeId, chargeIds)))
    : [];
  return [...charges, ...refundsBack]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      status: entry.status,
      code: entry.code,
      amount_minor: entry.amountMinor,
      currency: entry.currency,
      created_at: entry.createdAt.toISOString(),
    }));
}

/** What the caller may do to the order now: their permissions and the state machine agree. */
function staffCan(
  caller: StaffCaller,
  order: OrderRow,
  refundStatus: OpsOrderFile['order']['refund_status'],
  now: Date,
): OpsOrderFile['can'] {
  const status = effectiveStatus(order, now);
  return {
    confirm: rolesAllow(caller.roles, 'orders.confirm') && nextOrderStatus(status, 'confirm') !== null,
    cancel: rolesAllow(caller.roles, 'orders.act') && staffMayCancel(order, refundStatus, now),
    resend_confirmation:
      rolesAllow(caller.roles, 'orders.act') && (status === 'NORMAL' || status === 'CONFIRMED'),
    note: rolesAllow(caller.roles, 'orders.note'),
  };
}
