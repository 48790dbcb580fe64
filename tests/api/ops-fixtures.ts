import { count, eq } from 'drizzle-orm';
import { opsActionResultSchema, opsOrderFileSchema } from '@/lib/api/contract/ops-orders';
import type { Db } from '@/server/db/client';
import { operatorActions, orders } from '@/server/db/schema';
import { query } from './booking-fixtures';
import type { TestClient } from './client';

type Headers = Record<string, string>;

/** Customer service's order and refund calls, as the back office's pages make them. */
export function opsApi(client: TestClient) {
  return {
    search: (fields: Record<string, string | number | undefined>, headers: Headers) =>
      client.get(`/ops/order/search?${query(fields)}`, headers),
    detail: (tradeNo: string, headers: Headers) =>
      client.get(`/ops/order/detail?${query({ trade_no: tradeNo })}`, headers),
    confirm: (form: { trade_no: string; pickup_no?: string }, headers: Headers) =>
      client.postForm('/ops/order/confirm', form, headers),
    cancel: (form: { trade_no: string; reason: string }, headers: Headers) =>
      client.postForm('/ops/order/cancel', form, headers),
    resend: (tradeNo: string, headers: Headers) =>
      client.postForm('/ops/order/resend_confirmation', { trade_no: tradeNo }, headers),
    note: (form: { trade_no: string; body: string }, headers: Headers) =>
      client.postForm('/ops/order/add_note', form, headers),
    queue: (fields: Record<string, string | number | undefined>, headers: Headers) =>
      client.get(`/ops/refund/queue?${query(fields)}`, headers),
    review: (tradeNo: string, headers: Headers) =>
      client.postForm('/ops/refund/review', { trade_no: tradeNo }, headers),
    approve: (tradeNo: string, headers: Headers) =>
      client.postForm('/ops/refund/approve', { trade_no: tradeNo }, headers),
    reject: (form: { trade_no: string; reason: string }, headers: Headers) =>
      client.postForm('/ops/refund/reject', form, headers),
    complete: (tradeNo: string, headers: Headers) =>
      client.postForm('/ops/refund/complete', { trade_no: tradeNo }, headers),
  };
}

export type OpsApi = ReturnType<typeof opsApi>;

/** The file of an action's answer (and that the answer is one). */
export function actionFile(body: { code: number; data: unknown }) {
  if (body.code !== 200) throw new Error(`action refused: ${JSON.stringify(body)}`);
  return opsActionResultSchema.parse(body.data);
}

export const fileOf = (body: { code: number; data: unknown }) => {
  if (body.code !== 200) throw new Error(`no file: ${JSON.stringify(body)}`);
  return opsOrderFileSchema.parse(body.data);
};

/** The operator_actions rows of an order. */
export async function actionsOf(db: Db, orderId: string) {
  return db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.orderId, orderId))
    .orderBy(operatorActions.createdAt);
}

export async function actionCount(db: Db, orderId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(operatorActions)
    .where(eq(operatorActions.orderId, orderId));
  return Number(row?.n ?? 0);
}

/** Moves an order to another pick-up store (the store role's scope tests): its row only. */
export async function moveToStore(db: Db, orderId: string, storeCode: string) {
  await db.update(orders).set({ storeCode, dropStoreCode: storeCode }).where(eq(orders.id, orderId));
}
