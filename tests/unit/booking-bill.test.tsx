import { screen, within } from '@testing-library/react';
import { BillView } from '@/components/bill/bill-view';
import { liveBill } from '@/features/booking/live-bill';
import { computeBill } from '@/lib/bill/compute';
import { BASE_RENT, CHILD_SEAT, INSURANCE, OUT_OF_HOURS, USD_BILL, YOUNG_DRIVER } from './bill-fixtures';
import { CAPTURED, DETAIL, packageOf } from './booking-fixture';
import { renderWithProviders } from './render';

describe('the page’s bill', () => {
  it('is the API’s bill for the same car detail answer and choices (extras, insurance, coupon, young driver, CNY)', () => {
    const bill = liveBill(DETAIL, packageOf(DETAIL), {
      extraService: CAPTURED.extraService,
      insuranceUnits: CAPTURED.insuranceUnits,
      coupon: CAPTURED.coupon,
      freshman: CAPTURED.freshman,
    });
    // The order's bill as GET /order/get_order_detail answered it, to the minor unit and the line.
    expect(bill).toEqual(CAPTURED.bill);
    expect(bill.otherLines.map((line) => line.code)).toContain('young_driver_fee');
    expect(bill.promotions.map((line) => line.code)).toEqual(['coupon']);
  });

  it('drops the coupon line when the coupon is removed, and the freshman discount takes its place', () => {
    const bill = liveBill(DETAIL, packageOf(DETAIL), {
      extraService: [],
      insuranceUnits: [],
      coupon: null,
      freshman: true,
    });
    expect(bill.promotions.map((line) => line.code)).toEqual(['freshman']);
    expect(bill.extraServiceLines).toEqual([]);
  });
});

describe('BillView', () => {
  it('shows the package per day × days, the other lines, discounts and the totals in both currencies', () => {
    renderWithProviders(<BillView bill={CAPTURED.bill} />, { lang: 'en' });
    const bill = screen.getByRole('table', { name: 'Your bill' });
    const packagePrice = within(bill).getByRole('row', { name: /^Package price/ });
    expect(packagePrice).toHaveTextContent(`${CAPTURED.bill.baseSetBill.rentDays} days ×`);
    // Payment currency first, the store's currency beside it.
    expect(packagePrice).toHaveTextContent(/¥[\d,.]+ \(฿[\d,.]+\)/);
    expect(within(bill).getByRole('rowheader', { name: 'Discounts' })).toBeInTheDocument();
    expect(within(bill).getByRole('row', { name: /^Total/ })).toHaveTextContent('¥1,024.59');
    expect(within(bill).getByRole('row', { name: /^Pay now online/ })).toHaveTextContent('¥1,024.59');
    // Prepaid, with extras paid at the counter: those are what the counter takes, outside the total.
    expect(within(bill).getByRole('row', { name: /^Pay at the counter/ })).toHaveTextContent(
      'including CN¥338.63 (฿1,560.00) outside the totalCN¥338.63 (฿1,560.00)',
    );
  });

  it('lists extras paid at the counter apart, outside the total', () => {
    renderWithProviders(<BillView bill={CAPTURED.bill} />, { lang: 'en' });
    const later = screen.getByRole('table', { name: /Payable later at the counter/ });
    expect(within(later).getByRole('row', { name: /Child seat/ })).toHaveTextContent('2 ×');
    expect(within(later).getByRole('row', { name: /Personal accident insurance/ })).toBeInTheDocument();
    expect(within(later).getByRole('row', { name: /^Total at the counter/ })).toHaveTextContent('¥338.63');
    const bill = screen.getByRole('table', { name: 'Your bill' });
    expect(within(bill).queryByRole('row', { name: /Child seat/ })).not.toBeInTheDocument();
  });

  it('marks the Out Of Hours Fee as payable at the counter and leaves it out of the total', () => {
    const bill = computeBill({
      payMode: 'full_prepaid',
      paymentVersion: 2,
      rentDays: 3,
      currencies: { payment: USD_BILL, local: USD_BILL },
      packageLines: [BASE_RENT, INSURANCE, YOUNG_DRIVER, OUT_OF_HOURS],
      extras: [{ offer: CHILD_SEAT, quantity: 1 }],
      coupon: null,
      freshmanRate: null,
    });
    renderWithProviders(<BillView bill={bill} />, { lang: 'en' });
    const inBill = screen.getByRole('table', { name: 'Your bill' });
    expect(within(inBill).getByRole('row', { name: /^young_driver_fee/ })).toHaveTextContent(
      '3 days × US$25.00',
    );
    // Payment version 2: extras are billed online with the package.
    expect(within(inBill).getByRole('rowheader', { name: 'Extras' })).toBeInTheDocument();
    expect(within(inBill).getByRole('row', { name: /^Total/ })).toHaveTextContent('US$294.00');
    const later = screen.getByRole('table', { name: /Payable later at the counter/ });
    expect(within(later).getByRole('row', { name: /^out_of_hours_fee/ })).toHaveTextContent('US$100.00');
  });

  it('speaks the page language', () => {
    renderWithProviders(<BillView bill={CAPTURED.bill} />, { lang: 'zh' });
    expect(screen.getByRole('table', { name: /^订单费用/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^总价/ })).toHaveTextContent('¥1,024.59');
  });
});
