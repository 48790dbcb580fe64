import { and, count, eq } from 'drizzle-orm';
import { addWallDays, formatWallTime, instantToWallTime, parseWallTime } from '@/lib/time/wall-time';
import { carDetailSchema, carListSchema, type CarDetail, type ChargeLine } from '@/lib/api/contract/car';
import { describeZone } from '@/lib/time/zone';
import { bookings, carModels, fleetUnits, fxRates, orders, skus } from '@/server/db/schema';
import { holdFreeUnit } from '@/server/domain/holds';
import { databaseKinds, useApiDatabase } from './databases';
import { interval, LA, on } from './la-clock';

/** The date of the next Los Angeles spring-forward at least two days away, 'YYYY-MM-DD'. */
const springForward = () => {
  const year = new Date().getUTCFullYear();
  const starts = [year, year + 1].map((y) => new Date(describeZone(LA, y).dstRule!.startRule));
  const next = starts.find((start) => start.getTime() > Date.now() + 2 * 86_400_000)!;
  return formatWallTime(instantToWallTime(next, LA)).slice(0, 10);
};

type Query = Record<string, string>;
const week = (overrides: Query = {}): Query => ({
  pickup_location: 'LAX01',
  pickup_date_time: on(7),
  drop_off_date_time: on(10),
  ...overrides,
});

