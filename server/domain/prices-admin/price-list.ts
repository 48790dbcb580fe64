import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq } from 'drizzle-orm';
import type {
  OpsPriceList,
  PriceEntry,
  PricePeriodAnswer,
  PriceTargetKind,
} from '@/lib/api/contract/ops-prices';
import type { Db } from '../../db/client';
import { pricePeriods, staff, stores } from '../../db/schema';
import { amountOn, groupPeriods, periodKey, periodOn } from '../pricing/price-periods';
import { priceStore, storeCatalogue } from './store-prices';

const creator = alias(staff, 'creator');
const withdrawer = alias(staff, 'withdrawer');

/** Every period of the store, withdrawn ones too, newest first, with who made and withdrew it. */
async function storePeriods(db: Db, storeCode: string) {
  return db
    .select({
      period: pricePeriods,
      createdBy: creator.name,
      withdrawnBy: withdrawer.name,
    })
    .from(pricePeriods)
    .leftJoin(creator, eq(creator.id, pricePeriods.createdBy))
    .leftJoin(withdrawer, eq(withdrawer.id, pricePeriods.withdrawnBy))
    .where(eq(pricePeriods.storeCode, storeCode))
    .orderBy(desc(pricePeriods.id));
}

/**
 * A store's price list: each car's daily rate, each package's charge items and each extra's unit
 * price, with their base amounts, every period (withdrawn ones too) and what today costs, which is
 * the pricing owner's rule (price-periods.ts) applied to today's store-local date.
 */
export async function priceList(db: Db, storeCode: string, now: Date): Promise<OpsPriceList> {
  const store = await priceStore(db, storeCode, now);
  const [catalogue, periods, allStores] = await Promise.all([
    storeCatalogue(db, store.code),
    storePeriods(db, store.code),
    db.select({ code: stores.code, name: stores.name }).from(stores).orderBy(asc(stores.code)),
  ]);
  const live = groupPeriods(
    periods.filter(({ period }) => period.withdrawnAt === null).map(({ period }) => period),
  );
  const entry = (
    target: PriceTargetKind,
    targetId: number,
    fields: Pick<PriceEntry, 'code' | 'name' | 'unit' | 'base_amount'>,
  ): PriceEntry => {
    const livePeriods = live.get(periodKey(target, targetId));
    const today = periodOn(livePeriods, store.today);
    return {
      target,
      target_id: targetId,
      ...fields,
      today_amount: String(amountOn(fields.base_amount, livePeriods, store.today)),
      periods: periods
        .filter(({ period }) => period.target === target && period.targetId === targetId)
        .map((row) => presentPeriod(row, today?.id)),
    };
  };

  const packages = new Map<number, OpsPriceList['packages'][number]>();
  for (const { pkg, item } of catalogue.items) {
    let found = packages.get(pkg.id);
    if (!found)
      packages.set(pkg.id, (found = { package_id: pkg.id, code: pkg.code, name: pkg.name, items: [] }));
    if (item) {
      found.items.push(
        entry('charge_item', item.id, {
          code: item.code,
          name: item.name,
          unit: item.unit,
          base_amount: item.amount,
        }),
      );
    }
  }
  return {
    store: { code: store.code, name: store.name },
    stores: allStores,
    currency: store.currency,
    minor_units: store.minorUnits,
    today: store.today,
    cars: catalogue.cars.map(({ sku, model }) => {
      const name = `${model.make} ${model.model}`;
      return entry('sku_rate', sku.id, {
        code: model.code,
        name: { en: name, th: name, zh: name, 'zh-hant': name },
        unit: 'day',
        base_amount: sku.dailyRate,
      });
    }),
    packages: [...packages.values()],
    extras: catalogue.extras.map((extra) =>
      entry('extra', extra.id, {
        code: extra.code,
        name: extra.name,
        unit: extra.unit,
        base_amount: extra.unitPrice,
      }),
    ),
  };
}

function presentPeriod(
  row: Awaited<ReturnType<typeof storePeriods>>[number],
  inEffectId: number | undefined,
): PricePeriodAnswer {
  const { period } = row;
  return {
    id: period.id,
    amount: period.amount,
    starts_on: period.startsOn,
    ends_on: period.endsOn,
    created_at: period.createdAt.toISOString(),
    created_by: row.createdBy,
    withdrawn_at: period.withdrawnAt?.toISOString() ?? null,
    withdrawn_by: row.withdrawnBy,
    in_effect_today: period.id === inEffectId,
  };
}
