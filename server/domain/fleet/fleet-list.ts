import { asc, eq, inArray } from 'drizzle-orm';
import type { OpsFleet } from '@/lib/api/contract/ops-fleet';
import type { Db } from '../../db/client';
import { carModels, fleetUnits, inventoryVersions, skus } from '../../db/schema';
import type { OperatorContext } from '../operators/record';
import { comingHolds, storeTime } from './holds';
import { fleetStore, reachableStores } from './store';

/**
 * A store's fleet: each car (offered or not) with its units, in service or retired, and each
 * unit's current and coming holds, with the inventory version the next search will read.
 */
export async function fleetList(db: Db, storeCode: string, context: OperatorContext): Promise<OpsFleet> {
  const store = await fleetStore(db, storeCode, context);
  const [cars, units, reachable, [version]] = await Promise.all([
    db
      .select({ sku: skus, model: carModels })
      .from(skus)
      .innerJoin(carModels, eq(carModels.id, skus.carModelId))
      .where(eq(skus.storeCode, store.code))
      .orderBy(asc(skus.id)),
    db
      .select({
        id: fleetUnits.id,
        skuId: fleetUnits.skuId,
        plate: fleetUnits.plate,
        active: fleetUnits.active,
      })
      .from(fleetUnits)
      .where(
        inArray(
          fleetUnits.skuId,
          db.select({ id: skus.id }).from(skus).where(eq(skus.storeCode, store.code)),
        ),
      )
      .orderBy(asc(fleetUnits.id)),
    reachableStores(db, context),
    db
      .select({ version: inventoryVersions.version })
      .from(inventoryVersions)
      .where(eq(inventoryVersions.storeCode, store.code)),
  ]);
  const holds = await comingHolds(
    db,
    units.map((unit) => unit.id),
    store.timeZone,
    context.now,
  );
  return {
    store: { code: store.code, name: store.name },
    stores: reachable,
    time_zone: store.timeZone,
    now: storeTime(context.now, store.timeZone),
    inventory_version: version?.version ?? 0,
    cars: cars.map(({ sku, model }) => {
      const name = `${model.make} ${model.model}`;
      return {
        sku_id: sku.id,
        code: model.code,
        name: { en: name, th: name, zh: name, 'zh-hant': name },
        offered: sku.active,
        units: units
          .filter((unit) => unit.skuId === sku.id)
          .map((unit) => ({
            unit_id: unit.id,
            plate: unit.plate,
            in_service: unit.active,
            holds: holds.filter((entry) => entry.unitId === unit.id).map((entry) => entry.hold),
          })),
      };
    }),
  };
}
