// After the bursts: nothing half-written, nothing held twice, no order nobody was told about.
import { and, count, gte, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { idempotencyKeys, orderGrants, orders, outboundMessages } from '../../server/db/schema';
import { auditHolds } from '../perf/bench-api/audit';

export type FleetAudit = {
  orders: number;
  doubleHolds: number;
  ordersWithoutOneHold: number;
  ordersWithoutConfirmation: number;
  ordersWithoutGrant: number;
  keysWithoutAnswer: number;
  ordersNobodyWasTold: number;
};

/**
 * Every order holds exactly one car, no car is held twice, every order has its confirmation queued
 * and its booker's grant (all written in the booking's one transaction), every booking key that
 * was claimed has its answer, and every order made since `since` is one a client got the number of.
 */
export async function auditFleet(db: Db, since: Date, answered: ReadonlySet<string>): Promise<FleetAudit> {
  const holds = await auditHolds(db);
  const [noConfirmation] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      sql`not exists (select 1 from ${outboundMessages} where ${outboundMessages.orderId} = ${orders.id} and ${outboundMessages.kind} = 'order_confirmation')`,
    );
  const [noGrant] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        isNull(orders.userId),
        sql`not exists (select 1 from ${orderGrants} where ${orderGrants.orderId} = ${orders.id})`,
      ),
    );
  const [openKeys] = await db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(and(like(idempotencyKeys.scope, 'order/create%'), isNull(idempotencyKeys.statusCode)));
  const [untold] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, since),
        answered.size > 0 ? notInArray(orders.tradeNo, [...answered]) : sql`true`,
      ),
    );
  return {
    ...holds,
    ordersWithoutConfirmation: Number(noConfirmation?.n ?? 0),
    ordersWithoutGrant: Number(noGrant?.n ?? 0),
    keysWithoutAnswer: Number(openKeys?.n ?? 0),
    ordersNobodyWasTold: Number(untold?.n ?? 0),
  };
}

export const auditProblems = (audit: FleetAudit): string[] =>
  Object.entries(audit)
    .filter(([name, value]) => name !== 'orders' && value !== 0)
    .map(([name, value]) => `${name}: ${value}`);
