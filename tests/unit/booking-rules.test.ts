import { bookOutcome } from '@/features/booking/book-outcome';
import { cancellationTerms } from '@/lib/bill/cancellation-terms';
import { additionalDriverLimit, driverAgeProblem, driverRulesOf } from '@/features/booking/driver-rules';
import { emptyValues, offeredExtras, restoredValues } from '@/features/booking/fill-in-values';
import { FORM_LIMITS } from '@/features/booking/form-limits';
import { attemptFor, newIdempotencyKey, requestFingerprint } from '@/features/booking/idempotency';
import { MAX_DRIVERS, REMARK_MAX } from '@/lib/api/contract/booking-form';
import { NON_REFUNDABLE } from '@/lib/api/contract/cancellation';
import { preAuthAllowed } from '@/lib/booking-rules/pre-auth';
import { birthdayFor, DETAIL, extraOf, packageOf } from './booking-fixture';

describe('the form’s limits before its rules load', () => {
  it('are the booking schema’s', () => {
    expect(FORM_LIMITS.maxDrivers).toBe(MAX_DRIVERS);
    expect(FORM_LIMITS.remarkMax).toBe(REMARK_MAX);
  });
});

describe('driver rules', () => {
  const rules = driverRulesOf(DETAIL); // BKK01: 21-70, the search for a 22-year-old

  it('refuse ages the store does not take, on the pick-up date', () => {
    expect(rules.store).toMatchObject({ min: 21, max: 70 });
    expect(driverAgeProblem(birthdayFor(20), 0, rules)).toBe('driver_age:21:70');
    expect(driverAgeProblem(birthdayFor(71), 1, rules)).toBe('driver_age:21:70');
    expect(driverAgeProblem(birthdayFor(22), 0, rules)).toBeNull();
  });

  it('hold the main driver to the search’s age band, not the additional ones', () => {
    expect(driverAgeProblem(birthdayFor(30), 0, rules)).toBe('age_band:25-75:30');
    expect(driverAgeProblem(birthdayFor(30), 1, rules)).toBeNull();
  });

  it('leave unreadable birthdays to the schema and refuse impossible ones', () => {
    expect(driverAgeProblem('', 0, rules)).toBeNull();
    expect(driverAgeProblem('2999-01-01', 0, rules)).toBe('invalid');
  });

  it('count additional drivers from the package’s service and the bought extra', () => {
    const pkg = packageOf(DETAIL);
    const extra = extraOf('additional_driver');
    expect(additionalDriverLimit(DETAIL, pkg, [])).toBe(1);
    expect(additionalDriverLimit(DETAIL, pkg, [{ id: extra.id, quantity: 2 }])).toBe(3);
    expect(additionalDriverLimit(DETAIL, { services: [] }, [])).toBe(0);
  });
});

describe('a restored draft', () => {
  it('keeps only the extras this answer offers, of their kind, within their quantities', () => {
    const seat = extraOf('child_seat');
    const accident = extraOf('personal_accident');
    expect(
      offeredExtras(DETAIL, 'extra', [
        { id: seat.id, quantity: 9 },
        { id: accident.id, quantity: 1 },
        { id: 999_999, quantity: 1 },
      ]),
    ).toEqual([{ id: seat.id, quantity: seat.max_quantity }]);
    const values = { ...emptyValues('th'), insurance_unit_item: [{ id: seat.id, quantity: 1 }] };
    expect(restoredValues(DETAIL, values).insurance_unit_item).toEqual([]);
    expect(emptyValues('th').contact.contact_area_code).toBe('66');
  });
});

