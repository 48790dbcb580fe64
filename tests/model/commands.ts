import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { postBooking, prepareBooking, query } from '../api/booking-fixtures';
import type { TestClient } from '../api/client';
import { on } from '../api/la-clock';
import { opsApi } from '../api/ops-fixtures';
import { postPay } from '../api/payment-fixtures';
import { refundApi } from '../api/refunds-fixtures';
import { invariantProblems, type Seen } from './invariants';

/**
 * The commands of the model-based test (tests/api/model-orders.test.ts): what travellers and
 * customer service do to orders, through the API as the site and the back office call it. After
 * every command the invariants (./invariants.ts) must hold; a 5xx anywhere fails at once.
 */
export type Traveller = { cookie: string; orders: Set<string> };
export type Real = {
  client: TestClient;
  db: Db;
  staff: Record<string, string>;
  travellers: Traveller[];
  seen: Seen;
  /** the commands run so far, in order (printed when an invariant breaks) */
  steps: string[];
  /** how each kind of command was answered ('pay 200', 'ops approve 1304') over all runs */
  outcomes: Map<string, number>;
  /** the first day (from today, Los Angeles) of this run's trips, so runs do not share dates */
  dayBase: number;
};
export type Model = { orders: { tradeNo: string; owner: number }[] };

type Answer = { status: number; body: { code: number; data: unknown } };

/** Trips of one run, days after its dayBase: the first two overlap, so they compete for units. */
const SLOTS = [
  [0, 3],
  [2, 5],
  [6, 8],
] as const;
const APPROVED_CARD = '4111111111111111';
const DECLINED_CARD = '5100302000000008';

let outcomes: Map<string, number> | undefined;
function noServerError(what: string, answer: Answer): Answer {
  const outcome = `${what} ${answer.body.code}`;
  outcomes?.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  if (answer.status >= 500)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

async function checked(real: Real) {
  const problems = await invariantProblems(real.db, real.client, real.travellers, real.seen);
  if (problems.length)
    throw new Error(
      `invariants broken after ${real.steps.at(-1)}:\n${problems.join('\n')}\nsteps of this run: ${real.steps.join('; ')}`,
    );
}

const stateOf = async (db: Db, tradeNo: string) => {
  const [row] = await db
    .select({ status: orders.status, payment: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.tradeNo, tradeNo));
  return JSON.stringify(row);
};

/**
 * One of the newest orders: actions pile up on a few, so sequences carry orders through their
 * whole lifecycle (booked, paid, refund applied, approved, completed) rather than one step each.
 */
const recent = <T>(list: readonly T[], pick: number): T =>
  list[list.length - 1 - (pick % Math.min(3, list.length))]!;

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_model: Readonly<Model>): boolean {
    return true;
  }
  abstract act(model: Model, real: Real): Promise<void>;
  async run(model: Model, real: Real) {
    real.steps.push(this.toString());
    outcomes = real.outcomes;
    await this.act(model, real);
    await checked(real);
  }
  abstract toString(): string;
}

class Search extends Step {
  constructor(readonly slot: number) {
    super();
  }
  async act(_model: Model, real: Real) {
    const [start, end] = SLOTS[this.slot]!;
    noServerError(
      'search',
      await real.client.get(
        `/car/get_car_list?${query({
          pickup_location: 'LAX01',
          pickup_date_time: on(real.dayBase + start),
          drop_off_date_time: on(real.dayBase + end),
          currency: 'USD',
        })}`,
      ),
    );
  }
  toString = () => `search(slot ${this.slot})`;
}

class Book extends Step {
  constructor(
    readonly traveller: number,
    readonly slot: number,
    readonly car: number,
    readonly online: boolean,
  ) {
    super();
  }
  async act(model: Model, real: Real) {
    const [start, end] = SLOTS[this.slot]!;
    const from = on(real.dayBase + start);
    const to = on(real.dayBase + end);
    const list = noServerError(
      'search',
      await real.client.get(
        `/car/get_car_list?${query({ pickup_location: 'LAX01', pickup_date_time: from, drop_off_date_time: to, currency: 'USD' })}`,
      ),
    );
    const cars = (list.body.data as { list: { sku_id: number }[] }).list;
    if (cars.length === 0) return;
    // The two cheapest cars only, so bookings compete for their few units.
    const skuId = cars[this.car % Math.min(2, cars.length)]!.sku_id;
    const booking = await prepareBooking(real.client, real.db, {
      skuId,
      from,
      to,
      payMode: this.online ? 'full_prepaid' : 'arrival',
    });
    const traveller = real.travellers[this.traveller]!;
    const booked = noServerError(
      'book',
      await postBooking(real.client, booking.fields, { cookie: traveller.cookie, userId: null }),
    );
    if (booked.body.code !== 200) return;
    const { trade_no } = createdOrderSchema.parse(booked.body.data);
    model.orders.push({ tradeNo: trade_no, owner: this.traveller });
    traveller.orders.add(trade_no);
  }
  toString = () =>
    `book(traveller ${this.traveller}, slot ${this.slot}, car ${this.car}, ${this.online ? 'online' : 'at the counter'})`;
}

