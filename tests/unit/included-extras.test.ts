import { toExtraOffer, toFillInRental } from '@/features/booking/to-site';
import { computeBill } from '@/lib/bill/compute';
import { billInputFromDetail } from '@/lib/bill/from-detail';
import { additionalDriversAllowed } from '@/lib/booking-rules/drivers';
import { includedUnits } from '@/lib/booking-rules/included-extras';
import { DETAIL, extraOf, fillInContext, packageOf } from './booking-fixture';

/** Issue 34 item 6: an extra the package includes is shown as included, not sold again. */
describe('an extra the package includes', () => {
  const pkg = packageOf(DETAIL); // full protection: one additional driver free of charge
  const driver = extraOf('additional_driver');

  it('is one unit when the package lists the extra among its services, none otherwise', () => {
    expect(pkg.services).toContain('additional_driver');
    expect(includedUnits(pkg.services, 'additional_driver')).toBe(1);
    expect(includedUnits(pkg.services, 'child_seat')).toBe(0);
    expect(includedUnits(['fuel_policy'], 'additional_driver')).toBe(0);
  });

  it('lets the included driver drive without buying one; each bought one adds a driver', () => {
    expect(additionalDriversAllowed(pkg.services, 0)).toBe(1);
    expect(additionalDriversAllowed(pkg.services, 2)).toBe(3);
    expect(additionalDriversAllowed(['fuel_policy'], 1)).toBe(1);
  });

  it('reaches the form as included, the other extras as not', () => {
    const rental = toFillInRental(fillInContext());
    expect(rental.extras.find((offer) => offer.code === 'additional_driver')?.included).toBe(1);
    expect(rental.extras.find((offer) => offer.code === 'child_seat')?.included).toBe(0);
    expect(toExtraOffer(driver, ['fuel_policy']).included).toBe(0);
  });

  it('is never in the bill: the bill prices only the units bought beyond it', () => {
    const bill = (quantity: number) =>
      computeBill(
        billInputFromDetail(DETAIL, pkg, {
          extras: quantity ? [{ id: driver.id, quantity }] : [],
          coupon: null,
          freshman: false,
        }),
      );
    const none = bill(0);
    expect(none.extraServiceLines).toEqual([]);
    const one = bill(1);
    expect(one.extraServiceLines.map((line) => [line.code, line.count])).toEqual([['additional_driver', 1]]);
    expect(one.notInBillPrice.local - none.notInBillPrice.local).toBe(
      Math.round(driver.rental_price.local_amount * 10 ** DETAIL.local_minor_units),
    );
  });
});
