import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { OpsCouponCampaign, OpsCreateCouponBody } from '@/lib/api/contract/ops-coupons';
import type { Db } from '../../db/client';
import { couponUses, coupons, orders, userCoupons } from '../../db/schema';
import { ApiError, paramsErrorAt } from '../errors';
import type { CouponRow } from '../coupons/live-coupon';
import { recordAction, type OperatorContext } from '../operators/record';

/** Each campaign's uses: orders holding it (coupon_uses), of them paid, and wallets holding it. */
async function usesByCode(db: Db) {
  const [used, held] = await Promise.all([
    db
      .select({
        code: couponUses.couponCode,
        orders: sql<number>`count(*)`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${orders.paymentStatus} <> 'NOT_PAY')`.mapWith(Number),
      })
      .from(couponUses)
      .innerJoin(orders, eq(orders.id, couponUses.orderId))
      .groupBy(couponUses.couponCode),
    db
      .select({ code: userCoupons.couponCode, wallets: sql<number>`count(*)`.mapWith(Number) })
      .from(userCoupons)
      .groupBy(userCoupons.couponCode),
  ]);
  const wallets = new Map(held.map((row) => [row.code, row.wallets]));
  const codes = new Set([...used.map((row) => row.code), ...wallets.keys()]);
  const byCode = new Map(used.map((row) => [row.code, row]));
  return new Map(
    [...codes].map((code) => [
      code,
      {
        orders: byCode.get(code)?.orders ?? 0,
        paid: byCode.get(code)?.paid ?? 0,
        wallets: wallets.get(code) ?? 0,
      },
    ]),
  );
}

function present(
  coupon: CouponRow,
  uses: { orders: number; paid: number; wallets: number } | undefined,
): OpsCouponCampaign {
  return {
    code: coupon.code,
    kind: coupon.discountType === 'percent' ? 'percent' : 'amount',
    value: coupon.discountValue,
    currency: coupon.currency,
    less_limit: String(coupon.lessLimit),
    countries: coupon.countries,
    stores: coupon.stores,
    starts_at: coupon.startsAt.toISOString(),
    ends_at: coupon.endsAt.toISOString(),
    active: coupon.active,
    uses_per_traveller: coupon.usesPerTraveller,
    uses_total: coupon.usesTotal,
    description: coupon.description,
    created_at: coupon.createdAt.toISOString(),
    uses: { orders: uses?.orders ?? 0, paid_orders: uses?.paid ?? 0, wallets: uses?.wallets ?? 0 },
  };
}

/** Every campaign, newest first, with its uses: aggregates only, never a traveller. */
export async function listCampaigns(db: Db): Promise<OpsCouponCampaign[]> {
  const [rows, uses] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.createdAt), coupons.code),
    usesByCode(db),
  ]);
  return rows.map((row) => present(row, uses.get(row.code)));
}

async function campaign(db: Db, code: string): Promise<OpsCouponCampaign> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new ApiError('not_found');
  return present(row, (await usesByCode(db)).get(code));
}

/** A new campaign; a code already taken answers params_error on 'code' ('taken') and writes nothing. */
export async function createCampaign(db: Db, context: OperatorContext, body: OpsCreateCouponBody) {
  return db.transaction(async (tx) => {
    const values = {
      code: body.code,
      discountType: body.kind,
      discountValue: body.value,
      currency: body.currency ?? null,
      lessLimit: body.less_limit,
      description: {
        en: body.description_en,
        th: body.description_th,
        zh: body.description_zh,
        'zh-hant': body.description_zh_hant,
      },
      startsAt: new Date(`${body.starts_on}T00:00:00Z`),
      endsAt: new Date(new Date(`${body.ends_on}T00:00:00Z`).getTime() + 86_400_000),
      active: true,
      countries: body.countries,
      stores: body.stores,
      usesPerTraveller: body.uses_per_traveller,
      usesTotal: body.uses_total ?? null,
      createdAt: context.now,
    };
    const [created] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
    // A taken code is a refusal of the field itself: params_error naming 'code' with 'taken'
    // (a code of its own needs texts in the shared error catalogues: the lead's to add).
    if (!created) throw paramsErrorAt('code', 'taken');
    const after = present(created, undefined);
    await recordAction(tx, context, 'coupon_create', {}, { code: body.code }, { before: null, after });
    return after;
  });
}

/** Pause (active false) or resume a campaign; a paused code is refused at the check and at booking. */
export async function setCampaignActive(db: Db, context: OperatorContext, code: string, active: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!before) throw new ApiError('not_found');
    await tx
      .update(coupons)
      .set({ active })
      .where(and(eq(coupons.code, code), ne(coupons.active, active)));
    await recordAction(
      tx,
      context,
      active ? 'coupon_resume' : 'coupon_pause',
      {},
      { code },
      { before: { active: before.active }, after: { active } },
    );
    return campaign(tx, code);
  });
}
