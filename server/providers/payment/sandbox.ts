import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxLedger } from '../../db/schema';
import { behaviourOf } from './test-cards';
import {
  GatewayNetworkError,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentGateway,
  type RefundOutcome,
} from './types';

/** The code a pending charge answers until it settles (spec §8). */
export const PENDING_CODE = '3200';
const APPROVED_CODE = '00';

type LedgerRow = typeof sandboxLedger.$inferSelect;

/**
 * The sandbox acquirer: a stand-in for a card acquirer that answers by the test card number
 * (./test-cards.ts) and keeps its own ledger of charges and refunds (table sandbox_ledger), as a
 * real acquirer's books would. Like a real one it charges a merchant reference once (a retried
 * request gets the first answer), settles pending charges after a while (asked for their status),
 * and refunds no more than was charged. It never sees more of the card than it keeps: brand and
 * last four.
 */
export function sandboxAcquirer(db: Db, options: { settleAfterMs: number }): PaymentGateway {
  /** A charge's state; a pending one settles once its time has come. */
  async function status(gatewayRef: string, now: Date): Promise<ChargeOutcome> {
    const [row] = await db.select().from(sandboxLedger).where(eq(sandboxLedger.id, gatewayRef));
    if (!row || row.kind !== 'charge') return { status: 'declined', gatewayRef, code: 'unknown_charge' };
    if (row.status !== 'pending' || !row.settlesAt || row.settlesAt > now) return outcomeOf(row);
    const approved = row.settlesAs === APPROVED_CODE;
    // Only a pending row settles, so two status calls at once settle it once and agree.
    await db
      .update(sandboxLedger)
      .set({
        status: approved ? 'approved' : 'declined',
        code: row.settlesAs ?? '3020',
        updatedAt: now,
      })
      .where(and(eq(sandboxLedger.id, row.id), eq(sandboxLedger.status, 'pending')));
    const [settled] = await db.select().from(sandboxLedger).where(eq(sandboxLedger.id, row.id));
    return outcomeOf(settled!);
  }

  return {
    name: 'sandbox',

    async charge(request: ChargeRequest, now: Date): Promise<ChargeOutcome> {
      const behaviour = behaviourOf(request.card.number);
      if (behaviour.kind === 'network_failure') throw new GatewayNetworkError();
      const pending = behaviour.kind === 'pending';
      const [created] = await db
        .insert(sandboxLedger)
        .values({
          kind: 'charge',
          reference: request.reference,
          amountMinor: request.amountMinor,
          currency: request.currency,
          status: behaviour.kind === 'approve' ? 'approved' : pending ? 'pending' : 'declined',
          code: behaviour.kind === 'approve' ? APPROVED_CODE : pending ? PENDING_CODE : behaviour.code,
          cardBrand: request.brand,
          cardLast4: request.card.number.slice(-4),
          settlesAt: pending ? new Date(now.getTime() + options.settleAfterMs) : null,
          settlesAs: pending
            ? behaviour.settlesAs === 'approved'
              ? APPROVED_CODE
              : behaviour.settlesAs.code
            : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [sandboxLedger.kind, sandboxLedger.reference] })
        .returning();
      if (created) return outcomeOf(created);
      const [earlier] = await db
        .select()
        .from(sandboxLedger)
        .where(and(eq(sandboxLedger.kind, 'charge'), eq(sandboxLedger.reference, request.reference)));
      return outcomeOf(earlier!);
    },

    async lookup(reference: string, now: Date): Promise<ChargeOutcome | null> {
      const [row] = await db
        .select({ id: sandboxLedger.id })
        .from(sandboxLedger)
        .where(and(eq(sandboxLedger.kind, 'charge'), eq(sandboxLedger.reference, reference)));
      return row ? status(row.id, now) : null;
    },

    status,

    async refund(gatewayRef, request, now): Promise<RefundOutcome> {
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(sandboxLedger)
          .where(and(eq(sandboxLedger.id, gatewayRef), eq(sandboxLedger.kind, 'charge')))
          .for('update');
        if (!charge) return { status: 'refused', reason: 'unknown_charge' } as const;
        const [earlier] = await tx
          .select()
          .from(sandboxLedger)
          .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.reference, request.key)));
        if (earlier) return { status: 'refunded', refundRef: earlier.id } as const;
        if (charge.status !== 'approved') return { status: 'refused', reason: 'not_settled' } as const;
        const [refunded] = await tx
          .select({ total: sql<number>`coalesce(sum(${sandboxLedger.amountMinor}), 0)::int` })
          .from(sandboxLedger)
          .where(and(eq(sandboxLedger.kind, 'refund'), eq(sandboxLedger.chargeId, charge.id)));
        if (
          request.amountMinor <= 0 ||
          Number(refunded?.total ?? 0) + request.amountMinor > charge.amountMinor
        ) {
          return { status: 'refused', reason: 'over_refund' } as const;
        }
        const [row] = await tx
          .insert(sandboxLedger)
          .values({
            kind: 'refund',
            reference: request.key,
            chargeId: charge.id,
            amountMinor: request.amountMinor,
            currency: charge.currency,
            status: 'approved',
            code: APPROVED_CODE,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: sandboxLedger.id });
        return { status: 'refunded', refundRef: row!.id } as const;
      });
    },
  };
}

function outcomeOf(row: LedgerRow): ChargeOutcome {
  if (row.status === 'approved') return { status: 'approved', gatewayRef: row.id };
  if (row.status === 'pending') return { status: 'pending', gatewayRef: row.id };
  return { status: 'declined', gatewayRef: row.id, code: row.code };
}
