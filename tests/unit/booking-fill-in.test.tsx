import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupMswServer } from '../msw/server';
import { birthdayFor, CAPTURED, extraOf } from './booking-fixture';
import {
  billTotal,
  fillInPage,
  fillContact,
  fillMainDriver,
  LAZY,
  refusal,
  renderFillIn,
  verifyHandlers,
} from './booking-form-helpers';
import { patchHistory } from './booking-history';
import { navigation, resetNavigation, router } from './mocks/navigation';

vi.mock('next/navigation', async () => ({
  ...(await import('./mocks/navigation')).nextNavigation,
  useSearchParams: (await import('./booking-history')).useHistorySearchParams,
}));
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();

beforeEach(() => {
  resetNavigation();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/intl/en/book/BKK01/1/full_protection-arrival/booking');
  server.use(...verifyHandlers);
  patchHistory();
});
afterEach(() => vi.restoreAllMocks());

// The form's rules (zod) load with the first validation: load them once, outside the timings.
beforeAll(async () => {
  await import('@/lib/api/contract/booking-form');
});

describe('the fill-in form', () => {
  it('says what is missing in the spec’s words, announces it, and moves focus to the first problem', async () => {
    const user = userEvent.setup();
    renderFillIn();
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const givenName = within(screen.getByRole('region', { name: 'Main driver' })).getByLabelText(
      'Given name (in Latin letters)',
    );
    await waitFor(() => expect(givenName).toHaveFocus(), LAZY);
    expect(givenName).toHaveAttribute('aria-invalid', 'true');
    expect(givenName).toHaveAccessibleDescription(expect.stringContaining('Please enter your given name'));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        'Please enter your given name',
        'Please enter your surname',
        'Please enter your date of birth',
        'Please choose your driving licence type',
        'Please choose your title',
        'Please enter your mobile number',
        'Please agree to the Car Rental Terms before your booking',
      ]),
    );
    // Still the form: nothing was sent.
    expect(screen.queryByRole('heading', { name: 'Check your booking' })).not.toBeInTheDocument();
  });

  it('judges the driver’s age on the pick-up date against the store and the search', async () => {
    const user = userEvent.setup();
    renderFillIn();
    const birthday = within(screen.getByRole('region', { name: 'Main driver' })).getByLabelText(
      'Date of birth',
    );
    fireEvent.change(birthday, { target: { value: birthdayFor(19) } });
    fireEvent.blur(birthday);
    expect(await screen.findByText(/it accepts drivers aged 21-70/, {}, LAZY)).toHaveAttribute(
      'role',
      'alert',
    );

    fireEvent.change(birthday, { target: { value: birthdayFor(23) } });
    const band = await screen.findByText(
      /this driver will be 23, but the prices shown are for drivers aged 22/,
      {},
      LAZY,
    );
    expect(within(band).getByRole('link', { name: 'See the prices for age 23' })).toHaveAttribute(
      'href',
      '/intl/en/book/BKK01?pickup=BKK01&age=23',
    );

    fireEvent.change(birthday, { target: { value: birthdayFor(22) } });
    await waitFor(() => expect(birthday).not.toHaveAttribute('aria-invalid'), LAZY);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(screen.getByLabelText('Given name (in Latin letters)')).toHaveFocus(), LAZY);
    expect(birthday).not.toHaveAttribute('aria-invalid');
  });

  it('adds drivers only as the package and the Additional driver extra allow', async () => {
    const user = userEvent.setup();
    renderFillIn();
    // Full protection includes one additional driver.
    expect(screen.getByText(/You can name 1 additional driver\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a driver' }));
    expect(screen.getByRole('region', { name: 'Additional driver 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a driver' })).not.toBeInTheDocument();

    // The included one is shown as included, with no price; the checkbox buys one more.
    const offer = document.querySelector('[data-extra="additional_driver"]') as HTMLElement;
    expect(offer).toHaveAttribute('data-included', 'true');
    expect(within(offer).getByText('Included')).toBeInTheDocument();
    const more = screen.getByRole('checkbox', { name: 'Add more beyond the one included' });
    expect(more).toHaveAccessibleDescription(/One is included in your package at no charge\..*each/);
    await user.click(more);
    expect(screen.getByText(/You can name 2 additional drivers\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a driver' }));
    expect(screen.getByRole('region', { name: 'Additional driver 2' })).toBeInTheDocument();
    // Three drivers in all is the most a booking names.
    expect(screen.queryByRole('button', { name: 'Add a driver' })).not.toBeInTheDocument();

    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(
      await screen.findByText(/This package doesn't allow that many drivers/, {}, LAZY),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove additional driver 2' }));
    expect(screen.queryByRole('region', { name: 'Additional driver 2' })).not.toBeInTheDocument();
  });

  it('verifies the phone with a code, says how many tries are left, and drops the proof when the phone changes', async () => {
    const user = userEvent.setup();
    renderFillIn();
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByText('Please verify your phone first', {}, LAZY)).toHaveAttribute(
      'role',
      'alert',
    );

    const area = screen.getByLabelText('Country code');
    await user.clear(area);
    await user.type(area, '86');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(/sent a 6-digit code by SMS to \+86 13800138000/, {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/new code in (60|59) s/);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();

    const code = screen.getByLabelText('Verification code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Incorrect verification code. 4 tries left.', {}, LAZY),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status', {}, LAZY)).toHaveTextContent('Phone verified');

    await user.type(screen.getByLabelText('Mobile number'), '9');
    expect(screen.queryByText('Phone verified')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('waits out too many code requests with the server’s countdown', async () => {
    server.use(http.post('*/api/v1_1/verify/send_code', () => refusal(1015, 429, { retry_after_s: 3000 })));
    const user = userEvent.setup();
    renderFillIn();
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/Too many verification code requests/, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/new code in (3000|2999) s/);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
  });

  it('starts an extra at quantity 1, counts it in the bill section it belongs to, and removes it at 0', async () => {
    const user = userEvent.setup();
    renderFillIn();
    const seat = extraOf('child_seat');
    const item = screen.getByRole('checkbox', { name: 'Child seat' });
    expect(item).toHaveAccessibleDescription(/a day × \d+ days/);
    expect(item).toHaveAccessibleDescription(/at most .* each for the whole rental/);
    await user.click(item);
    const later = () => screen.getByRole('table', { name: /Payable later at the counter/ });
    expect(within(later()).getByRole('row', { name: /Child seat/ })).toHaveTextContent('1 ×');
    await user.selectOptions(screen.getByLabelText('Quantity of Child seat'), '2');
    expect(within(later()).getByRole('row', { name: /Child seat/ })).toHaveTextContent('2 ×');
    expect(screen.getByLabelText('Quantity of Child seat')).toHaveDisplayValue('2');
    expect(seat.max_quantity).toBe(2);
    expect(
      [...screen.getByLabelText('Quantity of Child seat').querySelectorAll('option')].map((o) => o.value),
    ).toEqual(['0', '1', '2']);
    await user.selectOptions(screen.getByLabelText('Quantity of Child seat'), '0');
    expect(item).not.toBeChecked();
    expect(screen.queryByRole('table', { name: /Payable later at the counter/ })).not.toBeInTheDocument();
  });

  it('asks a guest to log in for a coupon, and offers none to type', async () => {
    navigation.pathname = '/intl/en/book/BKK01/1/full_protection-arrival/booking';
    renderFillIn();
    const coupon = screen.getByRole('group', { name: 'Coupon' });
    expect(within(coupon).getByText('Coupons are for registered users.')).toBeInTheDocument();
    expect(within(coupon).getByRole('button', { name: 'Log in to use a coupon' })).toBeInTheDocument();
    expect(within(coupon).queryByLabelText('Coupon code')).not.toBeInTheDocument();
    // Logging in brings the traveller back to this form (its draft is kept in the tab).
    await userEvent.setup().click(within(coupon).getByRole('button', { name: 'Log in to use a coupon' }));
    expect(router.push).toHaveBeenCalledWith(
      `/login?return_to=${encodeURIComponent('/book/BKK01/1/full_protection-arrival/booking')}`,
    );
  });

  it('offers a logged-in user their coupons valid at this store, and applies the one chosen', async () => {
    const user = userEvent.setup();
    renderFillIn({ userId: 'u_test' });
    const before = billTotal();
    const wallet = await screen.findByLabelText('Your coupons', {}, LAZY);
    // KIWI30 is for New Zealand only: not offered at a Thai store.
    expect([...wallet.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      "Don't use a coupon",
      'THAI500: 500 THB off rentals in Thailand',
    ]);
    await user.selectOptions(wallet, 'THAI500');
    expect(await screen.findByText(/Coupon THAI500 applied/, {}, LAZY)).toBeInTheDocument();
    expect(billTotal()).not.toBe(before);
  });

  it('checks a coupon with the server: unknown, below its limit, applied in the bill', async () => {
    const user = userEvent.setup();
    const { unmount } = renderFillIn({ userId: 'u_test' });
    const before = billTotal();
    const code = screen.getByLabelText('Coupon code');
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Your coupon is incorrect, please try again', {}, LAZY),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'THAI500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Coupon THAI500 applied/, {}, LAZY)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /^Your bill/ })).getByRole('rowheader', { name: 'Discounts' }),
    ).toBeInTheDocument();
    expect(billTotal()).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(billTotal()).toBe(before);
    unmount();

    server.use(
      http.get('*/api/v1_1/coupon/check', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            ...CAPTURED.coupon,
            less_limit: { payment: 99_999_999, local: 99_999_999 },
            less_limit_price: { amount: 999999.99, currency: 'THB' },
          },
        }),
      ),
    );
    renderFillIn({ userId: 'u_test' });
    await user.type(screen.getByLabelText('Coupon code'), 'THAI500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Conditions not met: the base package price must be greater than ฿999,999.99.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
  });

  it('keeps what was typed through a reload of the tab', async () => {
    const user = userEvent.setup();
    const first = renderFillIn();
    await fillMainDriver(user);
    await user.click(screen.getByRole('checkbox', { name: 'Child seat' }));
    first.unmount();

    renderFillIn();
    const driver = screen.getByRole('region', { name: 'Main driver' });
    await waitFor(
      () => expect(within(driver).getByLabelText('Given name (in Latin letters)')).toHaveValue('Wei'),
      LAZY,
    );
    expect(within(driver).getByLabelText('Date of birth')).toHaveValue(birthdayFor(22));
    expect(within(driver).getByLabelText('Driving licence')).toHaveValue('cn');
    expect(screen.getByRole('checkbox', { name: 'Child seat' })).toBeChecked();
    expect(window.sessionStorage.getItem('rentcar.tab')).not.toContain('proof-');
  });

  it('keeps the form it hydrated when the tab holds no draft of this package (no second mount)', async () => {
    // As in the browser: the server's HTML (no tab memory there), hydrated, then the tab's memory read.
    const container = document.createElement('div');
    container.innerHTML = renderToString(fillInPage());
    document.body.append(container);
    const given = within(container).getAllByLabelText('Given name (in Latin letters)')[0]!;
    const root = await act(async () => hydrateRoot(container, fillInPage()));
    await waitFor(() => expect(window.sessionStorage.getItem('rentcar.tab')).toContain('fillIn'), LAZY);
    // Still the element the server wrote: hydrated once, never mounted again for the same empty form.
    expect(within(container).getAllByLabelText('Given name (in Latin letters)')[0]).toBe(given);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the phone proof for this tab only: in its sessionStorage, never localStorage', async () => {
    const user = userEvent.setup();
    renderFillIn();
    await fillContact(user);
    expect(window.sessionStorage.getItem('rentcar.tab')).toContain('proof-13800138000');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('proof-');
  });

  it('speaks Simplified Chinese', async () => {
    const user = userEvent.setup();
    renderFillIn({ lang: 'zh' });
    await user.click(screen.getByRole('button', { name: '下一步：确认订单' }));
    expect(await screen.findByText('请输入您的名（拼音）', {}, LAZY)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('请选择您的驾照类型')).toBeInTheDocument();
    expect(screen.getByText('预订前请先同意《租车条款》')).toBeInTheDocument();
  });
});
