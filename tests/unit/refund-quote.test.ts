import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import { refundSteps } from '@/features/refunds/steps';
import { freeUntil, quoteAmounts, wallClock } from '@/server/domain/refunds/quote';
import type { orders } from '@/server/db/schema';

const HOUR = 3_600_000;
const pickupAt = new Date('2026-03-09T18:00:00Z'); // 11:00 in Los Angeles (PDT, the day after the change)

const policy: CancellationPolicy = {
  tiers: [
    { hours_before: 72, fee: { type: 'none' } },
    { hours_before: 24, fee: { type: 'none' } },
    { hours_before: 2, fee: { type: 'percent', percent: 20 } },
  ],
  after_pickup: { type: 'percent', percent: 100 },
};

/** The fields of an order row the quote reads. */
const order = (cancellationPolicy: CancellationPolicy) =>
  ({
    pickupAt,
    cancellationPolicy,
    bill: {
      baseSetBill: { unitPrice: { payment: 4_500, local: 4_500 } },
      currencies: { payment: { code: 'USD', minorUnits: 2 }, local: { code: 'USD', minorUnits: 2 } },
    },
  }) as unknown as typeof orders.$inferSelect;

const paid = { payment: 30_001, local: 30_001 };

describe('the refund quote', () => {
  it('ends free cancellation at the last tier of the leading free run', () => {
    expect(freeUntil(policy, pickupAt)).toEqual(new Date(pickupAt.getTime() - 24 * HOUR));
    expect(
      freeUntil(
        { tiers: [{ hours_before: 5, fee: { type: 'days', days: 1 } }], after_pickup: policy.after_pickup },
        pickupAt,
      ),
    ).toBeNull();
  });

  it("shows an instant on the store's clock, across a daylight-saving change", () => {
    // 48 hours before 11:00 PDT on 9 March is 10:00 PST on 7 March (the clocks moved on the 8th at 02:00).
    expect(wallClock(new Date(pickupAt.getTime() - 48 * HOUR), 'America/Los_Angeles')).toBe(
      '2026-03-07 10:00',
    );
    expect(wallClock(pickupAt, 'Asia/Bangkok')).toBe('2026-03-10 01:00');
  });

  it('is free in the free tiers, takes the tier fee later, and refunds nothing from pick-up on', () => {
    const row = order(policy);
    expect(quoteAmounts(row, paid, new Date(pickupAt.getTime() - 30 * HOUR))).toEqual({
      fee: { payment: 0, local: 0 },
      refund: paid,
    });
    // 20 % of 300.01 is 60.002: rounded once, to 6000 cents.
    expect(quoteAmounts(row, paid, new Date(pickupAt.getTime() - 3 * HOUR))).toEqual({
      fee: { payment: 6_000, local: 6_000 },
      refund: { payment: 24_001, local: 24_001 },
    });
    // Less than 2 hours before: no tier fits, the after-pick-up fee applies.
    expect(quoteAmounts(row, paid, new Date(pickupAt.getTime() - HOUR)).refund).toEqual({
      payment: 0,
      local: 0,
    });
    const lenient = order({
      tiers: [{ hours_before: 0, fee: { type: 'none' } }],
      after_pickup: { type: 'none' },
    });
    expect(quoteAmounts(lenient, paid, pickupAt).refund).toEqual({ payment: 0, local: 0 });
    expect(quoteAmounts(lenient, paid, new Date(pickupAt.getTime() + HOUR)).fee).toEqual(paid);
  });
});

describe('the refund progress steps', () => {
  const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

  it('shows the path with the time of each step reached and the current one', () => {
    expect(
      refundSteps('VERIFYING_REFUND', [
        { status: 'REQUEST_REFUND', at: at(1) },
        { status: 'VERIFYING_REFUND', at: at(2) },
      ]),
    ).toEqual([
      { status: 'REQUEST_REFUND', at: at(1), state: 'done' },
      { status: 'VERIFYING_REFUND', at: at(2), state: 'current' },
      { status: 'REFUNDING', at: null, state: 'todo' },
      { status: 'COMPLETE_REFUND', at: null, state: 'todo' },
    ]);
  });

  it('ends a withdrawn or declined refund with that step', () => {
    expect(
      refundSteps('REJECTED', [
        { status: 'REQUEST_REFUND', at: at(1) },
        { status: 'REJECTED', at: at(5) },
      ]),
    ).toEqual([
      { status: 'REQUEST_REFUND', at: at(1), state: 'done' },
      { status: 'REJECTED', at: at(5), state: 'stopped' },
    ]);
  });

  it('shows the review as skipped, not still to come, when customer service approved the request at once', () => {
    expect(
      refundSteps('REFUNDING', [
        { status: 'REQUEST_REFUND', at: at(1) },
        { status: 'REFUNDING', at: at(2) },
      ]),
    ).toEqual([
      { status: 'REQUEST_REFUND', at: at(1), state: 'done' },
      { status: 'VERIFYING_REFUND', at: null, state: 'skipped' },
      { status: 'REFUNDING', at: at(2), state: 'current' },
      { status: 'COMPLETE_REFUND', at: null, state: 'todo' },
    ]);
  });

  it('marks every step reached done once refunded, and the one passed over skipped', () => {
    const progress = (['REQUEST_REFUND', 'REFUNDING', 'COMPLETE_REFUND'] as const).map((status, index) => ({
      status,
      at: at(index),
    }));
    expect(
      refundSteps('COMPLETE_REFUND', progress).map((step) => [step.status, step.state, step.at]),
    ).toEqual([
      ['REQUEST_REFUND', 'done', at(0)],
      ['VERIFYING_REFUND', 'skipped', null],
      ['REFUNDING', 'done', at(1)],
      ['COMPLETE_REFUND', 'done', at(2)],
    ]);
  });
});
