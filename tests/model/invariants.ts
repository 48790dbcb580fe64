import { sql } from 'drizzle-orm';
import { orderListSchema } from '@/lib/api/contract/orders';
import { toMinor } from '@/lib/money';
import {
  nextOrderStatus,
  nextPaymentStatus,
  nextRefundStatus,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  type OrderEvent,
  type OrderState,
  type RefundEvent,
  type RefundState,
} from '@/lib/orders/transitions';
import type { Db } from '@/server/db/client';
import type { TestClient } from '../api/client';

const ORDER_EVENTS: OrderEvent[] = [
  'pay',
  'pay_confirm_now',
  'expire',
  'cancel',
  'confirm',
  'refund_complete',
];
const REFUND_EVENTS: RefundEvent[] = ['review', 'approve', 'complete', 'revoke', 'reject'];
const LIVE: readonly string[] = ['CREATE_ORDER', 'NORMAL', 'CONFIRMED'];
/** The refund statuses after which the money has gone back to the card. */
const PAID_OUT: readonly string[] = ['REFUNDING', 'COMPLETE_REFUND'];
/** The model books in US dollars only: two minor digits. */
const USD_MINOR_UNITS = 2;

type OrderRow = {
  id: string;
  trade_no: string;
  status: string;
  payment_status: string;
  pay_method: string;
  payment_currency: string;
  online_amount: string;
  user_id: string | null;
};
type RefundRow = {
  id: string;
  order_id: string;
  status: string;
  refund_minor: number | null;
  amount: string;
  progress: { status: string }[];
};

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the last check saw, so the next one can tell each move made since. */
export type Seen = {
  orders: Map<string, { status: string; payment: string }>;
  /** each refund's recorded history of statuses (its progress) */
  refunds: Map<string, string[]>;
  /** every move seen ('order NORMAL → CANCEL'), with how often: what the runs covered */
  moves: Map<string, number>;
};
export const nothingSeen = (): Seen => ({ orders: new Map(), refunds: new Map(), moves: new Map() });
const count = (seen: Seen, move: string) => seen.moves.set(move, (seen.moves.get(move) ?? 0) + 1);

/** Whether some event of the state machine moves `from` to `to` (or nothing moved). */
const orderMoveAllowed = (from: string, to: string) =>
  from === to || ORDER_EVENTS.some((event) => nextOrderStatus(from as OrderState, event) === to);
const refundMoveAllowed = (from: string, to: string) =>
  from === to || REFUND_EVENTS.some((event) => nextRefundStatus(from as RefundState, event) === to);

/**
 * The invariants the model-based test checks after every step. Answers the problems found (empty
 * when all hold) and updates `seen`:
 * - every order's and refund's status is one lib/orders/transitions.ts knows, and each change
 *   since the last check is a move its tables allow (a new refund starts at REQUEST_REFUND);
 * - the statuses agree with each other (an online order past CREATE_ORDER unpaid is not live, a
 *   refund belongs to a paid order, a completed refund cancelled its order);
 * - no two live holds of one fleet unit overlap; a live order holds exactly one unit, an ended
 *   one none;
 * - the acquirer's ledger, charges minus refunds, equals what each order says was paid less what
 *   its refunds say was paid back;
 * - each traveller's order list is exactly their own orders, with the statuses stored.
 */