describe('cancellation terms in words', () => {
  it('read a prepaid policy earliest first, the gap before pick-up included', () => {
    expect(
      cancellationTerms({
        tiers: [
          { hours_before: 72, fee: { type: 'none' } },
          { hours_before: 24, fee: { type: 'percent', percent: 50 } },
        ],
        after_pickup: { type: 'percent', percent: 100 },
      }),
    ).toEqual([
      { when: { kind: 'until', hours: 72 }, fee: { type: 'none' } },
      { when: { kind: 'between', from: 72, to: 24 }, fee: { type: 'percent', percent: 50 } },
      { when: { kind: 'lessThanOrAfter', hours: 24 }, fee: { type: 'percent', percent: 100 } },
    ]);
    expect(
      cancellationTerms({
        tiers: [
          { hours_before: 24, fee: { type: 'none' } },
          { hours_before: 0, fee: { type: 'days', days: 1 } },
        ],
        after_pickup: { type: 'percent', percent: 100 },
      }).map((term) => term.when),
    ).toEqual([{ kind: 'until', hours: 24 }, { kind: 'lessThan', hours: 24 }, { kind: 'afterPickup' }]);
    expect(cancellationTerms(NON_REFUNDABLE)).toEqual([
      { when: { kind: 'anyTime' }, fee: NON_REFUNDABLE.after_pickup },
    ]);
  });
});

describe('the booking call’s answers', () => {
  const details = { driver: 1, ages: { min: 21, max: 70 } };
  it.each([
    ['out_of_stock', { kind: 'sold_out' }],
    ['invalid_sku', { kind: 'sold_out' }],
    ['order_repeat', { kind: 'order_repeat' }],
    ['double_booking', { kind: 'order_repeat' }],
    ['price_changed', { kind: 'search_again', reason: 'price_changed' }],
    ['search_expired', { kind: 'search_again', reason: 'search_expired' }],
    ['info_error', { kind: 'search_again', reason: 'info_error' }],
    ['network', { kind: 'retry', reason: 'network' }],
    ['timeout', { kind: 'retry', reason: 'timeout' }],
    ['phone_not_verified', { kind: 'fix', field: 'contact.contact_phone', problem: 'verify_phone' }],
    ['coupon_incorrect', { kind: 'fix', field: 'coupon', problem: 'coupon_incorrect' }],
    ['coupon_unsatisfied', { kind: 'fix', field: 'coupon', problem: 'coupon_unsatisfied' }],
    ['age_not_allowed', { kind: 'fix', field: 'drivers.1.birthday', problem: 'driver_age:21:70' }],
    ['driver_age_mismatch', { kind: 'fix', field: 'drivers.1.birthday', problem: 'driver_age_mismatch' }],
    ['params_error', { kind: 'fix', field: null, problem: 'params_error' }],
  ] as const)('%s', (reason, outcome) => {
    expect(bookOutcome(reason, details)).toEqual(outcome);
  });
});

describe('idempotency keys', () => {
  it('are random UUIDs, kept for the same request and new for a changed one', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    const body = { package_code: 'BKK01-FULL-PREPAID', drivers: [{ given_name: 'Wei' }] };
    const first = attemptFor(body, null);
    expect(attemptFor({ ...body }, first)).toBe(first);
    const changed = attemptFor({ ...body, flight_no: 'TG661' }, first);
    expect(changed.key).not.toBe(first.key);
    expect(changed.fingerprint).toBe(requestFingerprint({ ...body, flight_no: 'TG661' }));
  });

  it('come from getRandomValues where randomUUID is missing (plain http on a LAN address)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('zhima credit availability (spec §5)', () => {
  const config = (alipay: '0' | '1' | null, admin = { disOpen: false, whitelisted: false }) => ({
    list: alipay === null ? [] : [{ store: 'BKK01', alipay }],
    adminConfig: admin,
  });
  it('follows the store’s flag, allows a store without one, and lets the whitelist override', () => {
    expect(preAuthAllowed(config('1'), 'BKK01')).toBe(true);
    expect(preAuthAllowed(config('0'), 'BKK01')).toBe(false);
    expect(preAuthAllowed(config(null), 'BKK01')).toBe(true);
    expect(preAuthAllowed(config('1', { disOpen: true, whitelisted: false }), 'BKK01')).toBe(false);
    expect(preAuthAllowed(config('0', { disOpen: true, whitelisted: true }), 'BKK01')).toBe(true);
  });
});
