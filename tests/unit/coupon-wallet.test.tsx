import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryProvider } from '@/components/providers/query-provider';
import { CouponWallet } from '@/features/coupons/components/coupon-wallet';
import type { WalletCoupon } from '@/lib/api/contract/coupons';
import type { Lang } from '@/lib/i18n/locales';
import { server, setupMswServer } from '../msw/server';
import { renderWithProviders } from './render';

setupMswServer();

const LAZY = { timeout: 15_000 };

const coupon = (
  code: string,
  status: WalletCoupon['status'],
  more: Partial<WalletCoupon> = {},
): WalletCoupon => ({
  code,
  status,
  kind: 'percent',
  percent: 10,
  amount: null,
  description: `${code} rule`,
  less_limit: { amount: 100, currency: 'USD' },
  countries: [],
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2027-12-31T23:59:59.000Z',
  added_at: '2026-03-01T00:00:00.000Z',
  used_at: null,
  ...more,
});

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

/** A wallet the msw API keeps: the list reads it, an add of ROADTRIP20 puts a coupon in it. */
function walletApi(initial: WalletCoupon[]) {
  const list = [...initial];
  const added: string[] = [];
  server.use(
    http.get('*/api/v1_1/user/coupon/list', () => ok({ list })),
    http.post('*/api/v1_1/user/coupon/add', async ({ request }) => {
      const code = new URLSearchParams(await request.text()).get('code') ?? '';
      added.push(code);
      if (code !== 'ROADTRIP20') {
        return HttpResponse.json({ code: 1010, msg: 'incorrect', data: null }, { status: 422 });
      }
      const fresh = coupon('ROADTRIP20', 'valid', {
        kind: 'amount',
        percent: null,
        amount: { amount: 20, currency: 'USD' },
        description: 'US$20 off',
        less_limit: { amount: 50, currency: 'USD' },
      });
      list.unshift(fresh);
      return ok({ coupon: fresh });
    }),
  );
  return { added };
}

const renderWallet = (lang: Lang = 'en') =>
  renderWithProviders(
    <QueryProvider>
      <CouponWallet />
    </QueryProvider>,
    { lang, userId: 'u_test' },
  );

describe('the coupon wallet page', () => {
  it('lists coupons by status with their discount, rule, lower limit and validity', async () => {
    walletApi([
      coupon('WELCOME10', 'valid'),
      coupon('THAI500', 'used', {
        kind: 'amount',
        percent: null,
        amount: { amount: 500, currency: 'THB' },
        less_limit: { amount: 3000, currency: 'THB' },
        used_at: '2026-05-02T10:00:00.000Z',
      }),
      coupon('SUMMER2025', 'expired'),
    ]);
    const user = userEvent.setup();
    renderWallet();
    const available = await screen.findByRole('tab', { name: 'Available (1)' }, LAZY);
    expect(available).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: '10% off' });
    expect(within(card).getByText('WELCOME10 rule')).toBeInTheDocument();
    expect(within(card).getByText('For base package prices over US$100.00')).toBeInTheDocument();
    expect(within(card).getByText('Valid Jan 1, 2026 – Dec 31, 2027')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Used (1)' }));
    const used = screen.getByRole('article', { name: '฿500.00 off' });
    expect(used).toHaveTextContent('Used on May 2, 2026');
    expect(used).toHaveTextContent('For base package prices over ฿3,000.00');

    await user.click(screen.getByRole('tab', { name: 'Invalid (0)' }));
    expect(screen.getByText('No invalid coupons.')).toBeInTheDocument();
  });

  it('adds a coupon in the dialog: a wrong code keeps it open with the spec’s message, a right one is announced', async () => {
    const api = walletApi([]);
    const user = userEvent.setup();
    renderWallet();
    expect(
      await screen.findByText("You don't have any coupons to use yet. Add one with its code.", {}, LAZY),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a coupon' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Please enter your coupon code',
    );
    expect(api.added).toEqual([]);

    const input = within(dialog).getByLabelText('Coupon code');
    await user.type(input, 'NOSUCH1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Your coupon is incorrect, please try again', {}, LAZY),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, 'roadtrip20');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LAZY);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon added');
    expect(await screen.findByRole('article', { name: 'US$20.00 off' }, LAZY)).toBeInTheDocument();
    expect(api.added).toEqual(['NOSUCH1', 'ROADTRIP20']);
  });

  it('speaks the page’s language', async () => {
    walletApi([coupon('WELCOME10', 'valid')]);
    renderWallet('zh');
    expect(await screen.findByRole('tab', { name: '可使用（1）' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加优惠券' })).toBeInTheDocument();
  });

  it('says when the list cannot be read, and reads it again on request', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1_1/user/coupon/list', () =>
        fail
          ? HttpResponse.json({ code: 500, msg: 'down', data: null }, { status: 500 })
          : ok({ list: [coupon('WELCOME10', 'valid')] }),
      ),
    );
    const user = userEvent.setup();
    renderWallet();
    expect(
      await screen.findByText("We couldn't load your coupons. Please try again.", {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Available (1)' }, LAZY)).toBeInTheDocument();
  });
});
