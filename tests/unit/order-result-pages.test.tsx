import { fireEvent, screen, within } from '@testing-library/react';
import { CardForm } from '@/features/payment/components/card-form';
import { AwaitingPayment } from '@/features/order-result/components/awaiting-payment';
import { BookingResult } from '@/features/order-result/components/booking-result';
import { OrderFetchFailed } from '@/features/order-result/components/order-fetch-failed';
import { PaymentExpired } from '@/features/order-result/components/payment-expired';
import { orderStage } from '@/lib/orders/order-stage';
import { toOrderSummary } from '@/features/order-result/to-site';
import { makeOrder } from '../fixtures/order';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

describe('which page an order belongs on', () => {
  it('sends an unpaid online booking to payment, and everything else to the result page', () => {
    const online = makeOrder({ payMethod: 'FULL_PREPAID' });
    expect(orderStage(online)).toBe('awaiting_payment');
    expect(orderStage({ ...online, status: 'EXPIRED' })).toBe('expired');
    expect(orderStage(makeOrder({ payMethod: 'FULL_PREPAID', paid: true }))).toBe('result');
    expect(orderStage(makeOrder({ payMethod: 'ARRIVAL' }))).toBe('result');
    expect(orderStage({ ...online, status: 'CANCEL' })).toBe('result');
  });

  it('links an expired booking to a new search of the same trip', () => {
    const order = makeOrder({
      store: 'LAX01',
      dropStore: 'SFO01',
      pickup: '2026-12-01 10:00',
      dropoff: '2026-12-05 09:30',
    });
    expect(toOrderSummary(order).searchAgainHref).toBe(
      '/book/LAX01-SFO01?pickup=LAX01&dropoff=SFO01&from=2026-12-01T10:00&to=2026-12-05T09:30',
    );
  });
});

describe('the result page of a booking to pay at the counter', () => {
  const order = toOrderSummary(
    makeOrder({
      store: 'LAX01',
      dropStore: 'SFO01',
      pickup: '2026-07-01 10:00',
      dropoff: '2026-07-08 09:30',
    }),
  );

  it('says it is booked and where the confirmation went, with the order number and its calendar file', () => {
    renderWithProviders(<BookingResult order={order} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your car is booked' })).toBeInTheDocument();
    expect(screen.getByText('Booked, pay at the counter')).toBeInTheDocument();
    expect(screen.getByText("We've sent a confirmation e-mail to mei.chen@example.com.")).toBeInTheDocument();
    expect(screen.getByText(order.tradeNo)).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', `/intl/en/payment/status/${order.tradeNo}/calendar.ics`);
    expect(calendar).toHaveAttribute('download', `rentcar-go-${order.tradeNo}.ics`);
  });

  it("gives each time on its store's clock and both stores' details, the return store's return instructions", () => {
    renderWithProviders(<BookingResult order={order} />);
    const trip = screen.getByRole('region', { name: 'Your trip' });
    expect(within(trip).getByText('Wed, Jul 1, 2026, 10:00 AM')).toBeInTheDocument();
    expect(within(trip).getByText('Los Angeles time')).toBeInTheDocument();
    expect(within(trip).getByText('Wed, Jul 8, 2026, 9:30 AM')).toBeInTheDocument();
    expect(within(trip).getByText('San Francisco time')).toBeInTheDocument();

    const pickup = screen.getByRole('region', { name: 'Pick-up store' });
    expect(within(pickup).getByText('Los Angeles Airport (LAX)')).toBeInTheDocument();
    expect(within(pickup).getByRole('link', { name: '+1 310-555-0142' })).toHaveAttribute(
      'href',
      'tel:+13105550142',
    );
    expect(within(pickup).getByText('How to find us')).toBeInTheDocument();
    const dropOff = screen.getByRole('region', { name: 'Return store' });
    expect(within(dropOff).getByText('San Francisco Airport (SFO)')).toBeInTheDocument();
    expect(within(dropOff).getByText('Returning the car')).toBeInTheDocument();
    expect(within(dropOff).getByText(/Rental Car Return/)).toBeInTheDocument();
  });

  it('says what is paid where: everything at the counter, the extras outside the total, the deposit', () => {
    renderWithProviders(<BookingResult order={order} />);
    const money = screen.getByRole('region', { name: 'Price and payment' });
    const row = (label: string) => within(money).getByText(label).parentElement!;
    expect(row('To pay at the counter')).toHaveTextContent('US$');
    expect(within(money).queryByText('To pay online')).not.toBeInTheDocument();
    expect(row('Payable at the store')).toHaveTextContent('US$30.00');
    expect(row('Deposit')).toHaveTextContent('US$200.00');
  });

  it('shows one store when the car goes back where it was collected, and no calendar when cancelled', () => {
    const cancelled = toOrderSummary({ ...makeOrder({ store: 'BKK01' }), status: 'CANCEL' });
    renderWithProviders(<BookingResult order={cancelled} />, { lang: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '订单已取消' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /门店/ })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: '添加到日历' })).not.toBeInTheDocument();
    expect(screen.queryByText(/确认邮件/)).not.toBeInTheDocument();
  });
});

describe('the payment page of an online booking', () => {
  const order = toOrderSummary(
    makeOrder({ store: 'BKK01', payMethod: 'FULL_PREPAID', createdAt: '2026-06-10T03:00:00.000Z' }),
  );

  it('holds the car until a time on the store clock, with the card form for the online total', () => {
    renderWithProviders(
      <AwaitingPayment
        order={{ ...order, expiresAt: order.expiresAt! }}
        serverTime={Date.parse('2026-06-10T03:10:00.000Z')}
        payment={<CardForm tradeNo={order.tradeNo} amount={order.money.online} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent('20:00');
    // 03:30 UTC is 10:30 in Bangkok.
    expect(
      screen.getByText(/holding the car for you until Jun 10, 2026, 10:30 AM \(Bangkok time\)/),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Pay by card' });
    expect(within(payment).getByRole('button', { name: /^Pay ฿/ })).toBeEnabled();
    expect(within(payment).getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  });
});

describe('an order that cannot be shown as booked', () => {
  beforeEach(() => resetNavigation());

  it('an expired booking says the car was released and searches the same trip again', () => {
    renderWithProviders(<PaymentExpired searchAgainHref="/book/BKK01?pickup=BKK01" />, { lang: 'th' });
    expect(screen.getByRole('heading', { level: 1, name: 'การจองนี้หมดอายุแล้ว' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ค้นหาใหม่' })).toHaveAttribute(
      'href',
      '/intl/th/book/BKK01?pickup=BKK01',
    );
  });

  it('an order that could not be read says so (spec §8) and tries again', () => {
    renderWithProviders(<OrderFetchFailed />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Couldn't get the order information. Please try again.",
      }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
