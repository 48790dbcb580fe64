import { eq, sql } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import { billSchema } from '@/lib/api/contract/bill';
import {
  carModels,
  catalogVersions,
  extraServices,
  orders,
  packageChargeItems,
  skus,
} from '@/server/db/schema';
import { freshmanOff, postBooking, prepareBooking } from './booking-fixtures';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';

/**
 * A booking prices with the catalogue kept for the version it reads with the free units: any edit
 * of what a car costs bumps the version in the edit's own transaction, so the next booking sees it.
 */
describe.each(databaseKinds)('booking after a catalogue edit on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  let trip = 0;
  // Each booking on its own dates, so none is refused for a car the previous one holds.
  const dates = () => ({ from: on(60 + trip * 4), to: on(60 + trip++ * 4 + 3) });

  beforeAll(async () => {
    await freshmanOff(database.db);
  });

  const versionOf = async (store: string) => {
    const [row] = await database.db
      .select({ version: catalogVersions.version })
      .from(catalogVersions)
      .where(eq(catalogVersions.storeCode, store));
    return row?.version ?? 0;
  };

  it('bumps the store’s version on every table that sets a price, and only that store’s', async () => {
    const db = database.db;
    const [sku] = await db.select().from(skus).where(eq(skus.storeCode, 'LAX01')).limit(1);
    const [extra] = await db
      .select()
      .from(extraServices)
      .where(eq(extraServices.storeCode, 'LAX01'))
      .limit(1);
    const [item] = await db
      .select({ id: packageChargeItems.id })
      .from(packageChargeItems)
      .innerJoin(
        sql`packages`,
        sql`packages.id = ${packageChargeItems.packageId} and packages.store_code = 'LAX01'`,
      )
      .limit(1);
    const edits = [
      () =>
        db
          .update(skus)
          .set({ dailyRate: sql`${skus.dailyRate}` })
          .where(eq(skus.id, sku!.id)),
      () =>
        db
          .update(extraServices)
          .set({ unitPrice: sql`${extraServices.unitPrice}` })
          .where(eq(extraServices.id, extra!.id)),
      () =>
        db
          .update(packageChargeItems)
          .set({ amount: sql`${packageChargeItems.amount}` })
          .where(eq(packageChargeItems.id, item!.id)),
    ];
    for (const edit of edits) {
      const [lax, bkk] = [await versionOf('LAX01'), await versionOf('BKK01')];
      await edit();
      expect(await versionOf('LAX01')).toBeGreaterThan(lax);
      expect(await versionOf('BKK01')).toBe(bkk);
    }
    // A car model belongs to no store: every store that rents it moves.
    const lax = await versionOf('LAX01');
    await db
      .update(carModels)
      .set({ seats: sql`${carModels.seats}` })
      .where(eq(carModels.id, sku!.carModelId));
    expect(await versionOf('LAX01')).toBeGreaterThan(lax);
  });

  it('refuses the old total after a daily rate or a package charge went up, and books at the new one', async () => {
    const db = database.db;
    // A first booking: the store's catalogue is now kept for its version.
    const first = await prepareBooking(client, db, dates());
    expect((await postBooking(client, first.fields)).body.code).toBe(200);

    const raisePrices = [
      () =>
        db
          .update(skus)
          .set({ dailyRate: sql`${skus.dailyRate} + 7` })
          .where(eq(skus.id, first.fields.sku_id)),
      () =>
        db
          .update(packageChargeItems)
          .set({ amount: sql`${packageChargeItems.amount} + 3` })
          .where(eq(packageChargeItems.packageId, first.pkg.package_id)),
    ];
    for (const raise of raisePrices) {
      const booking = await prepareBooking(client, db, { ...dates(), skuId: first.fields.sku_id });
      await raise();
      const refused = await postBooking(client, booking.fields);
      expect(refused.body.code).toBe(1005);
      const total = (refused.body.data as { total: { payment: number } }).total.payment;
      expect(total).toBeGreaterThan(booking.bill.totalBillPrice.payment);
      const booked = await postBooking(client, { ...booking.fields, expected_total: String(total) });
      expect(booked.body.code).toBe(200);
      expect(createdOrderSchema.parse(booked.body.data).total.payment).toBe(total);
    }
  });

  it('bills an extra at the price it has when the booking is made', async () => {
    const db = database.db;
    const probe = await prepareBooking(client, db, dates());
    const seat = probe.detail.extra_services.find((extra) => extra.code === 'child_seat')!;
    const booking = await prepareBooking(client, db, {
      ...dates(),
      skuId: probe.fields.sku_id,
      extras: [{ id: seat.id, quantity: 1 }],
    });
    const before = booking.bill.extraServiceLines.find((line) => line.extraId === seat.id)!;
    await db
      .update(extraServices)
      .set({ unitPrice: sql`${extraServices.unitPrice} + 2` })
      .where(eq(extraServices.id, seat.id));
    // The page may show prices up to a minute old (the reuse cache; the test before this one raised
    // LAX01's), and with payment_version 2 the extras are in the total: an old total is refused with
    // the new one, which books. Either way the order bills the extra at its new price.
    let { body } = await postBooking(client, booking.fields);
    if (body.code === 1005) {
      const total = (body.data as { total: { payment: number } }).total.payment;
      ({ body } = await postBooking(client, { ...booking.fields, expected_total: String(total) }));
    }
    expect(body.code).toBe(200);
    const [order] = await db
      .select({ bill: orders.bill })
      .from(orders)
      .where(eq(orders.tradeNo, createdOrderSchema.parse(body.data).trade_no));
    const after = billSchema.parse(order!.bill).extraServiceLines.find((line) => line.extraId === seat.id)!;
    expect(after.unitPrice.local).toBeGreaterThan(before.unitPrice.local);
  });
});
