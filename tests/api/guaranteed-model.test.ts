import { and, eq } from 'drizzle-orm';
import { carDetailSchema, carListSchema } from '@/lib/api/contract/car';
import { skus } from '@/server/db/schema';
import { isGuaranteedModel } from '@/server/db/seed/data/fleet';
import { storeCodes } from '@/server/db/seed/data/stores';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';

/**
 * 'Guaranteed model' has one source, skus.guaranteed_model: the car list and the car detail must say
 * the same of every SKU of every store, and what they say must be the seed's rule.
 */
describe.each(databaseKinds)('guaranteed model on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);

  // Next week on every store's clock: 7 to 10 days ahead of Los Angeles is in range everywhere.
  const search = (store: string) =>
    new URLSearchParams({ pickup_location: store, pickup_date_time: on(7), drop_off_date_time: on(10) });

  const activeSkuIds = async (store: string) =>
    (
      await database.db
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.storeCode, store), eq(skus.active, true)))
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);

  it('the list and the detail agree for every SKU of every store, as the seed says', async () => {
    const seen = { guaranteed: 0, similar: 0 };
    for (const store of storeCodes) {
      const listed = await client.get(`/car/get_car_list?${search(store)}`);
      expect(listed.body.code, `${store}: ${JSON.stringify(listed.body)}`).toBe(200);
      const list = carListSchema.parse(listed.body.data).list;
      // Nothing is booked on a fresh database: the list shows every SKU, so every SKU is compared.
      expect(list.map((car) => car.sku_id).sort((a, b) => a - b)).toEqual(await activeSkuIds(store));

      for (const car of list) {
        const answer = await client.get(`/car/get_car_detail?${search(store)}&sku_id=${car.sku_id}`);
        expect(answer.body.code, `${store} ${car.sku_id}`).toBe(200);
        const detail = carDetailSchema.parse(answer.body.data).car.vehicle_info;
        const where = `${store} ${car.vehicle_info.product_code}`;
        expect(detail.guaranteed_model, where).toBe(car.vehicle_info.guaranteed_model);
        expect(car.vehicle_info.guaranteed_model, where).toBe(
          isGuaranteedModel(store, car.vehicle_info.product_code),
        );
        seen[car.vehicle_info.guaranteed_model ? 'guaranteed' : 'similar'] += 1;
      }
    }
    // Both kinds exist (the US stores pool most models by class), so the comparison covers both.
    expect(seen.guaranteed).toBeGreaterThan(0);
    expect(seen.similar).toBeGreaterThan(0);
  });
});
