import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Envelope } from '@/lib/api/contract/envelope';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';
import type { Identity } from './identity';

/**
 * Idempotency keys (the IETF Idempotency-Key draft, with Stripe's semantics): the first answer to a
 * key is kept with a hash of its request; the same key again replays that answer; the same key with
 * another request is refused (422 idempotency_conflict). A retry that arrives while the first request
 * is still being written waits for it: the first claims the key in its own transaction, so the
 * retry's claim blocks on that row until the first commits, then replays its answer.
 */
export type IdempotentCall = { scope: string; key: string; requestHash: string };
/**
 * The first answer to a key as it is replayed: the envelope, and the HTTP status it went out with
 * (the draft replays both; the idempotency_keys row keeps them). The domain only ever stores 200
 * answers, since a refusal writes nothing and is not kept.
 */
export type StoredAnswer = { status: number; body: Envelope<unknown> };

/**
 * Whose keys these are: a user's, or one guest session's (a key cannot reveal another's answer).
 * A booking keys a guest by the site's guest id instead, since it may make the session.
 */
export const keyOwnerOf = (identity: Identity) =>
  identity.kind === 'user'
    ? `u:${identity.userId}`
    : identity.kind === 'guest'
      ? `s:${identity.sessionId}`
      : '-';

/** Keys are kept at least this long (the purge job removes older ones). */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60_000;

/** A request as a hash: its fields in a stable order, so equal requests hash equal. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The answer already given to this key, or null when the key is new. */
export async function priorAnswer(db: Db, call: IdempotentCall): Promise<StoredAnswer | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.key, call.key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== call.requestHash) throw new ApiError('idempotency_conflict');
  if (row.response === null || row.statusCode === null) throw new ApiError('request_in_progress');
  return { status: row.statusCode, body: row.response as Envelope<unknown> };
}

/**
 * Claims the key inside the caller's transaction. Null: this request owns the key and must save
 * its answer in the same transaction (saveAnswer). Otherwise another request with the key has
 * committed meanwhile, and this is its answer.
 */
export async function claimKey(tx: Db, call: IdempotentCall): Promise<StoredAnswer | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: call.scope, key: call.key, requestHash: call.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  return priorAnswer(tx, call);
}

/** Saves the answer of a claimed key (in the transaction that claimed it). */
export async function saveAnswer(tx: Db, call: IdempotentCall, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, response: answer.body })
    .where(and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.key, call.key)));
}

/**
 * Gives a claimed key its answer later, when the request that claimed it could not (it was cut off
 * before it knew the answer). A key that has an answer keeps it.
 */
export async function answerOpenKey(db: Db, call: Omit<IdempotentCall, 'requestHash'>, answer: StoredAnswer) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, response: answer.body })
    .where(
      and(
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.key, call.key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}

/** Forgets keys older than the retention time; answers how many. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
