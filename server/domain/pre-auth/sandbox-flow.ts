import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PRE_AUTH_PASSING_SCORE, type PreAuthStatus } from '@/lib/api/contract/pre-auth';
import { preAuthAllowed } from '@/lib/booking-rules/pre-auth';
import { safeReturnPath } from '@/lib/payment/return-to';
import type { Db } from '../../db/client';
import { preAuthorisations, skus } from '../../db/schema';
import { ApiError } from '../errors';
import type { Identity } from '../identity';
import { loadPreAuthSignConfig } from '../pre-auth';

/** Scores the sandbox provider gives: approve above the bar, decline below it. */
const SANDBOX_SCORES = { approve: 720, decline: 600 } as const;

const newNumber = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function userOf(identity: Identity): string {
  // Spec §6: the zhima credit free deposit is for logged-in travellers.
  if (identity.kind !== 'user') throw new ApiError('unauthorized');
  return identity.userId;
}

/** POST /payment/alipay/pre_auth/not_bind_sign: a new sign, answered as payment_no. */
export async function notBindSign(db: Db, identity: Identity): Promise<string> {
  const userId = userOf(identity);
  const signPaymentNo = newNumber('S');
  await db.insert(preAuthorisations).values({ userId, signPaymentNo, status: 'signed' });
  return signPaymentNo;
}

/**
 * POST /payment/get_pre_auth_no: the pre-authorisation of the car and package, where the pick-up
 * store allows zhima credit (spec §5), for the caller's own sign; answers its number.
 */
export async function requestPreAuth(
  db: Db,
  identity: Identity,
  body: {
    return_to: string;
    app_id: string;
    sign_payment_no: string;
    service_id: string;
    sku_id: number;
    package_code: string;
  },
): Promise<string> {
  const userId = userOf(identity);
  const [sku] = await db.select({ store: skus.storeCode }).from(skus).where(eq(skus.id, body.sku_id));
  if (!sku) throw new ApiError('invalid_sku');
  if (!preAuthAllowed(await loadPreAuthSignConfig(db, userId), sku.store)) throw new ApiError('forbidden');
  const preAuthPaymentNo = newNumber('P');
  const [updated] = await db
    .update(preAuthorisations)
    .set({
      preAuthPaymentNo,
      status: 'pending',
      appId: body.app_id,
      serviceId: body.service_id,
      skuId: body.sku_id,
      packageCode: body.package_code,
      returnTo: safeReturnPath(body.return_to),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(preAuthorisations.signPaymentNo, body.sign_payment_no),
        eq(preAuthorisations.userId, userId),
        eq(preAuthorisations.status, 'signed'),
      ),
    )
    .returning({ id: preAuthorisations.id });
  if (!updated) throw new ApiError('not_found');
  return preAuthPaymentNo;
}

/** POST /payment/get_pre_auth_status: the caller's pre-authorisation, 'success' only when it passed. */
export async function preAuthStatus(db: Db, identity: Identity, paymentNo: string): Promise<PreAuthStatus> {
  const userId = userOf(identity);
  const [row] = await db
    .select()
    .from(preAuthorisations)
    .where(and(eq(preAuthorisations.preAuthPaymentNo, paymentNo), eq(preAuthorisations.userId, userId)));
  if (!row) throw new ApiError('not_found');
  if (row.status === 'success') return (row.score ?? 0) > PRE_AUTH_PASSING_SCORE ? 'success' : 'declined';
  return row.status === 'signed' ? 'pending' : row.status;
}

/**
 * The sandbox provider's page decides (the tester's choice), once; answers where to send the
 * browser back (a path on this site only).
 */
export async function decideSandboxPreAuth(
  db: Db,
  preAuthPaymentNo: string,
  decision: 'approve' | 'decline' | 'abandon',
): Promise<string> {
  const score = decision === 'abandon' ? null : SANDBOX_SCORES[decision];
  const status =
    decision === 'abandon' ? 'abandoned' : score! > PRE_AUTH_PASSING_SCORE ? 'success' : 'declined';
  const [row] = await db
    .update(preAuthorisations)
    .set({ status, score, updatedAt: new Date() })
    .where(
      and(eq(preAuthorisations.preAuthPaymentNo, preAuthPaymentNo), eq(preAuthorisations.status, 'pending')),
    )
    .returning({ returnTo: preAuthorisations.returnTo });
  if (!row) throw new ApiError('not_found');
  const back = new URL(safeReturnPath(row.returnTo), 'https://return-to.invalid');
  back.searchParams.set('pre_auth_payment_no', preAuthPaymentNo);
  return safeReturnPath(`${back.pathname}${back.search}${back.hash}`);
}
