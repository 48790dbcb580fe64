import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { QueryProvider } from '@/components/providers/query-provider';
import { getRefundQueueQueryOptions } from '@/features/ops/api/get-refund-queue';
import { RefundQueue } from '@/features/ops/components/refund-queue';
import { toRefundQueuePage } from '@/features/ops/to-site';
import { API_CODES } from '@/lib/api/contract/codes';
import { opsRefundQueueSchema } from '@/lib/api/contract/ops-orders';
import type { Api } from '@/lib/site/api/transport';
import { makeQueryClient } from '@/lib/site/react-query';
import en from '@/messages/en.json';
import { makeOrder } from '../fixtures/order';
import { server, setupMswServer } from '../msw/server';
import { resetNavigation } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();
beforeEach(() => resetNavigation());

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
const currencies = { payment: { code: 'USD', minorUnits: 2 }, local: { code: 'USD', minorUnits: 2 } };
const refund = (tradeNo: string, status: string) => ({
  trade_no: tradeNo,
  status,
  reason: 'flight_changed',
  remark: '',
  currencies,
  paid: { payment: 30_000, local: 30_000 },
  fee: { payment: 0, local: 0 },
  refund: { payment: 30_000, local: 30_000 },
  reject_reason: null,
  progress: [{ status: 'REQUEST_REFUND', at: '2026-11-28T02:00:00.000Z' }],
  can_revoke: status !== 'REFUNDING',
  created_at: '2026-11-28T02:00:00.000Z',
  pickup_at: '2026-12-20 10:00',
  store_code: 'LAX01',
  store_clock: {
    time_zone: 'America/Los_Angeles',
    city: { en: 'Los Angeles', th: 'ลอสแองเจลิส', zh: '洛杉矶', 'zh-hant': '洛杉磯' },
  },
});
const queue = (lines: { tradeNo: string; status: string; ageHours: number }[]) =>
  opsRefundQueueSchema.parse({
    list: lines.map((line) => ({
      refund: refund(line.tradeNo, line.status),
      contact_name: 'Li Wei',
      age_hours: line.ageHours,
      overdue: line.ageHours > 72,
    })),
    total: lines.length,
    page: 1,
    page_size: 20,
  });

describe('the refund queue', () => {
  it('shows each open request’s age, marks the overdue, and approves one, reading the queue again', async () => {
    const late = makeOrder().trade_no;
    const recent = `${late.slice(0, -1)}${(Number(late.at(-1)) + 1) % 10}`;
    const approved: string[] = [];
    server.use(
      http.post('*/api/v1_1/ops/refund/approve', async ({ request }) => {
        approved.push(new URLSearchParams(await request.text()).get('trade_no')!);
        return HttpResponse.json(
          { code: API_CODES.staff_action_refused, msg: 'refused', data: null },
          { status: 409 },
        );
      }),
      http.get('*/api/v1_1/ops/refund/queue', () =>
        ok(queue([{ tradeNo: recent, status: 'VERIFYING_REFUND', ageHours: 5 }])),
      ),
    );
    const prefetched = makeQueryClient();
    const never = {} as Api;
    prefetched.setQueryData(
      getRefundQueueQueryOptions(never, 'open', 1).queryKey,
      toRefundQueuePage(
        queue([
          { tradeNo: late, status: 'REQUEST_REFUND', ageHours: 77 },
          { tradeNo: recent, status: 'VERIFYING_REFUND', ageHours: 5 },
        ]),
      ),
    );
    const t = en.ops.refunds;
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <QueryProvider>
        <HydrationBoundary state={dehydrate(prefetched)}>
          <RefundQueue queue="open" page={1} />
        </HydrationBoundary>
      </QueryProvider>,
    );
    expect(screen.getByRole('link', { name: t.queue.open })).toHaveAttribute('aria-current', 'page');
    const lateRow = container.querySelector<HTMLElement>(`tr[data-trade-no="${late}"]`)!;
    const recentRow = container.querySelector<HTMLElement>(`tr[data-trade-no="${recent}"]`)!;
    expect(lateRow).toHaveTextContent('3 d 5 h ago');
    expect(within(lateRow).getByText(t.overdue)).toBeInTheDocument();
    expect(recentRow).toHaveTextContent('0 d 5 h ago');
    expect(within(recentRow).queryByText(t.overdue)).toBeNull();
    // Only the moves each status allows: a request under review is not reviewed again.
    expect(within(lateRow).getByRole('button', { name: en.ops.refundMoves.review })).toBeInTheDocument();
    expect(within(recentRow).queryByRole('button', { name: en.ops.refundMoves.review })).toBeNull();
    expect(within(lateRow).queryByRole('button', { name: en.ops.refundMoves.complete })).toBeNull();

    // A refusal is said in the catalogue's words; nothing moves.
    await user.click(within(lateRow).getByRole('button', { name: en.ops.refundMoves.approve }));
    expect(await within(lateRow).findByRole('alert')).toHaveTextContent(en.errors.staff_action_refused);
    expect(approved).toEqual([late]);

    // Accepted: announced, and the queue read again.
    server.use(
      http.post('*/api/v1_1/ops/refund/approve', () =>
        ok({
          action: 'refund_approve',
          from: 'REQUEST_REFUND',
          to: 'REFUNDING',
          file: fileAfterApproval(late),
        }),
      ),
    );
    await user.click(within(lateRow).getByRole('button', { name: en.ops.refundMoves.approve }));
    expect(
      await screen.findByText(en.ops.refundMoves.approved.replace('{tradeNo}', late)),
    ).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector(`tr[data-trade-no="${late}"]`)).toBeNull());
  });
});

function fileAfterApproval(tradeNo: string) {
  const order = { ...makeOrder(), trade_no: tradeNo, status: 'CONFIRMED', refund_status: 'REFUNDING' };
  return {
    order,
    payments: [],
    ledger: [],
    refunds: [refund(tradeNo, 'REFUNDING')],
    changes: [],
    messages: [],
    actions: [],
    notes: [],
    can: { confirm: false, cancel: false, resend_confirmation: false, note: true },
  };
}
