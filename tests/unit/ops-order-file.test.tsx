import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { QueryProvider } from '@/components/providers/query-provider';
import { getOrderFileQueryOptions } from '@/features/ops/api/get-order-file';
import { FileActions, FileRecords, FileState } from '@/features/ops/components/order-file';
import { toOrderFile } from '@/features/ops/to-site';
import { API_CODES } from '@/lib/api/contract/codes';
import { opsOrderFileSchema, type OpsOrderFile } from '@/lib/api/contract/ops-orders';
import type { Api } from '@/lib/site/api/transport';
import { makeQueryClient } from '@/lib/site/react-query';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { makeOrder } from '../fixtures/order';
import { server, setupMswServer } from '../msw/server';
import { resetNavigation } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();
beforeEach(() => resetNavigation());

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

/** An order's file as the API answers it: a booked order, paid at the counter, nothing done yet. */
function orderFile(overrides: Partial<OpsOrderFile> = {}): OpsOrderFile {
  const order = { ...makeOrder(), status: 'NORMAL' as const, pickup_no: null };
  return opsOrderFileSchema.parse({
    order,
    payments: [],
    ledger: [],
    refunds: [],
    changes: [],
    messages: [
      {
        id: 'a3c1e1a4-5d0b-4c53-9a57-1d7e0f2c9b10',
        kind: 'order_confirmation',
        channel: 'email',
        recipient: order.contact.email,
        status: 'sent',
        attempts: 1,
        last_error: null,
        sent_at: '2026-06-01T02:00:05.000Z',
        created_at: '2026-06-01T02:00:00.000Z',
      },
    ],
    actions: [],
    notes: [],
    can: { confirm: true, cancel: true, resend_confirmation: true, note: true },
    ...overrides,
  });
}

const never = { get: () => Promise.reject(new Error('the server render read it')) } as unknown as Api;

function renderFile(file: OpsOrderFile, lang: 'en' | 'zh' = 'en') {
  const tradeNo = file.order.trade_no;
  const prefetched = makeQueryClient();
  prefetched.setQueryData(getOrderFileQueryOptions(never, tradeNo).queryKey, toOrderFile(file));
  return renderWithProviders(
    <QueryProvider>
      <HydrationBoundary state={dehydrate(prefetched)}>
        <FileState tradeNo={tradeNo} />
        <FileActions tradeNo={tradeNo} manageRefunds />
        <FileRecords tradeNo={tradeNo} />
      </HydrationBoundary>
    </QueryProvider>,
    { lang },
  );
}

