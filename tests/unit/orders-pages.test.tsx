import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { ModalEntry } from '@/components/layout/modal-entry';
import { StoreDetails } from '@/components/store-details';
import { SiteModalsHost } from '@/components/layout/site-modals-host';
import { QueryProvider } from '@/components/providers/query-provider';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderAmounts, OrderFacts } from '@/features/orders/components/order-facts';
import { OrderSearchDialogForm } from '@/features/orders/components/order-search-dialog-form';
import { getOrderDetailQueryOptions } from '@/features/orders/api/get-order-detail';
import { toOrderDetail } from '@/features/orders/to-site';
import type { Api } from '@/lib/site/api/transport';
import { formatMoney } from '@/lib/i18n/format';
import { fromMinor } from '@/lib/money';
import { makeQueryClient } from '@/lib/site/react-query';
import {
  LiveOrderActions,
  LiveOrderAmounts,
  LiveOrderFacts,
} from '@/app/[region]/[lang]/order/_components/live-order-sections';
import { lookupFormSchema } from '@/lib/site/forms/order-forms';
import { orderAmounts } from '@/lib/orders/order-amounts';
import { ORDER_ACTIONS, type OrderAction } from '@/lib/orders/transitions';
import en from '@/messages/en.json';
import { makeOrder } from '../fixtures/order';
import { server, setupMswServer } from '../msw/server';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();
beforeEach(() => resetNavigation());

const LABELS: Record<OrderAction, RegExp> = {
  pay: /^Pay now$/,
  cancel: /^Cancel booking$/,
  change: /^Change booking$/,
  delete: /^Delete order$/,
  bind: /^Add to my account$/,
  apply_refund: /^Apply for a refund$/,
  revoke_refund: /^Withdraw refund request$/,
};

