import { and, desc, like, sql } from 'drizzle-orm';
import {
  priceStateSchema,
  priceTargetSchema,
  type OpsPriceHistory,
  type PriceEdit,
} from '@/lib/api/contract/ops-prices';
import type { Db } from '../../db/client';
import { operatorActions } from '../../db/schema';
import { priceStore } from './store-prices';

const HISTORY_LIMIT = 200;
const ACTIONS = new Set<PriceEdit['action']>(['set_base', 'add_period', 'withdraw_period']);

/** The store's price edits from operator_actions, newest first: who, when, before, after, reason. */
export async function priceHistory(db: Db, storeCode: string, now: Date): Promise<OpsPriceHistory> {
  const store = await priceStore(db, storeCode, now);
  const rows = await db
    .select()
    .from(operatorActions)
    .where(
      and(
        like(operatorActions.action, 'prices.%'),
        sql`${operatorActions.detail} ->> 'store' = ${store.code}`,
      ),
    )
    .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
    .limit(HISTORY_LIMIT);
  const list = rows.flatMap((row): PriceEdit[] => {
    const action = row.action.slice('prices.'.length) as PriceEdit['action'];
    const target = priceTargetSchema.safeParse(row.detail.target);
    if (!ACTIONS.has(action) || !target.success) return [];
    return [
      {
        id: row.id,
        action,
        operator: row.operator,
        at: row.createdAt.toISOString(),
        target: target.data,
        target_id: Number(row.detail.target_id),
        before: row.before ? priceStateSchema.parse(row.before) : null,
        after: row.after ? priceStateSchema.parse(row.after) : null,
        reason: row.reason,
      },
    ];
  });
  return { list };
}