describe.each(databaseKinds)('car search on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);

  const call = (path: string, query: Query) => client.get(`/car/${path}?${new URLSearchParams(query)}`);
  const list = async (query: Query) => {
    const { status, body } = await call('get_car_list', query);
    expect(body.code, JSON.stringify(body)).toBe(200);
    expect(status).toBe(200);
    return carListSchema.parse(body.data);
  };
  const detail = async (query: Query): Promise<CarDetail> => {
    const { body } = await call('get_car_detail', query);
    expect(body.code, JSON.stringify(body)).toBe(200);
    return carDetailSchema.parse(body.data);
  };
  const skuOf = async (store: string, model: string) => {
    const [row] = await database.db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(carModels, eq(carModels.id, skus.carModelId))
      .where(and(eq(skus.storeCode, store), eq(carModels.code, model)));
    return row!.id;
  };
  const unitCount = async (skuId: number) =>
    (await database.db.select({ n: count() }).from(fleetUnits).where(eq(fleetUnits.skuId, skuId)))[0]!.n;
  const perUsd = async (currency: string) =>
    Number((await database.db.select().from(fxRates).where(eq(fxRates.currency, currency)))[0]!.perUsd);
  const linesOf = (car: CarDetail['car']): ChargeLine[][] => {
    // Checks over every package's lines would pass, checking nothing, on a car without packages.
    expect(car.packArr.length).toBeGreaterThan(0);
    return car.packArr.map((key) => car.packObj[key.plan_group]![key.pay_mode]!.charge_detail);
  };

  describe('GET /car/get_car_list', () => {
    it('lists every LAX01 car for next week, cheapest first, with packages and store extras', async () => {
      const data = await list(week());
      expect(data.list).toHaveLength(13);
      expect(data.rent_days).toBe(3);
      expect(data.rent_info).toMatchObject({
        pickup_location: 'LAX01',
        drop_off_location: 'LAX01',
        driver_age: 30,
      });
      expect(data.pickup_store.value).toBe('LAX01');
      expect(data.pickup_store.city.timeZone.iana).toBe(LA);
      const expiresIn = Date.parse(data.expired_time) - Date.now();
      expect(expiresIn).toBeGreaterThan(29 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);

      const totals = data.list.map((car) => car.lowest_package.total_charge.payment_amount);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(data.packages.map((pkg) => pkg.package_code_origin)).toEqual([
        'LAX01-BASIC-PREPAID',
        'LAX01-BASIC-ARRIVAL',
        'LAX01-PROTECT-PREPAID',
        'LAX01-PROTECT-ARRIVAL',
        'LAX01-FULL-PREPAID',
        'LAX01-FULL-ARRIVAL',
        'LAX01-SUPER-PREPAID',
        'LAX01-SUPER-ARRIVAL',
      ]);
      for (const car of data.list) {
        const packages = data.packages.map((info) => car.packObj[info.plan_group]![info.pay_mode]!);
        expect(packages.map((pkg) => pkg.package_code_origin)).toEqual(
          data.packages.map((info) => info.package_code_origin),
        );
        const cheapest = Math.min(...packages.map((pkg) => pkg.total_charge.payment_amount));
        expect(car.lowest_package.total_charge.payment_amount).toBe(cheapest);
        expect(car.free_units).toBeGreaterThan(0);
        expect(car.vehicle_info.product_id).toBe(car.sku_id);
      }
      const seat = data.extra_services.find((extra) => extra.code === 'child_seat')!;
      expect(seat).toMatchObject({ unit_name: 'Day', is_capped: true, max_quantity: 2 });
      expect(seat.rental_price.local_amount).toBe(39); // 13 a day × 3 days, under the 91 cap
      expect(data.extra_services.find((extra) => extra.code === 'toll_pass')?.unit_name).toBe('Rental');
    });

    it('shows the mileage limit and the deposit', async () => {
      const data = await list(week());
      const jeep = data.list.find((car) => car.vehicle_info.product_code === 'jeep-wrangler')!;
      expect(jeep.mileage_limit).toEqual({
        unlimited: false,
        quantity: 200,
        unit: 'mi',
        overage_price: 0.25,
        currency: 'USD',
      });
      expect(jeep.deposit).toMatchObject({ local_amount: 400, local_currency: 'USD' });
      const versa = data.list.find((car) => car.vehicle_info.product_code === 'nissan-versa')!;
      expect(versa.mileage_limit.unlimited).toBe(true);
    });

    // Issue 17: the card names every fee its 'From' price holds, from that price's own lines.
    it("names the 'From' package's fees: one-way, young driver, airport, and out of hours apart", async () => {
      const data = await list(
        week({ drop_off_location: 'SFO01', driver_age: '22', pickup_date_time: on(7, '05:00') }),
      );
      expect(data.list.length).toBeGreaterThan(0);
      for (const car of data.list) {
        const lowest = car.lowest_package;
        const detailed = await detail(
          week({
            drop_off_location: 'SFO01',
            driver_age: '22',
            pickup_date_time: on(7, '05:00'),
            sku_id: String(car.sku_id),
          }),
        );
        const pkg = detailed.car.packObj[lowest.plan_group]![lowest.pay_mode]!;
        expect(lowest.fees).toEqual(
          pkg.charge_detail.filter((line) => line.code !== 'base_rent' && line.code !== 'insurance'),
        );
        expect(lowest.fees.map((line) => [line.code, line.not_in_bill])).toEqual([
          ['airport_fee', false],
          ['young_driver_fee', false],
          ['one_way_fee', false],
          ['out_of_hours_fee', true],
        ]);
      }
    });

    it('reads an alias as its store and an age band as an age', async () => {
      const data = await list(week({ pickup_location: 'HAW1204', driver_age: '25-75' }));
      expect(data.rent_info.pickup_location).toBe('HNL01');
      expect(data.rent_info.driver_age).toBe(30);
      expect(data.local_currency).toBe('USD');
    });
  });

  describe('availability', () => {
    it('leaves out a car whose units are all held over part of the rental, and keeps it otherwise', async () => {
      const skuId = await skuOf('LAX01', 'toyota-mirai');
      const search = week({ pickup_date_time: on(20), drop_off_date_time: on(24) });
      const units = await unitCount(skuId);
      // Adjacent holds, ending at the pick-up and starting at the drop-off, leave the car free.
      for (let i = 0; i < units; i++) {
        expect(await holdFreeUnit(database.db, skuId, interval(on(17), on(20)))).not.toBeNull();
        expect(await holdFreeUnit(database.db, skuId, interval(on(24), on(26)))).not.toBeNull();
      }
      const free = (await list(search)).list.find((car) => car.sku_id === skuId);
      expect(free?.free_units).toBe(units);

      // One unit held over the middle: still listed, one fewer free.
      expect(await holdFreeUnit(database.db, skuId, interval(on(21), on(22)))).not.toBeNull();
      expect((await list(search)).list.find((car) => car.sku_id === skuId)?.free_units).toBe(units - 1);

      // Every unit held over an overlapping interval: gone from the list, sold out in the detail.
      for (let i = 1; i < units; i++) {
        expect(await holdFreeUnit(database.db, skuId, interval(on(21), on(23)))).not.toBeNull();
      }
      const after = await list(search);
      expect(after.list.map((car) => car.sku_id)).not.toContain(skuId);
      expect(after.list).toHaveLength(12);
      const { status, body } = await call('get_car_detail', { ...search, sku_id: String(skuId) });
      expect(status).toBe(409);
      expect(body.code).toBe(1001);
    });

    it('answers an empty list when nothing is free (change time or branch)', async () => {
      const storeSkus = await database.db
        .select({ id: skus.id })
        .from(skus)
        .where(eq(skus.storeCode, 'CNX01'));
      const held = interval(on(40), on(45), 'Asia/Bangkok');
      for (const { id } of storeSkus) while (await holdFreeUnit(database.db, id, held));
      const data = await list({
        pickup_location: 'CNX01',
        pickup_date_time: on(41),
        drop_off_date_time: on(42),
      });
      expect(data.list).toEqual([]);
      expect(data.rent_days).toBe(1);
    });
  });

  describe('one-way trips', () => {
    it.each(['CHC01', 'HNL01'])('refuses returning a LAX01 car to %s', async (dropOff) => {
      const { status, body } = await call('get_car_list', week({ drop_off_location: dropOff }));
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 1009, data: { drop_store_allow: ['LAX01', 'SFO01'] } });
    });

    it('allows LAX01 → SFO01 with the one-way fee line', async () => {
      const skuId = await skuOf('LAX01', 'nissan-versa');
      const data = await detail(week({ drop_off_location: 'SFO01', sku_id: String(skuId) }));
      expect(data.drop_off_store.value).toBe('SFO01');
      for (const lines of linesOf(data.car)) {
        expect(lines.find((line) => line.code === 'one_way_fee')).toMatchObject({
          count: 1,
          not_in_bill: false,
          total_amount: { local_amount: 150, local_currency: 'USD' },
        });
      }
      const roundTrip = await detail(week({ sku_id: String(skuId) }));
      expect(
        linesOf(roundTrip.car)
          .flat()
          .map((line) => line.code),
      ).not.toContain('one_way_fee');
    });
  });

  describe('driver age', () => {
    it.each([
      ['LAX01', '20', 21, 75],
      ['LAX01', '76', 21, 75],
      ['BKK01', '75+', 21, 70],
    ])('refuses at %s age %s with the range %i-%i', async (store, age, min, max) => {
      const { status, body } = await call('get_car_list', week({ pickup_location: store, driver_age: age }));
      expect(status).toBe(422);
      expect(body).toEqual({
        code: 1008,
        msg: `Sorry, you are not in compliance with the store rules, the store allows drivers ages ${min}-${max}`,
        data: { min, max },
      });
    });

    it('adds the young-driver fee per day for age 21 at LAX01', async () => {
      const skuId = await skuOf('LAX01', 'toyota-corolla');
      const young = await detail(week({ driver_age: '21', sku_id: String(skuId) }));
      for (const lines of linesOf(young.car)) {
        expect(lines.find((line) => line.code === 'young_driver_fee')).toMatchObject({
          unit: 'day',
          count: 3,
          total_amount: { local_amount: 75 },
        });
      }
      const adult = await detail(week({ driver_age: '25', sku_id: String(skuId) }));
      expect(
        linesOf(adult.car)
          .flat()
          .map((line) => line.code),
      ).not.toContain('young_driver_fee');
    });
  });

  describe('currencies', () => {
    it('prices the same search in CNY and USD consistently with the FX table', async () => {
      const [usd, cny, rate] = await Promise.all([
        list(week()),
        list(week({ currency: 'CNY' })),
        perUsd('CNY'),
      ]);
      expect(cny.payment_currency).toBe('CNY');
      expect(cny.local_currency).toBe('USD');
      expect(usd.list.length).toBeGreaterThan(0);
      expect(cny.list).toHaveLength(usd.list.length);
      for (const [index, car] of usd.list.entries()) {
        const other = cny.list[index]!;
        expect(other.sku_id).toBe(car.sku_id);
        const usdTotal = car.lowest_package.total_charge;
        const cnyTotal = other.lowest_package.total_charge;
        expect(cnyTotal.local_amount).toBe(usdTotal.local_amount);
        expect(usdTotal.payment_amount).toBe(usdTotal.local_amount);
        // Each line is converted and rounded once, so the total is within a cent per line.
        expect(Math.abs(cnyTotal.payment_amount - usdTotal.local_amount * rate)).toBeLessThan(0.05);
      }
    });

    it("converts a Thai store's baht to the payment currency", async () => {
      const [data, rate] = await Promise.all([list(week({ pickup_location: 'BKK01' })), perUsd('THB')]);
      expect(data.local_currency).toBe('THB');
      expect(data.list.length).toBeGreaterThan(0);
      for (const car of data.list) {
        const total = car.lowest_package.total_charge;
        expect(Math.abs(total.payment_amount - total.local_amount / rate)).toBeLessThan(0.05);
      }
    });

    it('falls back to USD for a currency without a rate', async () => {
      expect((await list(week({ currency: 'XYZ' }))).payment_currency).toBe('USD');
    });
  });

  describe('after hours', () => {
    it('adds the out-of-hours fee, not in the bill, for a 05:00 pick-up', async () => {
      const skuId = await skuOf('LAX01', 'toyota-camry');
      const data = await detail(week({ pickup_date_time: on(7, '05:00'), sku_id: String(skuId) }));
      expect(data.rent_info).toMatchObject({ pickup_after_hours: true, drop_off_after_hours: false });
      expect(data.car.packArr.length).toBeGreaterThan(0);
      for (const key of data.car.packArr) {
        const pkg = data.car.packObj[key.plan_group]![key.pay_mode]!;
        const fee = pkg.charge_detail.find((line) => line.code === 'out_of_hours_fee');
        expect(fee).toMatchObject({ not_in_bill: true, count: 1, total_amount: { local_amount: 50 } });
        const inBill = pkg.charge_detail.filter((line) => !line.not_in_bill);
        const sum = inBill.reduce((total, line) => total + line.total_amount.local_amount, 0);
        expect(pkg.total_charge.local_amount).toBeCloseTo(sum, 2);
        expect(pkg.online_charge.local_amount + pkg.offline_charge.local_amount).toBeCloseTo(sum, 2);
        expect(
          pkg.pay_mode === 'arrival' ? pkg.online_charge.local_amount : pkg.offline_charge.local_amount,
        ).toBe(0);
      }
      const inHours = await detail(week({ sku_id: String(skuId) }));
      expect(
        linesOf(inHours.car)
          .flat()
          .map((line) => line.code),
      ).not.toContain('out_of_hours_fee');
    });
  });

  describe('daylight saving time', () => {
    const day = springForward();
    const before = formatWallTime(addWallDays(parseWallTime(`${day} 10:00`)!, -1)).slice(0, 10);

    it('counts 10:00 → 10:00 over the spring-forward night as one day', async () => {
      const data = await list(
        week({ pickup_date_time: `${before} 10:00`, drop_off_date_time: `${day} 10:00` }),
      );
      expect(data.rent_days).toBe(1);
    });

    it('refuses a return that is after the pick-up on the wall clock but before it in time', async () => {
      // 02:30 does not exist that night and reads as 03:30, after a 03:00 return.
      const { status, body } = await call(
        'get_car_list',
        week({ pickup_date_time: `${day} 02:30`, drop_off_date_time: `${day} 03:00` }),
      );
      expect(status).toBe(400);
      expect(body.code).toBe(-1);
    });
  });

  describe("-1 'params error', writing nothing", () => {
    const writes = async () => [
      (await database.db.select({ n: count() }).from(bookings))[0]!.n,
      (await database.db.select({ n: count() }).from(orders))[0]!.n,
    ];

    it.each([
      ['no pick-up store', { pickup_location: '' }],
      ['an unknown pick-up store', { pickup_location: 'NOPE99' }],
      ['an unknown drop-off store', { drop_off_location: 'NOPE99' }],
      ['a date that does not exist', { pickup_date_time: '2026-02-30 10:00' }],
      ['a time without minutes', { pickup_date_time: on(7, '10') }],
      ['a drop-off before the pick-up', { drop_off_date_time: on(6) }],
      ['a drop-off at the pick-up time', { drop_off_date_time: on(7) }],
      ['a pick-up two days ago', { pickup_date_time: on(-2) }],
      ['a drop-off over 370 days ahead', { pickup_date_time: on(200), drop_off_date_time: on(371) }],
      ['a rental over a year', { pickup_date_time: on(1), drop_off_date_time: on(367) }],
      ['an unreadable driver age', { driver_age: 'old' }],
    ])('for %s', async (_name, overrides) => {
      const before = await writes();
      const { status, body } = await call('get_car_list', week(overrides));
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: -1, msg: 'params error' });
      expect(await writes()).toEqual(before);
    });

    it.each(['abc', '12a', '', '1234567890'])('for sku_id %j in the detail', async (skuId) => {
      const { status, body } = await call('get_car_detail', week({ sku_id: skuId }));
      expect(status).toBe(400);
      expect(body.code).toBe(-1);
    });
  });

  describe('GET /car/get_car_detail', () => {
    it('answers one car with every package, its charge lines and the extras', async () => {
      const skuId = await skuOf('LAX01', 'toyota-rav4');
      const data = await detail(week({ sku_id: String(skuId), currency: 'CNY' }));
      expect(data.car.sku_id).toBe(skuId);
      expect(data.car.vehicle_info).toMatchObject({
        product_code: 'toyota-rav4',
        drivetrain: 'AWD',
        seats: 5,
      });
      const full = data.car.packObj.full_protection!.full_prepaid!;
      expect(full.package_code_origin).toBe('LAX01-FULL-PREPAID');
      expect(full.services).toContain('unlimited_mileage');
      expect(full.mileage_limit.unlimited).toBe(true);
      expect(full.charge_detail.map((line) => line.code)).toEqual(['base_rent', 'insurance', 'airport_fee']);
      expect(full.charge_detail[0]).toMatchObject({ count: 3, unit_price: { local_amount: 78 } });
      expect(full.online_charge).toEqual(full.total_charge);
      expect(data.car.packObj.full_protection!.arrival!.charge_detail.map((line) => line.code)).toContain(
        'service_fee',
      );
      expect(data.extra_services.length).toBeGreaterThan(0);
    });

    it('answers invalid_sku for an unknown car or a car of another store', async () => {
      for (const skuId of ['999999', String(await skuOf('SFO01', 'honda-civic'))]) {
        const { status, body } = await call('get_car_detail', week({ sku_id: skuId }));
        expect(status).toBe(404);
        expect(body.code).toBe(1002);
      }
    });
  });
});