describe('the actions of an order page', () => {
  it.each(ORDER_ACTIONS.map((action) => [action]))('offers %s only when the order allows it', (action) => {
    renderWithProviders(
      <QueryProvider>
        <OrderActions tradeNo="260701482913570264" actions={[action]} />
      </QueryProvider>,
    );
    const region = screen.getByRole('region', { name: 'Manage this order' });
    for (const [other, label] of Object.entries(LABELS)) {
      const found = within(region).queryAllByText(label);
      expect(found, other).toHaveLength(other === action ? 1 : 0);
    }
  });

  it('shows nothing for an order with no action', () => {
    renderWithProviders(
      <QueryProvider>
        <OrderActions tradeNo="260701482913570264" actions={[]} />
      </QueryProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('links pay, the refund application and the refund progress to their pages', () => {
    renderWithProviders(
      <QueryProvider>
        <OrderActions tradeNo="260701482913570264" actions={['pay', 'apply_refund', 'revoke_refund']} />
      </QueryProvider>,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/intl/en/payment/260701482913570264',
    );
    expect(screen.getByRole('link', { name: 'Apply for a refund' })).toHaveAttribute(
      'href',
      '/intl/en/order/refund/apply/260701482913570264',
    );
    expect(screen.getByRole('button', { name: 'Withdraw refund request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund progress' })).toHaveAttribute(
      'href',
      '/intl/en/order/refund/260701482913570264',
    );
  });
});

describe('the facts of spec §3 Order', () => {
  it('words the status, payment, method, pick-up number, days and mileage', () => {
    const order = {
      ...makeOrder({ payMethod: 'FULL_PREPAID', paid: true }),
      refund_status: 'VERIFYING_REFUND' as const,
    };
    renderWithProviders(<OrderFacts order={toOrderDetail(order)} />, { lang: 'zh' });
    const facts = screen.getByRole('region', { name: '预订信息' });
    expect(facts).toHaveTextContent('已预订');
    expect(facts).toHaveTextContent('已支付');
    expect(facts).toHaveTextContent('在线支付');
    expect(facts).toHaveTextContent('门店确认预订后提供');
    expect(facts).toHaveTextContent(`${order.rent_info.rent_duration}天`);
    expect(facts).toHaveTextContent('退款审核中');
  });

  it("shows the counter's progress beside the status, on the clock of the store where it happened", () => {
    // 03:12 UTC is 10:12 in Bangkok; a return there at 08:40 UTC is 15:40.
    const picked = makeOrder({
      store: 'BKK01',
      progress: { stage: 'picked_up', at: '2026-12-02T03:12:00.000Z' },
    });
    const { unmount } = renderWithProviders(<OrderFacts order={toOrderDetail(picked)} />, { lang: 'en' });
    const row = screen.getByText('Rental progress').closest('[data-fact]');
    expect(row).toHaveTextContent(/Picked up .*10:12.*\(Bangkok time\)/);
    unmount();
    const returned = makeOrder({
      store: 'BKK01',
      progress: { stage: 'returned', at: '2026-12-04T08:40:00.000Z' },
    });
    const second = renderWithProviders(<OrderFacts order={toOrderDetail(returned)} />, { lang: 'th' });
    expect(screen.getByText('สถานะการเช่ารถ').closest('[data-fact]')).toHaveTextContent(/คืนรถแล้ว .*15:40/);
    second.unmount();
    renderWithProviders(<OrderFacts order={toOrderDetail(makeOrder({ store: 'BKK01' }))} />, { lang: 'en' });
    expect(screen.queryByText('Rental progress')).toBeNull();
  });

  it('words a limited mileage: the distance a day, its unit, the price of each extra unit in its currency', () => {
    const order = {
      ...makeOrder({ store: 'BKK01' }),
      mileage_limit: {
        unlimited: false,
        quantity: 250,
        unit: 'km' as const,
        overage_price: 4.5,
        currency: 'THB',
      },
    };
    const { unmount } = renderWithProviders(<OrderFacts order={toOrderDetail(order)} />);
    const row = (name: string) =>
      screen.getByRole('region', { name: 'Booking' }).querySelector(`[data-fact="${name}"]`) as HTMLElement;
    expect(row('mileage')).toHaveTextContent(/^Mileage limit250 km a day, then ฿4\.50 for each extra km$/);
    unmount();

    renderWithProviders(
      <OrderFacts
        order={toOrderDetail({
          ...order,
          mileage_limit: {
            ...order.mileage_limit,
            unit: 'mi',
            currency: 'USD',
            quantity: 100,
            overage_price: 0.35,
          },
        })}
      />,
      { lang: 'zh' },
    );
    const zhFacts = screen.getByRole('region', { name: '预订信息' });
    expect(zhFacts.querySelector('[data-fact="mileage"]')).toHaveTextContent(
      /^里程限制每天100英里，超出部分每英里US\$0\.35$/,
    );
  });

  it('says when the store sets the price of extra distance itself', () => {
    const order = {
      ...makeOrder(),
      mileage_limit: {
        unlimited: false,
        quantity: 150,
        unit: 'mi' as const,
        overage_price: null,
        currency: 'USD',
      },
    };
    renderWithProviders(<OrderFacts order={toOrderDetail(order)} />);
    expect(
      screen.getByText('150 miles a day, then a charge set by the store for each extra mile'),
    ).toBeInTheDocument();
  });

  it('gives the pick-up store’s opening hours, phone and instructions, and the return store’s', () => {
    const order = makeOrder({ store: 'LAX01', dropStore: 'SFO01' });
    renderWithProviders(
      <>
        <StoreDetails store={order.pickup_store} heading="Pick-up store" />
        <StoreDetails store={order.drop_off_store} heading="Return store" purpose="return" />
      </>,
    );
    const pickup = screen.getByRole('region', { name: 'Pick-up store' });
    expect(within(pickup).getByRole('link', { name: '+1 310-555-0142' })).toHaveAttribute(
      'href',
      'tel:+13105550142',
    );
    expect(within(pickup).getByRole('listitem')).toHaveTextContent('Mon–Sun 06:00–23:30');
    expect(pickup).toHaveTextContent(`How to find us${order.pickup_store.pickup_instructions.en}`);
    expect(order.pickup_store.pickup_instructions.en).toMatch(/After baggage claim/);
    const dropOff = screen.getByRole('region', { name: 'Return store' });
    expect(dropOff).toHaveTextContent(`Returning the car${order.drop_off_store.dropoff_instructions.en}`);
    expect(within(dropOff).getByRole('link', { name: order.drop_off_store.phone })).toBeInTheDocument();
  });

  it('reads the amounts from the bill: paid, estimated total, package fee, after-hours fee', () => {
    const order = makeOrder({ payMethod: 'FULL_PREPAID', paid: true });
    const amounts = orderAmounts(order.bill, true);
    expect(amounts.paid).toEqual(order.bill.onlinePrice);
    expect(amounts.estimated_total).toEqual(order.bill.totalBillPrice);
    expect(amounts.package_fee).toEqual(order.bill.baseSetBill.total);
    const afterHours = [...order.bill.baseSetBill.lines, ...order.bill.otherLines].filter(
      (line) => line.code === 'out_of_hours_fee',
    );
    expect(amounts.after_hours_fee.payment).toBe(
      afterHours.reduce((sum, line) => sum + line.total.payment, 0),
    );
    expect(orderAmounts(order.bill, false).paid).toEqual({ payment: 0, local: 0 });
    renderWithProviders(<OrderAmounts order={toOrderDetail(order)} />);
    const region = screen.getByRole('region', { name: 'Amounts' });
    for (const label of ['Amount paid', 'Estimated total', 'Package fee', 'After-hours fee']) {
      expect(region).toHaveTextContent(label);
    }
  });
});

describe('the lookup form’s rules', () => {
  const base = {
    trade_no: '260701482913570264',
    by: 'phone' as const,
    area_code: '86',
    phone: '13800138000',
    email: '',
  };
  it('takes a number and a phone, or a number and an e-mail', () => {
    expect(lookupFormSchema.safeParse(base).success).toBe(true);
    expect(
      lookupFormSchema.safeParse({ ...base, by: 'email', phone: '', email: 'a@example.com' }).success,
    ).toBe(true);
  });
  it('names the field that is wrong', () => {
    const paths = (values: object) =>
      lookupFormSchema
        .safeParse(values)
        .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(paths({ ...base, trade_no: '12ab' })).toEqual(['trade_no:invalid_trade_no']);
    expect(paths({ ...base, phone: '' })).toEqual(['phone:required']);
    expect(paths({ ...base, by: 'email', email: 'nope' })).toEqual(['email:invalid_email']);
  });
});

describe('the order-search dialog (the header’s Manage booking)', () => {
  const TRADE_NO = '260701482913570264';
  const header = () => (
    <>
      <ModalEntry name="orderSearch">{en.header.manageBooking}</ModalEntry>
      <SiteModalsHost orderSearchForm={<OrderSearchDialogForm />} />
    </>
  );

  it('holds the /query form: a mismatch says only that, a found order opens and the dialog closes', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.post('*/api/v1_1/order/query', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        asked.push(body);
        if (body.get('phone') !== '13912345678')
          return HttpResponse.json(
            { code: 1120, msg: 'order information error', data: null },
            { status: 404 },
          );
        return HttpResponse.json({ code: 200, msg: 'success', data: { trade_no: TRADE_NO } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(header());
    const opener = screen.getByRole('button', { name: en.header.manageBooking });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: en.modals.orderSearch.title });
    const f = en.orders.form;
    // The form's code loads with the dialog's first opening.
    await user.type(await within(dialog).findByRole('textbox', { name: f.tradeNo }), TRADE_NO);
    await user.clear(within(dialog).getByRole('textbox', { name: f.areaCode }));
    await user.type(within(dialog).getByRole('textbox', { name: f.areaCode }), '86');
    await user.type(within(dialog).getByRole('textbox', { name: f.phone }), '13900000000');
    await user.click(within(dialog).getByRole('button', { name: f.search }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.errors.order_info_error);
    expect(router.push).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: f.phone }));
    await user.type(within(dialog).getByRole('textbox', { name: f.phone }), '13912345678');
    await user.click(within(dialog).getByRole('button', { name: f.search }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.push).toHaveBeenCalledWith(`/order/search/${TRADE_NO}`);
    expect(asked.map((body) => [body.get('trade_no'), body.get('area_code'), body.get('phone')])).toEqual([
      [TRADE_NO, '86', '13900000000'],
      [TRADE_NO, '86', '13912345678'],
    ]);
    // The dialog's focus handling is kept: the focus goes back to the header's button.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('offers forgot-number inside the dialog, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(header());
    await user.click(screen.getByRole('button', { name: en.header.manageBooking }));
    const dialog = await screen.findByRole('dialog', { name: en.modals.orderSearch.title });
    const forgot = await within(dialog).findByRole('button', { name: en.orders.form.forgotLink });
    await user.click(forgot);
    expect(forgot).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('region', { name: en.orders.forgot.title })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: en.orders.forgot.submit })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the order page’s parts that an action changes', () => {
  it('show the order the server put in react-query, and follow it when a cancel invalidates it', async () => {
    const booked = { ...makeOrder({ payMethod: 'ARRIVAL' }), actions: ['cancel' as const] };
    const tradeNo = booked.trade_no;
    const reads: string[] = [];
    const cancels: string[] = [];
    server.use(
      http.get('*/api/v1_1/order/get_order_detail', ({ request }) => {
        reads.push(new URL(request.url).searchParams.get('trade_no')!);
        const cancelled = { ...booked, status: 'CANCEL', actions: ['delete'] };
        return HttpResponse.json({ code: 200, msg: 'success', data: cancelled });
      }),
      http.post('*/api/v1_1/order/cancel', async ({ request }) => {
        cancels.push(new URLSearchParams(await request.text()).get('trade_no')!);
        return HttpResponse.json({ code: 200, msg: 'success', data: { trade_no: tradeNo } });
      }),
    );
    // What the page's server render does: the order it read, under the browser query's key.
    const prefetched = makeQueryClient();
    const never = {
      get: () => Promise.reject(new Error('the server render does not read again')),
    } as unknown as Api;
    prefetched.setQueryData(getOrderDetailQueryOptions(never, tradeNo).queryKey, toOrderDetail(booked));
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <HydrationBoundary state={dehydrate(prefetched)}>
          <LiveOrderActions tradeNo={tradeNo} />
          <LiveOrderFacts tradeNo={tradeNo} />
        </HydrationBoundary>
      </QueryProvider>,
    );
    const o = en.orders;
    const facts = screen.getByRole('region', { name: o.detail.factsTitle });
    expect(facts).toHaveTextContent(o.status.NORMAL);
    // Hydrated: nothing is read again on the way in.
    expect(reads).toEqual([]);

    const actions = screen.getByRole('region', { name: o.actions.title });
    await user.click(within(actions).getByRole('button', { name: o.actions.cancel }));
    await user.click(await screen.findByRole('button', { name: o.actions.cancelConfirm }));
    await waitFor(() => expect(facts).toHaveTextContent(o.status.CANCEL));
    expect(within(actions).getByRole('button', { name: o.actions.delete })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: o.actions.cancel })).toBeNull();
    expect(cancels).toEqual([tradeNo]);
    expect(reads).toEqual([tradeNo]);
    // Through react-query, not a server refresh of the page.
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('the amounts of an order whose refund is complete', () => {
  it('show what was refunded beside what was paid', async () => {
    const paid = makeOrder({ payMethod: 'FULL_PREPAID', paid: true });
    const order = { ...paid, status: 'CANCEL' as const, refund_status: 'COMPLETE_REFUND' as const };
    const { currencies } = order.bill;
    const refunded = {
      payment: Math.round(order.amounts.paid.payment * 0.8),
      local: Math.round(order.amounts.paid.local * 0.8),
    };
    const fee = {
      payment: order.amounts.paid.payment - refunded.payment,
      local: order.amounts.paid.local - refunded.local,
    };
    server.use(
      http.get('*/api/v1_1/refund/get_refund_detail', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            trade_no: order.trade_no,
            status: 'COMPLETE_REFUND',
            reason: 'flight_changed',
            remark: '',
            currencies: { payment: currencies.payment, local: currencies.local },
            paid: order.amounts.paid,
            fee,
            refund: refunded,
            reject_reason: null,
            progress: [{ status: 'COMPLETE_REFUND', at: '2026-06-20T02:00:00.000Z' }],
            can_revoke: false,
            created_at: '2026-06-19T02:00:00.000Z',
            pickup_at: '2026-07-01 10:00',
            store_code: 'LAX01',
            store_clock: {
              time_zone: 'America/Los_Angeles',
              city: { en: 'Los Angeles', th: 'ลอสแองเจลิส', zh: '洛杉矶', 'zh-hant': '洛杉磯' },
            },
          },
        }),
      ),
    );
    const prefetched = makeQueryClient();
    const never = { get: () => Promise.reject(new Error('not read again')) } as unknown as Api;
    prefetched.setQueryData(getOrderDetailQueryOptions(never, order.trade_no).queryKey, toOrderDetail(order));
    renderWithProviders(
      <QueryProvider>
        <HydrationBoundary state={dehydrate(prefetched)}>
          <LiveOrderAmounts tradeNo={order.trade_no} />
        </HydrationBoundary>
      </QueryProvider>,
    );
    const region = screen.getByRole('region', { name: 'Amounts' });
    const row = (key: string) => region.querySelector(`[data-amount="${key}"]`);
    const money = (value: { payment: number; local: number }) =>
      formatMoney(fromMinor(value.payment, currencies.payment.minorUnits), currencies.payment.code, 'en');
    expect(row('paid')).toHaveTextContent(`Amount paid${money(order.amounts.paid)}`);
    await waitFor(() => expect(row('refunded')).toHaveTextContent(`Amount refunded${money(refunded)}`));
  });

  it('show no refunded row, and read no refund, while a refund is not complete', async () => {
    const order = {
      ...makeOrder({ payMethod: 'FULL_PREPAID', paid: true }),
      refund_status: 'REFUNDING' as const,
    };
    const prefetched = makeQueryClient();
    const never = { get: () => Promise.reject(new Error('not read again')) } as unknown as Api;
    prefetched.setQueryData(getOrderDetailQueryOptions(never, order.trade_no).queryKey, toOrderDetail(order));
    let refundReads = 0;
    server.use(
      http.get('*/api/v1_1/refund/get_refund_detail', () => {
        refundReads += 1;
        return HttpResponse.json({ code: 404, msg: 'not found', data: null }, { status: 404 });
      }),
    );
    renderWithProviders(
      <QueryProvider>
        <HydrationBoundary state={dehydrate(prefetched)}>
          <LiveOrderAmounts tradeNo={order.trade_no} />
        </HydrationBoundary>
      </QueryProvider>,
    );
    const region = screen.getByRole('region', { name: 'Amounts' });
    expect(region.querySelector('[data-amount="paid"]')).not.toBeNull();
    expect(region.querySelector('[data-amount="refunded"]')).toBeNull();
    // Nothing to read while the money is not back yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refundReads).toBe(0);
  });
});
