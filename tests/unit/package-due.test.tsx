import { screen } from '@testing-library/react';
import { CurrentBillProvider } from '@/components/bill/current-bill';
import { moneyText } from '@/components/money';
import { PackageDue } from '@/features/car-detail/components/package-due';
import { toPackageOffer } from '@/features/car-detail/to-site';
import { liveBill } from '@/features/booking/live-bill';
import { billFigures } from '@/lib/site/booking-flow/bill-figures';
import { DETAIL, packageOf } from './booking-fixture';
import { renderWithProviders } from './render';

/** Issue 34 item 1: the package panel says what is paid from the bill of the moment. */
describe('the package panel’s amount due', () => {
  const pkg = packageOf(DETAIL); // full protection, paid online
  const offer = toPackageOffer(pkg);
  const discounted = liveBill(DETAIL, pkg, {
    extraService: [],
    insuranceUnits: [],
    coupon: null,
    freshman: true,
  });

  it('is the package’s quote where there is no bill yet (the plan page)', () => {
    renderWithProviders(<PackageDue pkg={offer} rentDays={DETAIL.rent_days} />);
    expect(screen.getByTestId('package-due')).toHaveTextContent(moneyText(offer.payNow, 'en'));
  });

  it('follows the current bill when the first-booking discount changes it', () => {
    const paid = billFigures(discounted).payNow;
    expect(paid.amount).toBeLessThan(offer.payNow.amount);
    renderWithProviders(
      <CurrentBillProvider bill={discounted}>
        <PackageDue pkg={offer} rentDays={DETAIL.rent_days} />
      </CurrentBillProvider>,
    );
    const due = screen.getByTestId('package-due');
    expect(due).toHaveTextContent(moneyText(paid, 'en'));
    expect(due).not.toHaveTextContent(moneyText(offer.payNow, 'en'));
  });
});