export async function invariantProblems(
  db: Db,
  client: TestClient,
  travellers: { cookie: string; orders: Set<string> }[],
  seen: Seen,
): Promise<string[]> {
  const problems: string[] = [];
  const orders = await rowsOf<OrderRow>(
    db,
    sql`select id, trade_no, status, payment_status, pay_method, payment_currency, online_amount::text, user_id from orders`,
  );
  const refunds = await rowsOf<RefundRow>(
    db,
    sql`select id, order_id, status, amount::text, progress, (quote->'refund'->>'payment')::int as refund_minor from refunds`,
  );

  for (const order of orders) {
    const name = `order ${order.trade_no}`;
    if (!(ORDER_STATUSES as readonly string[]).includes(order.status))
      problems.push(`${name}: unknown status ${order.status}`);
    if (!(PAYMENT_STATUSES as readonly string[]).includes(order.payment_status))
      problems.push(`${name}: unknown payment status ${order.payment_status}`);
    const before = seen.orders.get(order.id);
    if (before && !orderMoveAllowed(before.status, order.status))
      problems.push(`${name}: ${before.status} → ${order.status} is no move of the state machine`);
    if (
      before &&
      before.payment !== order.payment_status &&
      nextPaymentStatus(before.payment as 'NOT_PAY', 'pay') !== order.payment_status
    )
      problems.push(
        `${name}: payment ${before.payment} → ${order.payment_status} is no move of the state machine`,
      );
    if (!before && order.status !== 'CREATE_ORDER' && order.status !== 'NORMAL')
      problems.push(`${name}: a new order starts ${order.status}`);
    if (
      order.pay_method === 'FULL_PREPAID' &&
      ['NORMAL', 'CONFIRMED'].includes(order.status) &&
      order.payment_status !== 'HAD_PAID'
    )
      problems.push(`${name}: an online order ${order.status} but ${order.payment_status}`);
    if (order.status === 'CREATE_ORDER' && order.payment_status === 'HAD_PAID')
      problems.push(`${name}: paid but still CREATE_ORDER`);
    if (!before) count(seen, `order new ${order.status}/${order.payment_status}`);
    else if (before.status !== order.status || before.payment !== order.payment_status)
      count(seen, `order ${before.status}/${before.payment} → ${order.status}/${order.payment_status}`);
    seen.orders.set(order.id, { status: order.status, payment: order.payment_status });
  }

  const orderById = new Map(orders.map((order) => [order.id, order]));
  for (const refund of refunds) {
    const order = orderById.get(refund.order_id)!;
    const name = `refund of ${order.trade_no}`;
    if (!(REFUND_STATUSES as readonly string[]).includes(refund.status))
      problems.push(`${name}: unknown status ${refund.status}`);
    // One step may make several moves (customer service's cancel of a paid order requests,
    // approves and completes a refund): the refund's progress records each, and each must be a
    // move of the table, from REQUEST_REFUND, extending what the last check saw.
    const history = refund.progress.map((entry) => entry.status);
    const before = seen.refunds.get(refund.id) ?? [];
    if (history[0] !== 'REQUEST_REFUND') problems.push(`${name}: starts ${history[0]}, not REQUEST_REFUND`);
    if (history.at(-1) !== refund.status)
      problems.push(`${name}: ${refund.status}, its progress says ${history.at(-1)}`);
    if (JSON.stringify(history.slice(0, before.length)) !== JSON.stringify(before))
      problems.push(`${name}: its history ${before.join(' → ')} became ${history.join(' → ')}`);
    for (let i = 1; i < history.length; i += 1)
      if (!refundMoveAllowed(history[i - 1]!, history[i]!))
        problems.push(`${name}: ${history[i - 1]} → ${history[i]} is no move of the state machine`);
    for (let i = Math.max(1, before.length); i < history.length; i += 1)
      count(seen, `refund ${history[i - 1]} → ${history[i]}`);
    if (before.length === 0) count(seen, `refund new ${history[0]}`);
    if (order.payment_status !== 'HAD_PAID') problems.push(`${name}: the order is ${order.payment_status}`);
    if (refund.status === 'COMPLETE_REFUND' && order.status !== 'CANCEL')
      problems.push(`${name}: COMPLETE_REFUND but the order is ${order.status}`);
    if (
      ['REQUEST_REFUND', 'VERIFYING_REFUND', 'REFUNDING'].includes(refund.status) &&
      !['NORMAL', 'CONFIRMED'].includes(order.status)
    )
      problems.push(`${name}: ${refund.status} but the order is ${order.status}`);
    seen.refunds.set(refund.id, history);
  }

  const overlaps = await rowsOf<{ a: number; b: number; unit: number }>(
    db,
    sql`select a.id as a, b.id as b, a.fleet_unit_id as unit from bookings a join bookings b
        on a.fleet_unit_id = b.fleet_unit_id and a.id < b.id and a.during && b.during
        where a.released_at is null and b.released_at is null`,
  );
  for (const { a, b, unit } of overlaps) problems.push(`holds ${a} and ${b} of unit ${unit} overlap`);
  const holds = await rowsOf<{ order_id: string; live: number }>(
    db,
    sql`select o.id as order_id, count(b.id)::int as live from orders o
        left join bookings b on b.order_id = o.id and b.released_at is null group by o.id`,
  );
  for (const { order_id, live } of holds) {
    const order = orderById.get(order_id)!;
    const expected = LIVE.includes(order.status) ? 1 : 0;
    if (live !== expected)
      problems.push(`order ${order.trade_no} (${order.status}) holds ${live} units, not ${expected}`);
  }

  const ledger = await rowsOf<{ order_id: string; charged: number; refunded: number }>(
    db,
    sql`select p.order_id,
          coalesce(sum(c.amount_minor) filter (where c.status = 'approved'), 0)::int as charged,
          coalesce((select sum(r.amount_minor) from sandbox_ledger r
                    where r.kind = 'refund' and r.status = 'approved'
                      and r.charge_id in (select c2.id from sandbox_ledger c2 join payments p2 on c2.reference = p2.id::text
                                          where c2.kind = 'charge' and p2.order_id = p.order_id)), 0)::int as refunded
        from payments p left join sandbox_ledger c on c.kind = 'charge' and c.reference = p.id::text
        group by p.order_id`,
  );
  const net = new Map(ledger.map((row) => [row.order_id, row.charged - row.refunded]));
  for (const order of orders) {
    if (order.payment_currency !== 'USD') continue;
    const paid = order.payment_status === 'HAD_PAID' ? toMinor(order.online_amount, USD_MINOR_UNITS) : 0;
    const paidBack = refunds
      .filter((refund) => refund.order_id === order.id && PAID_OUT.includes(refund.status))
      .reduce((sum, refund) => sum + (refund.refund_minor ?? toMinor(refund.amount, USD_MINOR_UNITS)), 0);
    const onLedger = net.get(order.id) ?? 0;
    if (onLedger !== paid - paidBack)
      problems.push(
        `order ${order.trade_no}: the ledger holds ${onLedger}, the order says ${paid} paid less ${paidBack} paid back`,
      );
  }

  const statusOf = new Map(orders.map((order) => [order.trade_no, order]));
  for (const [index, traveller] of travellers.entries()) {
    const answer = await client.get('/order/get_order_list?tab=all&page_size=50', {
      Cookie: traveller.cookie,
    });
    if (answer.status >= 500) problems.push(`traveller ${index}: the order list answers ${answer.status}`);
    const list = orderListSchema.parse(answer.body.data).list;
    const listed = list.map((item) => item.trade_no).sort();
    const own = [...traveller.orders].sort();
    if (JSON.stringify(listed) !== JSON.stringify(own))
      problems.push(`traveller ${index} sees ${JSON.stringify(listed)}, owns ${JSON.stringify(own)}`);
    for (const item of list) {
      const stored = statusOf.get(item.trade_no);
      if (stored && (stored.status !== item.status || stored.payment_status !== item.payment_status))
        problems.push(
          `traveller ${index} sees ${item.trade_no} ${item.status}/${item.payment_status}, stored ${stored.status}/${stored.payment_status}`,
        );
    }
  }
  return problems;
}