type OrderAct = 'pay' | 'pay_declined' | 'cancel' | 'refund_apply' | 'refund_revoke';

/** A traveller's action on one of their own orders, or on someone else's (refused, nothing changed). */
class TravellerAct extends Step {
  constructor(
    readonly act_: OrderAct,
    readonly traveller: number,
    readonly pick: number,
    readonly own: boolean,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.orders.length > 0;
  async act(model: Model, real: Real) {
    const candidates = model.orders.filter((order) => (order.owner === this.traveller) === this.own);
    if (candidates.length === 0) return;
    const order = recent(candidates, this.pick);
    const cookie = real.travellers[this.traveller]!.cookie;
    const before = await stateOf(real.db, order.tradeNo);
    const refunds = refundApi(real.client);
    const answer = noServerError(this.act_, await this.send(real, order.tradeNo, cookie, refunds));
    if (order.owner !== this.traveller) {
      // Another traveller's order: refused, and nothing about it changed.
      const after = await stateOf(real.db, order.tradeNo);
      if (answer.body.code === 200 || after !== before)
        throw new Error(
          `traveller ${this.traveller} could ${this.act_} traveller ${order.owner}'s order: ${JSON.stringify(answer.body)}`,
        );
    }
  }
  private send(real: Real, tradeNo: string, cookie: string, refunds: ReturnType<typeof refundApi>) {
    switch (this.act_) {
      case 'pay':
      case 'pay_declined':
        return postPay(
          real.client,
          tradeNo,
          { card_number: this.act_ === 'pay' ? APPROVED_CARD : DECLINED_CARD },
          { cookie },
        );
      case 'cancel':
        return real.client.postForm('/order/cancel', { trade_no: tradeNo }, { Cookie: cookie });
      case 'refund_apply':
        return refunds.apply({ trade_no: tradeNo, reason: 'change_of_plans' }, cookie);
      case 'refund_revoke':
        return refunds.revoke(tradeNo, cookie);
    }
  }
  toString = () =>
    `${this.act_}(traveller ${this.traveller}, ${this.own ? 'own' : "another's"} order #${this.pick})`;
}

type StaffAct = 'confirm' | 'review' | 'approve' | 'reject' | 'complete' | 'cancel';

/** Customer service's action on an order, through the back office's API. */
class StaffStep extends Step {
  constructor(
    readonly act_: StaffAct,
    readonly pick: number,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.orders.length > 0;
  async act(model: Model, real: Real) {
    const { tradeNo } = recent(model.orders, this.pick);
    const ops = opsApi(real.client);
    const headers = real.staff;
    const answer = await {
      confirm: () => ops.confirm({ trade_no: tradeNo }, headers),
      review: () => ops.review(tradeNo, headers),
      approve: () => ops.approve(tradeNo, headers),
      reject: () => ops.reject({ trade_no: tradeNo, reason: 'the model says no' }, headers),
      complete: () => ops.complete(tradeNo, headers),
      cancel: () => ops.cancel({ trade_no: tradeNo, reason: 'the model cancels' }, headers),
    }[this.act_]();
    noServerError(`ops ${this.act_}`, answer);
  }
  toString = () => `ops ${this.act_}(order #${this.pick})`;
}

const TRAVELLERS = 3;

/** The commands, weighted towards the ones that move orders along (one arbitrary for fc.commands). */
export function orderCommand(): fc.Arbitrary<fc.AsyncCommand<Model, Real>> {
  const traveller = fc.nat({ max: TRAVELLERS - 1 });
  const pick = fc.nat({ max: 5 });
  const slot = fc.nat({ max: SLOTS.length - 1 });
  // Mostly on the traveller's own orders; one time in six on someone else's.
  const own = fc.oneof(
    { arbitrary: fc.constant(true), weight: 5 },
    { arbitrary: fc.constant(false), weight: 1 },
  );
  // Three bookings in four are paid online: those are the ones that go through payment and refunds.
  const online = fc.oneof(
    { arbitrary: fc.constant(true), weight: 3 },
    { arbitrary: fc.constant(false), weight: 1 },
  );
  const byTraveller = (act: OrderAct, weight: number) => ({
    arbitrary: fc.tuple(traveller, pick, own).map(([t, p, o]) => new TravellerAct(act, t, p, o)),
    weight,
  });
  const byStaff = (act: StaffAct, weight: number) => ({
    arbitrary: pick.map((p) => new StaffStep(act, p)),
    weight,
  });
  return fc.oneof(
    { arbitrary: slot.map((s) => new Search(s)), weight: 1 },
    {
      arbitrary: fc
        .tuple(traveller, slot, fc.nat({ max: 1 }), online)
        .map(([t, s, car, online]) => new Book(t, s, car, online)),
      weight: 6,
    },
    byTraveller('pay', 6),
    byTraveller('pay_declined', 1),
    byTraveller('cancel', 2),
    byTraveller('refund_apply', 5),
    byTraveller('refund_revoke', 2),
    byStaff('confirm', 2),
    byStaff('review', 2),
    byStaff('approve', 3),
    byStaff('reject', 1),
    byStaff('complete', 3),
    byStaff('cancel', 1),
  );
}

export const MODEL_TRAVELLERS = TRAVELLERS;
