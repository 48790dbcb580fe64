import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryProvider } from '@/components/providers/query-provider';
import { changeRequest, initialValues } from '@/features/order-change/change-body';
import { carChoices, packageChoices } from '@/features/order-change/choices';
import { ChangeForm } from '@/features/order-change/components/change-form';
import { toOrderToChange } from '@/features/order-change/to-site';
import { ChangeTerms } from '@/features/orders/components/change-terms';
import { toOrderDetail } from '@/features/orders/to-site';
import type { Bill } from '@/lib/api/contract/bill';
import type { Order } from '@/lib/api/contract/booking';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { makeOrder } from '../fixtures/order';
import { server, setupMswServer } from '../msw/server';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();
beforeEach(() => resetNavigation());

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
const refused = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null }, { status: 409 });

/** The fixture's order with the actions the API would answer ('change' by default). */
const withActions = (order: ReturnType<typeof makeOrder>, actions: Order['actions'] = ['change']): Order => ({
  ...order,
  actions,
});
const arrivalOrder = () => withActions(makeOrder({ payMethod: 'ARRIVAL', changes: { fee: '0' } }));

/** The booking's bill with its rent a day longer: the quote of moving the return a day later. */
function longerBill(bill: Bill): Bill {
  const more = { payment: 5_000, local: 5_000 };
  const add = (a: Bill['totalBillPrice']) => ({
    payment: a.payment + more.payment,
    local: a.local + more.local,
  });
  return {
    ...bill,
    totalBillPrice: add(bill.totalBillPrice),
    offlinePrice: add(bill.offlinePrice),
  };
}

function quoteOf(order: Order) {
  const newBill = longerBill(order.bill);
  return {
    trade_no: order.trade_no,
    changed: ['dates'],
    old_bill: order.bill,
    new_bill: newBill,
    difference: { payment: 5_000, local: 5_000 },
    fee: { payment: 0, local: 0 },
    money: {
      paid: { payment: 0, local: 0 },
      to_pay_online: { payment: 0, local: 0 },
      to_refund: { payment: 0, local: 0 },
      at_counter: newBill.offlinePrice,
    },
    rent_info: {
      pickup_location: order.rent_info.pickup_location,
      drop_off_location: order.rent_info.drop_off_location,
      pickup_date_time: order.rent_info.pickup_date_time,
      drop_off_date_time: order.rent_info.drop_off_date_time,
    },
    sku_id: order.car.product_id,
    package_code: order.package.package_code_origin,
    search_token: 'token-1',
    expires_at: '2030-01-01T00:00:00.000Z',
    change_deadline: order.changes.deadline,
  };
}

