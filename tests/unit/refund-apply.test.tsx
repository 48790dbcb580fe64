import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryProvider } from '@/components/providers/query-provider';
import { RefundApply } from '@/features/refunds/components/refund-apply';
import { RefundProgress } from '@/features/refunds/components/refund-progress';
import { RefundList } from '@/features/refunds/components/refund-list';
import type { Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zhHant from '@/messages/zh-hant.json';
import zh from '@/messages/zh.json';
import { server, setupMswServer } from '../msw/server';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();
beforeEach(() => resetNavigation());

const TRADE_NO = '202611240001234567';
const currencies = {
  payment: { code: 'USD', minorUnits: 2 },
  local: { code: 'THB', minorUnits: 2 },
};
/** The pick-up store's clock: Bangkok, UTC+7 all year. */
const BANGKOK = {
  time_zone: 'Asia/Bangkok',
  city: { en: 'Bangkok', th: 'กรุงเทพฯ', zh: '曼谷', 'zh-hant': '曼谷' },
};
const quote = {
  trade_no: TRADE_NO,
  currencies,
  paid: { payment: 30_000, local: 1_050_000 },
  fee: { payment: 0, local: 0 },
  refund: { payment: 30_000, local: 1_050_000 },
  free_until: { at: '2030-03-07T03:00:00.000Z', local: '2030-03-07 10:00', time_zone: 'Asia/Bangkok' },
  can_apply: true,
  store_clock: BANGKOK,
};
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
const refund = (status: string, extra: Record<string, unknown> = {}) => ({
  trade_no: TRADE_NO,
  status,
  reason: 'flight_changed',
  remark: '',
  currencies,
  paid: quote.paid,
  fee: quote.fee,
  refund: quote.refund,
  reject_reason: null,
  progress: [{ status: 'REQUEST_REFUND', at: '2030-03-01T02:00:00.000Z' }],
  can_revoke: true,
  created_at: '2030-03-01T02:00:00.000Z',
  pickup_at: '2030-03-10 10:00',
  store_code: 'BKK01',
  store_clock: BANGKOK,
  ...extra,
});

describe('the refund application page', () => {
  it('shows paid, fee, refund and free cancellation, needs a reason, then sends it and opens the progress', async () => {
    const sent: URLSearchParams[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.get('*/api/v1_1/refund/get_refund_quote', () => ok(quote)),
      http.post('*/api/v1_1/refund/apply', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        keys.push(request.headers.get('Idempotency-Key'));
        return ok(refund('REQUEST_REFUND'));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <RefundApply tradeNo={TRADE_NO} />
      </QueryProvider>,
    );
    const t = en.refunds;
    const amounts = await screen.findByText(t.amounts.paid);
    const list = amounts.closest('dl')!;
    expect(within(list).getAllByText(/US\$300\.00/)).toHaveLength(2);
    expect(within(list).getByText('US$0.00')).toBeInTheDocument();
    // On the store's clock (Bangkok, UTC+7): 10:00 on 7 March, the city named.
    expect(
      screen.getByText('Free cancellation until Mar 7, 2030, 10:00 AM (Bangkok time)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.apply.submit }));
    expect(await screen.findByText(t.apply.reasonRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: new RegExp(t.apply.reason) }));
    await user.click(await screen.findByRole('option', { name: t.reasons.flight_changed }));
    await user.type(screen.getByLabelText(t.apply.remark), 'Moved to Friday');
    expect(screen.getByText('15 / 500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.apply.submit }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/order/refund/${TRADE_NO}`));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      trade_no: TRADE_NO,
      reason: 'flight_changed',
      remark: 'Moved to Friday',
    });
    expect(keys[0]).toMatch(/^[\w-]{16,128}$/);
  });

  it('says when a refund cannot be requested, in Chinese', async () => {
    server.use(http.get('*/api/v1_1/refund/get_refund_quote', () => ok({ ...quote, can_apply: false })));
    renderWithProviders(
      <QueryProvider>
        <RefundApply tradeNo={TRADE_NO} />
      </QueryProvider>,
      { lang: 'zh' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(zh.refunds.apply.notAllowed);
    expect(screen.queryByRole('button', { name: zh.refunds.apply.submit })).toBeNull();
  });
});

describe('the refund progress page', () => {
  it('shows each step with its time, the review note, and withdraws', async () => {
    server.use(
      http.get('*/api/v1_1/refund/get_refund_detail', () => ok(refund('REQUEST_REFUND'))),
      http.post('*/api/v1_1/refund/revoke', () =>
        ok(
          refund('REVOKED', {
            can_revoke: false,
            progress: [
              { status: 'REQUEST_REFUND', at: '2030-03-01T02:00:00.000Z' },
              { status: 'REVOKED', at: '2030-03-01T03:00:00.000Z' },
            ],
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <RefundProgress tradeNo={TRADE_NO} />
      </QueryProvider>,
    );
    const t = en.refunds;
    const steps = await screen.findByRole('list', { name: t.progress.steps });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(t.status.REQUEST_REFUND),
      `${t.status.VERIFYING_REFUND}${t.progress.notYet}`,
      `${t.status.REFUNDING}${t.progress.notYet}`,
      `${t.status.COMPLETE_REFUND}${t.progress.notYet}`,
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(t.progress.review)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.progress.revoke }));
    expect(await screen.findByText(t.progress.withdrawn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.progress.revoke })).toBeNull();
    expect(screen.getByRole('link', { name: t.progress.applyAgain })).toBeInTheDocument();
  });

  it('shows the review as skipped, not as still to come, when customer service approved at once', async () => {
    server.use(
      http.get('*/api/v1_1/refund/get_refund_detail', () =>
        ok(
          refund('REFUNDING', {
            can_revoke: false,
            progress: [
              { status: 'REQUEST_REFUND', at: '2030-03-01T02:00:00.000Z' },
              { status: 'REFUNDING', at: '2030-03-01T04:00:00.000Z' },
            ],
          }),
        ),
      ),
    );
    renderWithProviders(
      <QueryProvider>
        <RefundProgress tradeNo={TRADE_NO} />
      </QueryProvider>,
    );
    const t = en.refunds;
    const steps = await screen.findByRole('list', { name: t.progress.steps });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(t.status.REQUEST_REFUND),
      `${t.status.VERIFYING_REFUND}${t.progress.skipped}`,
      expect.stringContaining(t.status.REFUNDING),
      `${t.status.COMPLETE_REFUND}${t.progress.notYet}`,
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveTextContent(t.progress.notYet);
  });

  it("shows customer service's reason for a declined refund", async () => {
    server.use(
      http.get('*/api/v1_1/refund/get_refund_detail', () =>
        ok(refund('REJECTED', { can_revoke: false, reject_reason: 'The car was already picked up.' })),
      ),
    );
    renderWithProviders(
      <QueryProvider>
        <RefundProgress tradeNo={TRADE_NO} />
      </QueryProvider>,
    );
    expect(await screen.findByText('Reason: The car was already picked up.')).toBeInTheDocument();
  });
});

describe('the refund times', () => {
  // 20:00 UTC on 1 March is 03:00 on 2 March in Bangkok: a browser on UTC (or anywhere west of
  // Bangkok) would read the request a day early, before a booking made that Bangkok morning.
  const requested = '2030-03-01T20:00:00.000Z';
  const onBangkokClock: Record<Lang, { requested: string; freeUntil: string }> = {
    en: {
      requested: 'Mar 2, 2030, 3:00 AM (Bangkok time)',
      freeUntil: 'Free cancellation until Mar 7, 2030, 10:00 AM (Bangkok time)',
    },
    th: {
      requested: '2 มี.ค. 2030 3:00 (เวลากรุงเทพฯ)',
      freeUntil: 'ยกเลิกฟรีได้ถึง 7 มี.ค. 2030 10:00 (เวลากรุงเทพฯ)',
    },
    zh: {
      requested: '2030年3月2日 3:00（曼谷时间）',
      freeUntil: '2030年3月7日 10:00（曼谷时间）前可免费取消',
    },
    'zh-hant': {
      requested: '2030年3月2日 上午3:00（曼谷時間）',
      freeUntil: '2030年3月7日 上午10:00（曼谷時間）前可免費取消',
    },
  };
  const langs = Object.keys(onBangkokClock) as Lang[];

  it.each(langs)(
    'are on the pick-up store clock with its city named on the progress page (%s)',
    async (lang) => {
      server.use(
        http.get('*/api/v1_1/refund/get_refund_detail', () =>
          ok(refund('REQUEST_REFUND', { progress: [{ status: 'REQUEST_REFUND', at: requested }] })),
        ),
      );
      renderWithProviders(
        <QueryProvider>
          <RefundProgress tradeNo={TRADE_NO} />
        </QueryProvider>,
        { lang },
      );
      const steps = await screen.findByRole('list');
      expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(onBangkokClock[lang].requested);
    },
  );

  it.each(langs)('are on the pick-up store clock in "my refunds" (%s)', async (lang) => {
    server.use(
      http.get('*/api/v1_1/refund/get_refund_list', () =>
        ok({ list: [refund('REQUEST_REFUND', { created_at: requested })], page: 1, page_size: 10, total: 1 }),
      ),
    );
    renderWithProviders(
      <QueryProvider>
        <RefundList />
      </QueryProvider>,
      { lang },
    );
    const requestedText = { en, th, zh, 'zh-hant': zhHant }[lang].refunds.list.requested;
    expect(
      await screen.findByText(requestedText.replace('{when}', onBangkokClock[lang].requested)),
    ).toBeInTheDocument();
  });

  it.each(langs)('say until when cancelling is free on the store clock (%s)', async (lang) => {
    server.use(http.get('*/api/v1_1/refund/get_refund_quote', () => ok(quote)));
    renderWithProviders(
      <QueryProvider>
        <RefundApply tradeNo={TRADE_NO} />
      </QueryProvider>,
      { lang },
    );
    expect(await screen.findByText(onBangkokClock[lang].freeUntil)).toBeInTheDocument();
  });
});
