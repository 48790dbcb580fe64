import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifySolution } from 'altcha-lib/v1';
import { http, HttpResponse } from 'msw';
import { ModalEntry } from '@/components/layout/modal-entry';
import { SiteModalsHost } from '@/components/layout/site-modals-host';
import { AccountForm } from '@/features/account/components/account-form';
import { OrderSearchDialogForm } from '@/features/orders/components/order-search-dialog-form';
import en from '@/messages/en.json';
import { setupMswServer } from '../msw/server';
import { CAPTCHA_KEY, codeCaptchaServer } from './code-captcha-server';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();

const a = en.account;
const TRADE_NO = '202603010001';
const USER = { user_id: 'u_1', email: 'mali@example.com', area_code: null, phone: null, name: null };
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
const captchaRequired = () =>
  HttpResponse.json({ code: 1025, msg: 'please complete the captcha', data: null }, { status: 403 });

/** Moves the captcha's slider to its end and waits for the tab to solve it. */
async function solve(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, solved: string) {
  const slider = await within(scope).findByRole('slider', { name: a.captcha.label });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  slider.focus();
  await user.keyboard('{End}');
  await within(scope).findByText(solved, { selector: '[role="status"]' });
}

beforeEach(() => {
  resetNavigation();
  window.localStorage.clear();
});

describe('the guest order lookup asked for the captcha', () => {
  it('shows the captcha with its explanation on 1025, and the next search sends a solution', async () => {
    const bodies: URLSearchParams[] = [];
    const seen = codeCaptchaServer(
      { active: false, is_force: false },
      http.post('*/api/v1_1/order/query', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        bodies.push(body);
        if (!body.has('captcha')) return captchaRequired();
        return ok({ trade_no: TRADE_NO });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ModalEntry name="orderSearch">{en.header.manageBooking}</ModalEntry>
        <SiteModalsHost orderSearchForm={<OrderSearchDialogForm />} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: en.header.manageBooking }));
    const dialog = await screen.findByRole('dialog', { name: en.modals.orderSearch.title });
    const f = en.orders.form;
    await user.type(await within(dialog).findByRole('textbox', { name: f.tradeNo }), TRADE_NO);
    await user.type(within(dialog).getByRole('textbox', { name: f.phone }), '13912345678');
    expect(within(dialog).queryByRole('slider')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: f.search }));

    // Asked: the explanation takes the focus (read out), the captcha shows, no other error.
    const explanation = await within(dialog).findByText(a.askedCaptcha.lookup);
    await waitFor(() => expect(explanation).toHaveFocus());
    expect(within(dialog).queryByText(en.errors.captcha_required)).toBeNull();
    expect(await within(dialog).findByRole('slider', { name: a.captcha.label })).toBeInTheDocument();

    // Searching again before solving it says so, and asks nothing of the API.
    await user.click(within(dialog).getByRole('button', { name: f.search }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.errors.captcha_required);
    expect(bodies).toHaveLength(1);

    await solve(user, dialog, a.askedCaptcha.solvedLookup);
    expect(within(dialog).queryByText(en.errors.captcha_required)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: f.search }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/order/search/${TRADE_NO}`));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.get('trade_no')).toBe(TRADE_NO);
    expect(await verifySolution(bodies[1]!.get('captcha')!, CAPTCHA_KEY, true)).toBe(true);
    expect(seen.challenges).toBeGreaterThanOrEqual(1);
  });
});

describe('the password login asked for the captcha', () => {
  it('shows the captcha on 1025, sends a solution with each try, and a new challenge after each', async () => {
    const logins: URLSearchParams[] = [];
    const seen = codeCaptchaServer(
      { active: false, is_force: false },
      http.post('*/api/v1_1/user/login', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        logins.push(body);
        if (!body.has('captcha')) return captchaRequired();
        if (body.get('password') !== 'right-password')
          return HttpResponse.json({ code: 1021, msg: 'wrong password', data: null }, { status: 401 });
        return ok({ user: USER, token: 't', expires_at: new Date(Date.now() + 1e9).toISOString() });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AccountForm mode="password" lang="en" />);
    const form = container.querySelector('form')!;
    await user.type(screen.getByRole('textbox', { name: a.labels.email }), 'mali@example.com');
    await user.type(screen.getByLabelText(a.labels.password, { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: a.submit.password }));

    const explanation = await screen.findByText(a.askedCaptcha.login);
    await waitFor(() => expect(explanation).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull(); // the explanation says it, not an error

    await user.click(screen.getByRole('button', { name: a.submit.password }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.captcha_required);
    expect(logins).toHaveLength(1);

    // A wrong password with a solution: told so, and the captcha starts a new round for the next try.
    await solve(user, form, a.askedCaptcha.solvedLogin);
    await user.click(screen.getByRole('button', { name: a.submit.password }));
    expect(await screen.findByText(en.errors.wrong_password)).toBeInTheDocument();
    expect(logins).toHaveLength(2);
    const first = logins[1]!.get('captcha')!;
    expect(await verifySolution(first, CAPTCHA_KEY, true)).toBe(true);
    await waitFor(() => expect(seen.challenges).toBe(2));
    expect(screen.getByRole('slider', { name: a.captcha.label })).toHaveAttribute('aria-valuenow', '0');

    await user.clear(screen.getByLabelText(a.labels.password, { selector: 'input' }));
    await user.type(screen.getByLabelText(a.labels.password, { selector: 'input' }), 'right-password');
    await solve(user, form, a.askedCaptcha.solvedLogin);
    await user.click(screen.getByRole('button', { name: a.submit.password }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(logins).toHaveLength(3);
    const second = logins[2]!.get('captcha')!;
    expect(second).not.toBe(first);
    expect(await verifySolution(second, CAPTCHA_KEY, true)).toBe(true);
    expect(logins[2]!.get('password')).toBe('right-password');
    await waitFor(() => expect(seen.challenges).toBe(3)); // that solution is spent too
  });
});