describe('the change request', () => {
  const order = toOrderToChange(arrivalOrder());

  it('sends only what differs, both times when one moves, and the booked flight as it is', () => {
    const values = initialValues(order);
    expect(changeRequest(order, values)).toEqual({ trade_no: order.tradeNo, flight_no: 'CX880' });
    const [date = ''] = order.dropOffWall.split(' ');
    const moved = changeRequest(order, { ...values, dropOffTime: '15:30', contactName: ' Chen Mei ' });
    expect(moved).toEqual({
      trade_no: order.tradeNo,
      pickup_date_time: order.pickupWall,
      drop_off_date_time: `${date} 15:30`,
      flight_no: 'CX880',
    });
  });

  it('sends the whole list of extras when a quantity changes, and none left as an empty list', () => {
    const withSeat = { ...order, extras: { 7: 1 } };
    const values = initialValues(withSeat);
    expect(changeRequest(withSeat, { ...values, extras: { 7: 0 } }).extra_service).toEqual([]);
    expect(changeRequest(withSeat, { ...values, extras: { 7: 1, 9: 2 } }).extra_service).toEqual([
      { id: 7, quantity: 1 },
      { id: 9, quantity: 2 },
    ]);
    expect(changeRequest(withSeat, values).extra_service).toBeUndefined();
  });

  it('sends the whole list of drivers, trimmed, only when a driver differs', () => {
    const values = initialValues(order);
    expect(changeRequest(order, values).drivers).toBeUndefined();
    const second = {
      given_name: ' Mei ',
      sur_name: 'Chen',
      birthday: '1990-04-02',
      driver_license_type: 'hk' as const,
    };
    const added = changeRequest(order, { ...values, drivers: [...values.drivers, second] });
    expect(added.drivers).toEqual([...order.drivers, { ...second, given_name: 'Mei' }]);
  });

  it('adds an additional driver on the change page and asks the quote for both (Traditional Chinese)', async () => {
    const booked = arrivalOrder();
    const quotes: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1_1/car/get_car_list', () => refused(-1, 'params error')),
      http.post('*/api/v1_1/order/change/quote', async ({ request }) => {
        quotes.push(new URLSearchParams(await request.text()));
        return ok({ ...quoteOf(booked), changed: ['drivers'] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <ChangeForm
          order={toOrderToChange(booked)}
          dropOffStores={[{ code: 'LAX01', name: 'Los Angeles' }]}
        />
      </QueryProvider>,
      { lang: 'zh-hant' },
    );
    const b = zhHant.booking;
    const drivers = screen.getByTestId('change-drivers');
    await user.click(within(drivers).getByRole('button', { name: b.drivers.add }));
    const added = within(drivers).getByRole('group', { name: b.drivers.additional.replace('{number}', '1') });
    await user.type(within(added).getByLabelText(b.labels.given_name), 'MEI');
    await user.type(within(added).getByLabelText(b.labels.sur_name), 'CHEN');
    await user.type(within(added).getByLabelText(b.labels.birthday), '1990-04-02');
    await user.selectOptions(within(added).getByLabelText(b.labels.driver_license_type), 'hk');
    await user.click(screen.getByRole('button', { name: zhHant.orders.change.form.seePrice }));
    await screen.findByRole('region', { name: zhHant.orders.change.quote.title });
    const sent = JSON.parse(quotes[0]!.get('drivers')!) as {
      given_name: string;
      driver_license_type: string;
    }[];
    expect(sent).toHaveLength(booked.drivers.length + 1);
    expect(sent.at(-1)).toMatchObject({ given_name: 'MEI', sur_name: 'CHEN', driver_license_type: 'hk' });
  });

  it('offers the booked car first, and packages paid the way the booking is', () => {
    const offer = {
      cars: [
        { skuId: 300, name: 'Ford Explorer', category: 'suv', packages: ['PROTECT-ARR', 'PROTECT-PRE'] },
        { skuId: order.car.skuId, name: 'Toyota Corolla', category: 'compact', packages: ['PROTECT-ARR'] },
      ],
      packages: [
        {
          code: 'PROTECT-PRE',
          planGroup: 'basic_protection' as const,
          payMode: 'full_prepaid' as const,
        },
        {
          code: 'PROTECT-ARR',
          planGroup: 'basic_protection' as const,
          payMode: 'arrival' as const,
        },
      ],
      extras: [],
    };
    expect(carChoices(order, offer).map((car) => car.skuId)).toEqual([order.car.skuId, 300]);
    expect(packageChoices(order, offer, 300).map((pkg) => pkg.code)).toEqual(['PROTECT-ARR']);
  });
});

describe('the change terms on the order page', () => {
  it('gives the deadline on the store clock, the fee in its currency, and that a change was made', () => {
    const order = withActions(
      makeOrder({ changes: { fee: '25', count: 1, last_at: '2026-07-01T02:00:00.000Z' } }),
    );
    renderWithProviders(<ChangeTerms order={toOrderDetail(order)} />);
    const terms = screen.getByRole('region', { name: en.orders.change.terms.title });
    expect(within(terms).getByText(/You can change the dates/)).toBeVisible();
    expect(within(terms).getByText('Each change costs US$25.00.')).toBeVisible();
    expect(within(terms).getByText(/This booking was changed on/)).toBeVisible();
    expect(within(terms).getByText(en.orders.change.terms.never)).toBeVisible();
  });

  it('says a booking past its deadline can no longer be changed, and a free one is free (Chinese)', () => {
    renderWithProviders(<ChangeTerms order={toOrderDetail(makeOrder({ changes: { fee: '0' } }))} />, {
      lang: 'zh',
    });
    expect(screen.getByText(zh.orders.change.terms.closed)).toBeVisible();
    expect(screen.getByText(zh.orders.change.terms.free)).toBeVisible();
  });
});

describe('the change page', () => {
  it('prices the change, shows both bills and the counter total, and confirms it once with one key', async () => {
    const order = arrivalOrder();
    const quotes: URLSearchParams[] = [];
    const confirms: { body: URLSearchParams; key: string | null }[] = [];
    server.use(
      http.get('*/api/v1_1/car/get_car_list', () => refused(-1, 'params error')),
      http.post('*/api/v1_1/order/change/quote', async ({ request }) => {
        quotes.push(new URLSearchParams(await request.text()));
        return ok(quoteOf(order));
      }),
      http.post('*/api/v1_1/order/change/confirm', async ({ request }) => {
        confirms.push({
          body: new URLSearchParams(await request.text()),
          key: request.headers.get('Idempotency-Key'),
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok({
          trade_no: order.trade_no,
          change_id: 'c1',
          status: 'applied',
          sequence: 1,
          total: quoteOf(order).new_bill.totalBillPrice,
          refunded: { payment: 0, local: 0 },
          to_pay_online: { payment: 0, local: 0 },
          pay_by: null,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <ChangeForm order={toOrderToChange(order)} dropOffStores={[{ code: 'LAX01', name: 'Los Angeles' }]} />
      </QueryProvider>,
    );
    const t = en.orders.change;
    // The car list failing leaves the booked car and the rest of the form.
    expect(await screen.findByText(t.form.carsFailed)).toBeVisible();
    await user.clear(screen.getByLabelText(t.form.dropOffTime));
    await user.type(screen.getByLabelText(t.form.dropOffTime), '15:30');
    await user.click(screen.getByRole('button', { name: t.form.seePrice }));

    const quote = await screen.findByRole('region', { name: t.quote.title });
    expect(quotes).toHaveLength(1);
    expect(quotes[0]!.get('drop_off_date_time')).toMatch(/ 15:30$/);
    expect(quotes[0]!.has('sku_id')).toBe(false);
    expect(within(quote).getByText(t.quote.oldBill)).toBeVisible();
    expect(within(quote).getByText(t.quote.newBill)).toBeVisible();
    expect(within(quote).getByText(t.quote.atCounter)).toBeVisible();
    expect(within(quote).getByText(/dates and times/)).toBeVisible();

    const confirm = within(quote).getByRole('button', { name: t.quote.confirm });
    await user.dblClick(confirm);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/order/${order.trade_no}`));
    expect(new Set(confirms.map((call) => call.key)).size).toBe(1);
    expect(confirms[0]!.body.get('search_token')).toBe('token-1');
    expect(confirms[0]!.body.get('expected_total')).toBe(
      String(quoteOf(order).new_bill.totalBillPrice.payment),
    );
  });

  it('tells a refusal in its own words and changes nothing on screen', async () => {
    const order = arrivalOrder();
    server.use(
      http.get('*/api/v1_1/car/get_car_list', () => refused(-1, 'params error')),
      http.post('*/api/v1_1/order/change/quote', () => ok(quoteOf(order))),
      http.post('*/api/v1_1/order/change/confirm', () => refused(1001, 'out_of_stock')),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <ChangeForm order={toOrderToChange(order)} dropOffStores={[{ code: 'LAX01', name: 'Los Angeles' }]} />
      </QueryProvider>,
      { lang: 'zh' },
    );
    const t = zh.orders.change;
    await user.clear(screen.getByLabelText(t.form.dropOffTime));
    await user.type(screen.getByLabelText(t.form.dropOffTime), '15:30');
    await user.click(screen.getByRole('button', { name: t.form.seePrice }));
    const quote = await screen.findByRole('region', { name: t.quote.title });
    await user.click(within(quote).getByRole('button', { name: t.quote.confirm }));
    expect(await within(quote).findByRole('alert')).toHaveTextContent(zh.errors.out_of_stock);
    expect(screen.getByRole('region', { name: t.quote.title })).toBeVisible();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('on a paid booking that costs more, says the difference is paid next and goes on to pay it (Thai)', async () => {
    const order = withActions(makeOrder({ paid: true, payMethod: 'FULL_PREPAID' }));
    const paidQuote = () => {
      const quote = quoteOf(order);
      return {
        ...quote,
        money: {
          ...quote.money,
          paid: order.bill.onlinePrice,
          to_pay_online: { payment: 5_000, local: 5_000 },
        },
      };
    };
    server.use(
      http.get('*/api/v1_1/car/get_car_list', () => refused(-1, 'params error')),
      http.post('*/api/v1_1/order/change/quote', () => ok(paidQuote())),
      http.post('*/api/v1_1/order/change/confirm', () =>
        ok({
          trade_no: order.trade_no,
          change_id: 'c2',
          status: 'awaiting_payment',
          sequence: 0,
          total: paidQuote().new_bill.totalBillPrice,
          refunded: { payment: 0, local: 0 },
          to_pay_online: { payment: 5_000, local: 5_000 },
          pay_by: '2030-01-01T00:30:00.000Z',
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <ChangeForm order={toOrderToChange(order)} dropOffStores={[{ code: 'LAX01', name: 'Los Angeles' }]} />
      </QueryProvider>,
      { lang: 'th' },
    );
    const t = th.orders.change;
    await user.clear(screen.getByLabelText(t.form.dropOffTime));
    await user.type(screen.getByLabelText(t.form.dropOffTime), '15:30');
    await user.click(screen.getByRole('button', { name: t.form.seePrice }));
    const quote = await screen.findByRole('region', { name: t.quote.title });
    expect(within(quote).getByText(t.quote.payNext)).toBeVisible();
    await user.click(within(quote).getByRole('button', { name: t.quote.confirmAndPay }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment/${order.trade_no}`));
  });

  it('on the order page, a change waiting for its difference says what and by when, and links to pay it', () => {
    const base = makeOrder({ paid: true });
    const order = withActions(
      makeOrder({
        paid: true,
        changes: {
          awaiting: {
            change_id: 'c2',
            changed: ['dates'],
            to_pay_online: { payment: 5_000, local: 5_000 },
            new_total: base.bill.totalBillPrice,
            pay_by: '2026-06-20T17:30:00.000Z',
          },
        },
      }),
    );
    renderWithProviders(<ChangeTerms order={toOrderDetail(order)} />);
    const notice = screen.getByTestId('change-awaiting-payment');
    // 17:30 UTC is 10:30 in Los Angeles (summer time).
    expect(notice).toHaveTextContent(/US\$50\.00.*10:30/);
    expect(within(notice).getByRole('link', { name: en.orders.change.terms.payDifference })).toHaveAttribute(
      'href',
      expect.stringContaining(`/payment/${order.trade_no}`),
    );
  });
});