describe("an order's file in the back office", () => {
  it('confirms with a pick-up number: the answered file shows at once and the success is announced', async () => {
    const file = orderFile();
    const tradeNo = file.order.trade_no;
    const sent: URLSearchParams[] = [];
    let reads = 0;
    server.use(
      http.get('*/api/v1_1/ops/order/detail', () => {
        reads += 1;
        return ok(file);
      }),
      http.post('*/api/v1_1/ops/order/confirm', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        const confirmed = orderFile({
          order: { ...file.order, status: 'CONFIRMED', pickup_no: 'PK-2041' },
          can: { confirm: false, cancel: true, resend_confirmation: true, note: true },
          actions: [
            {
              id: '0b7f4c4e-9d7c-4f0a-8f73-2b1e3c4d5e6f',
              action: 'order_confirm',
              operator: 'Mei Lin',
              reason: null,
              before: { status: 'NORMAL' },
              after: { status: 'CONFIRMED', pickup_no: 'PK-2041' },
              detail: {},
              created_at: '2026-06-02T03:04:00.000Z',
            },
          ],
        });
        return ok({ action: 'order_confirm', from: 'NORMAL', to: 'CONFIRMED', file: confirmed });
      }),
    );
    const t = en.ops.file;
    const user = userEvent.setup();
    renderFile(file);
    const state = screen.getByRole('region', { name: t.state });
    expect(state).toHaveTextContent(en.orders.status.NORMAL);
    expect(state).toHaveTextContent(t.pickupNoPending);
    // The message sent, with its delivery state.
    const messages = screen.getByRole('region', { name: t.messages });
    expect(messages).toHaveTextContent(t.delivery.sent);

    const actions = screen.getByRole('region', { name: t.actions });
    await user.type(within(actions).getByLabelText(t.pickupNoField), 'pk-2041');
    await user.click(within(actions).getByRole('button', { name: t.confirm }));

    await waitFor(() => expect(state).toHaveTextContent(en.orders.status.CONFIRMED));
    expect(state).toHaveTextContent('PK-2041');
    expect(within(actions).getByRole('status')).toHaveTextContent(t.confirmed);
    expect(within(actions).queryByRole('button', { name: t.confirm })).toBeNull();
    // The audit trail: who, what, before → after.
    const audit = screen.getByRole('region', { name: t.audit });
    expect(audit).toHaveTextContent('Mei Lin');
    expect(audit).toHaveTextContent('status: NORMAL → CONFIRMED');
    expect(sent.map((body) => [body.get('trade_no'), body.get('pickup_no')])).toEqual([[tradeNo, 'pk-2041']]);
    // The action's answer is the file: nothing is read again.
    expect(reads).toBe(0);
  });

  it("lists the booking's changes: when, what, the totals before and after, the fee and the refund", () => {
    const file = orderFile({
      changes: [
        {
          id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
          at: '2026-06-02T03:04:00.000Z',
          changed: ['dates', 'car'],
          old_total: { payment: 31000, local: 31000 },
          new_total: { payment: 36500, local: 36500 },
          fee: { payment: 2500, local: 2500 },
          refunded: { payment: 0, local: 0 },
        },
      ],
    });
    renderFile(file);
    const t = en.ops.file;
    const changes = screen.getByRole('region', { name: t.changes });
    expect(changes).toHaveTextContent(`${t.changed.dates}, ${t.changed.car}`);
    expect(changes).toHaveTextContent('US$310.00 → US$365.00');
    expect(changes).toHaveTextContent('US$25.00');
  });

  it('shows a refused action in the page language and keeps the file as it was', async () => {
    server.use(
      http.post('*/api/v1_1/ops/order/confirm', () =>
        HttpResponse.json(
          { code: API_CODES.staff_action_refused, msg: 'refused', data: null },
          { status: 409 },
        ),
      ),
    );
    const t = zh.ops.file;
    const user = userEvent.setup();
    renderFile(orderFile(), 'zh');
    const actions = screen.getByRole('region', { name: t.actions });
    await user.click(within(actions).getByRole('button', { name: t.confirm }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(zh.errors.staff_action_refused);
    expect(within(actions).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: t.state })).toHaveTextContent(zh.orders.status.NORMAL);
  });

  it('cancels for the traveller only with a reason, in a confirmation dialog', async () => {
    const file = orderFile();
    const sent: URLSearchParams[] = [];
    server.use(
      http.post('*/api/v1_1/ops/order/cancel', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        const cancelled = orderFile({
          order: { ...file.order, status: 'CANCEL' },
          can: { confirm: false, cancel: false, resend_confirmation: false, note: true },
        });
        return ok({ action: 'order_cancel', from: 'NORMAL', to: 'CANCEL', file: cancelled });
      }),
    );
    const t = en.ops.file;
    const user = userEvent.setup();
    renderFile(file);
    await user.click(screen.getByRole('button', { name: t.cancel }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t.cancelTitle.replace('{tradeNo}', file.order.trade_no),
    });
    await user.click(within(dialog).getByRole('button', { name: t.cancelSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.ops.common.reasonRequired);
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(t.cancelReason), 'The flight was cancelled');
    await user.click(within(dialog).getByRole('button', { name: t.cancelSubmit }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('region', { name: t.state })).toHaveTextContent(en.orders.status.CANCEL);
    expect(screen.getByRole('region', { name: t.actions })).toHaveTextContent(t.cancelled);
    expect(sent[0]?.get('reason')).toBe('The flight was cancelled');
  });
});
