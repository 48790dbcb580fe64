// The fleet test's direct checks: the balancer spreads the load, and the instances share state.
import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { fleetUnits, skus } from '../../server/db/schema';
import { readOutbox } from '../../server/providers/messaging/outbox-files';
import { AREA_CODE, bookingRequest, provePhone } from '../perf/bench-api/booking-requests';
import type { Instance } from './instances';

type Envelope = { code: number; data: unknown };
const clientAddress = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

/** Which instances answered `times` requests through the balancer (its X-Upstream header). */
export async function upstreamsOf(origin: string, times: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let index = 0; index < times; index++) {
    const response = await fetch(`${origin}/api/v1_1/health`);
    seen.add(response.headers.get('x-upstream') ?? '?');
  }
  return seen;
}

/**
 * Ten code requests for one phone, each from another client address, alternating between the
 * instances at once: exactly one code may go out (one a minute per phone), whichever instance
 * takes it, because the counters are in Redis, not in either process.
 */
export async function codesSentForOnePhone(instances: Instance[], outboxDir: string) {
  const phone = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const response = await fetch(
        `${instances[index % instances.length]!.origin}/api/v1_1/verify/send_code`,
        {
          method: 'POST',
          body: new URLSearchParams({ purpose: 'verify_phone', area_code: AREA_CODE, phone, lang: 'en' }),
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Forwarded-For': clientAddress(),
          },
        },
      );
      return ((await response.json()) as Envelope).code;
    }),
  );
  const sent = (await readOutbox(outboxDir)).filter(
    (entry) => entry.channel === 'sms' && entry.to === `+${AREA_CODE}${phone}`,
  );
  return {
    accepted: answers.filter((code) => code === 200).length,
    refused: answers.filter((code) => code === 1015).length,
    sent: sent.length,
  };
}

/** The car of LAX01 with the fewest units, and how many it has. */
async function smallestFleet(db: Db): Promise<{ skuId: number; units: number }> {
  const [row] = await db
    .select({ skuId: skus.id, units: count(fleetUnits.id) })
    .from(skus)
    .innerJoin(fleetUnits, and(eq(fleetUnits.skuId, skus.id), eq(fleetUnits.active, true)))
    .where(and(eq(skus.storeCode, 'LAX01'), eq(skus.active, true)))
    .groupBy(skus.id)
    .orderBy(sql`count(${fleetUnits.id})`)
    .limit(1);
  if (!row) throw new Error('no car at LAX01 in the seed');
  return { skuId: row.skuId, units: Number(row.units) };
}

/** Books one unit of the car through `instance` as a new traveller (a phone of their own); the code. */
async function bookOne(instance: Instance, outboxDir: string, car: Parameters<typeof bookingRequest>[1]) {
  const api = `${instance.origin}/api/v1_1`;
  const phone = `138${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const token = await provePhone(api, outboxDir, phone, { 'X-Forwarded-For': clientAddress() });
  const booking = await bookingRequest(api, car, phone, token);
  if (!booking) return { code: 1001, body: null };
  const answer = (await (
    await fetch(`${instance.origin}${booking.path}`, {
      method: 'POST',
      body: booking.body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': randomUUID() },
    })
  ).json()) as Envelope;
  return { code: answer.code, body: booking.body };
}

/**
 * Books every unit of LAX01's smallest fleet for some dates through `booker`, then asks
 * `searcher` at once: the car must be sold out there for those dates, and missing from its list.
 */
export async function holdSeenByTheOther(db: Db, booker: Instance, searcher: Instance, outboxDir: string) {
  const { skuId, units } = await smallestFleet(db);
  const car = { store: 'LAX01', skuId, days: 200 + randomInt(0, 100), length: 3 };
  const booked: number[] = [];
  let body: string | null = null;
  for (let unit = 0; unit < units; unit++) {
    const one = await bookOne(booker, outboxDir, car);
    booked.push(one.code);
    body ??= one.body;
  }
  if (!body) throw new Error(`LAX01 car ${skuId} is not free ${car.days} days from now`);
  const search = new URLSearchParams(body);
  const query = new URLSearchParams({
    pickup_location: 'LAX01',
    pickup_date_time: search.get('pickup_date_time')!,
    drop_off_date_time: search.get('drop_off_date_time')!,
  });
  const detail = (await (
    await fetch(`${searcher.origin}/api/v1_1/car/get_car_detail?${query}&sku_id=${skuId}`)
  ).json()) as Envelope;
  const list = (await (
    await fetch(`${searcher.origin}/api/v1_1/car/get_car_list?${query}`)
  ).json()) as Envelope;
  const listed = ((list.data as { list?: { sku_id: number }[] } | null)?.list ?? []).some(
    (item) => item.sku_id === skuId,
  );
  return { units, booked, detailAfter: detail.code, listedAfter: listed };
}
