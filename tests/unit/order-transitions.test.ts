import { describe, expect, it } from 'vitest';
import {
  assertOrderMove,
  assertPaymentMove,
  assertRefundMove,
  ForbiddenMoveError,
  nextOrderStatus,
  nextPaymentStatus,
  nextRefundStatus,
  ORDER_STATUSES,
  orderMoveSources,
  orderMoveTarget,
  PAYMENT_STATUSES,
  paymentMoveSources,
  orderActions,
  REFUND_STATUSES,
  type OrderEvent,
  type OrderFacts,
  type OrderState,
  type RefundEvent,
  type RefundState,
} from '@/lib/orders/transitions';

// The whole table, written out: every (status, event) pair not listed here must be refused.
const ALLOWED_ORDER: [OrderState, OrderEvent, OrderState][] = [
  ['CREATE_ORDER', 'pay', 'NORMAL'],
  ['CREATE_ORDER', 'pay_confirm_now', 'CONFIRMED'],
  ['CREATE_ORDER', 'expire', 'EXPIRED'],
  ['CREATE_ORDER', 'cancel', 'CANCEL'],
  ['NORMAL', 'cancel', 'CANCEL'],
  ['CONFIRMED', 'cancel', 'CANCEL'],
  ['NORMAL', 'confirm', 'CONFIRMED'],
  ['NORMAL', 'refund_complete', 'CANCEL'],
  ['CONFIRMED', 'refund_complete', 'CANCEL'],
];
const ORDER_EVENTS: OrderEvent[] = [
  'pay',
  'pay_confirm_now',
  'expire',
  'cancel',
  'confirm',
  'refund_complete',
];

const ALLOWED_REFUND: [RefundState, RefundEvent, RefundState][] = [
  ['REQUEST_REFUND', 'review', 'VERIFYING_REFUND'],
  ['REQUEST_REFUND', 'approve', 'REFUNDING'],
  ['VERIFYING_REFUND', 'approve', 'REFUNDING'],
  ['REFUNDING', 'complete', 'COMPLETE_REFUND'],
  ['REQUEST_REFUND', 'revoke', 'REVOKED'],
  ['VERIFYING_REFUND', 'revoke', 'REVOKED'],
  ['REQUEST_REFUND', 'reject', 'REJECTED'],
  ['VERIFYING_REFUND', 'reject', 'REJECTED'],
];
const REFUND_EVENTS: RefundEvent[] = ['review', 'approve', 'complete', 'revoke', 'reject'];

describe('order transitions', () => {
  for (const from of ORDER_STATUSES) {
    for (const event of ORDER_EVENTS) {
      const allowed = ALLOWED_ORDER.find(([f, e]) => f === from && e === event);
      it(`${from} --${event}--> ${allowed ? allowed[2] : 'refused'}`, () => {
        expect(nextOrderStatus(from, event)).toBe(allowed ? allowed[2] : null);
        if (allowed) expect(assertOrderMove(from, event)).toBe(allowed[2]);
        else expect(() => assertOrderMove(from, event)).toThrow(ForbiddenMoveError);
      });
    }
  }
});

describe('order move sources and targets (the guarded UPDATEs)', () => {
  for (const event of ORDER_EVENTS) {
    it(`${event}: exactly the allowed rows`, () => {
      const rows = ALLOWED_ORDER.filter(([, e]) => e === event);
      expect([...orderMoveSources(event)].sort()).toEqual(rows.map(([from]) => from).sort());
      expect(new Set(rows.map(([, , to]) => to))).toEqual(new Set([orderMoveTarget(event)]));
    });
  }
});

describe('payment status transitions', () => {
  it('NOT_PAY --pay--> HAD_PAID, and never back or twice', () => {
    expect(PAYMENT_STATUSES).toEqual(['NOT_PAY', 'HAD_PAID']);
    expect(nextPaymentStatus('NOT_PAY', 'pay')).toBe('HAD_PAID');
    expect(assertPaymentMove('NOT_PAY', 'pay')).toBe('HAD_PAID');
    expect(nextPaymentStatus('HAD_PAID', 'pay')).toBeNull();
    expect(() => assertPaymentMove('HAD_PAID', 'pay')).toThrow(ForbiddenMoveError);
    expect(paymentMoveSources('pay')).toEqual(['NOT_PAY']);
  });
});

describe('refund transitions', () => {
  for (const from of REFUND_STATUSES) {
    for (const event of REFUND_EVENTS) {
      const allowed = ALLOWED_REFUND.find(([f, e]) => f === from && e === event);
      it(`${from} --${event}--> ${allowed ? allowed[2] : 'refused'}`, () => {
        expect(nextRefundStatus(from, event)).toBe(allowed ? allowed[2] : null);
        if (allowed) expect(assertRefundMove(from, event)).toBe(allowed[2]);
        else expect(() => assertRefundMove(from, event)).toThrow(ForbiddenMoveError);
      });
    }
  }
});

describe('orderActions', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const order = (facts: Partial<OrderFacts>): OrderFacts => ({
    status: 'CREATE_ORDER',
    paymentStatus: 'NOT_PAY',
    payMethod: 'FULL_PREPAID',
    pickupAt: '2026-12-10T10:00:00Z',
    refundStatus: null,
    guestOrder: false,
    ...facts,
  });

  it('an unpaid online order may be paid or cancelled', () => {
    expect(orderActions(order({}), now)).toEqual(['pay', 'cancel']);
  });
  it('a pay-at-counter order may be cancelled, never paid online', () => {
    expect(orderActions(order({ status: 'NORMAL', payMethod: 'ARRIVAL' }), now)).toEqual(['cancel']);
  });
  it('a paid order is cancelled through a refund, before pick-up only', () => {
    const paid = order({ status: 'CONFIRMED', paymentStatus: 'HAD_PAID' });
    expect(orderActions(paid, now)).toEqual(['apply_refund']);
    expect(orderActions({ ...paid, pickupAt: '2026-11-30T00:00:00Z' }, now)).toEqual([]);
  });
  it('a refund in progress may be revoked until it is being paid out, and blocks a second one', () => {
    const paid = order({ status: 'NORMAL', paymentStatus: 'HAD_PAID' });
    expect(orderActions({ ...paid, refundStatus: 'VERIFYING_REFUND' }, now)).toEqual(['revoke_refund']);
    expect(orderActions({ ...paid, refundStatus: 'REFUNDING' }, now)).toEqual([]);
    expect(orderActions({ ...paid, refundStatus: 'REJECTED' }, now)).toEqual(['apply_refund']);
  });
  it('ended orders may be deleted; a guest order may be bound', () => {
    expect(orderActions(order({ status: 'EXPIRED' }), now)).toEqual(['delete']);
    expect(orderActions(order({ status: 'CANCEL', guestOrder: true }), now)).toEqual(['delete', 'bind']);
  });
  it('TEST orders offer nothing', () => {
    expect(orderActions(order({ status: 'TEST', guestOrder: true }), now)).toEqual([]);
  });
});
