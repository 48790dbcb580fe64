import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { http, HttpResponse } from 'msw';
import { ModalEntry } from '@/components/layout/modal-entry';
import { SiteModalsHost } from '@/components/layout/site-modals-host';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { AccountForm } from '@/features/account/components/account-form';
import { LoginDialogForm } from '@/features/account/components/login-dialog-form';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import en from '@/messages/en.json';
import { server, setupMswServer } from '../msw/server';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();

const a = en.account;
const KEY = 'unit-test-captcha-key';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
const config = (slide_captcha: { active: boolean; is_force: boolean }) =>
  http.get('*/api/v1_1/common/get_global_config', () =>
    ok({ ...builtinGlobalConfig(), expiresMin: 10, slide_captcha }),
  );
const USER = { user_id: 'u_1', email: 'mali@example.com', area_code: null, phone: null, name: null };

beforeEach(() => {
  resetNavigation();
  window.localStorage.clear();
});

describe('sending a code with the slide-captcha flag forced', () => {
  it('refuses before the captcha is solved, then sends the solution once and fetches a new challenge', async () => {
    let challenges = 0;
    const sent: URLSearchParams[] = [];
    server.use(
      config({ active: true, is_force: true }),
      http.get('*/api/v1_1/captcha/challenge', async () => {
        challenges += 1;
        return ok(await createChallenge({ hmacKey: KEY, maxNumber: 2_000 }));
      }),
      http.post('*/api/v1_1/user/send_code', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        return ok({ expires_in_s: 600, resend_after_s: 60 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountForm mode="code" lang="en" />);
    await user.type(screen.getByRole('textbox', { name: a.labels.email }), 'mali@example.com');
    const slider = await screen.findByRole('slider', { name: a.captcha.label });
    await user.click(screen.getByRole('button', { name: a.sendCode }));
    expect(await screen.findByText(en.errors.captcha_required)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await user.keyboard('{End}');
    await screen.findByText(a.captcha.solved, { selector: '[role="status"]' });
    await user.click(screen.getByRole('button', { name: a.sendCode }));
    expect(await screen.findByText(a.codeSent)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('purpose')).toBe('login');
    expect(await verifySolution(sent[0]!.get('captcha')!, KEY, true)).toBe(true);
    // The solution is spent: a fresh challenge for the next code.
    await waitFor(() => expect(challenges).toBe(2));
    expect(screen.getByRole('slider', { name: a.captcha.label })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows no captcha and sends no solution when the flag is off', async () => {
    const sent: URLSearchParams[] = [];
    server.use(
      config({ active: false, is_force: false }),
      http.post('*/api/v1_1/user/send_code', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        return ok({ expires_in_s: 600, resend_after_s: 60 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountForm mode="register" lang="en" />);
    await user.type(screen.getByRole('textbox', { name: a.labels.email }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: a.sendCode }));
    expect(await screen.findByText(a.codeSent)).toBeInTheDocument();
    expect(sent[0]!.has('captcha')).toBe(false);
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

function LoginState() {
  const loggedIn = useSiteStore((state) => state.session.loggedIn);
  return <p data-testid="login-state">{loggedIn ? 'in' : 'out'}</p>;
}

function Header() {
  return (
    <>
      <ModalEntry name="login">{en.header.login}</ModalEntry>
      <LoginState />
      <SiteModalsHost loginForm={<LoginDialogForm />} />
    </>
  );
}

describe('the login dialog', () => {
  it('holds the login form: a password login closes it, logs the tab in and re-renders the header', async () => {
    const logins: URLSearchParams[] = [];
    server.use(
      http.post('*/api/v1_1/user/login', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        logins.push(body);
        if (body.get('password') !== 'right-password')
          return HttpResponse.json({ code: 1021, msg: 'wrong password', data: null }, { status: 401 });
        return ok({ user: USER, token: 't', expires_at: new Date(Date.now() + 1e9).toISOString() });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: en.header.login }));
    const dialog = await screen.findByRole('dialog', { name: en.modals.login.title });
    // The form's code loads with the dialog's first opening.
    expect(await within(dialog).findByRole('tab', { name: a.tabs.password })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('link', { name: a.links.register })).toHaveAttribute(
      'href',
      '/intl/en/register',
    );
    expect(within(dialog).getByRole('link', { name: a.links.reset })).toHaveAttribute(
      'href',
      '/intl/en/reset_password',
    );

    await user.type(within(dialog).getByRole('textbox', { name: a.labels.email }), 'mali@example.com');
    await user.type(
      within(dialog).getByLabelText(a.labels.password, { selector: 'input' }),
      'wrong-password',
    );
    await user.click(within(dialog).getByRole('button', { name: a.submit.password }));
    expect(await within(dialog).findByText(en.errors.wrong_password)).toBeInTheDocument();
    expect(screen.getByTestId('login-state')).toHaveTextContent('out');

    await user.clear(within(dialog).getByLabelText(a.labels.password, { selector: 'input' }));
    await user.type(
      within(dialog).getByLabelText(a.labels.password, { selector: 'input' }),
      'right-password',
    );
    await user.click(within(dialog).getByRole('button', { name: a.submit.password }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('login-state')).toHaveTextContent('in');
    expect(router.refresh).toHaveBeenCalled();
    // It stays on the page: the dialog is not the /login page, which goes on to its return path.
    expect(router.push).not.toHaveBeenCalled();
    expect(logins.map((body) => body.get('email'))).toEqual(['mali@example.com', 'mali@example.com']);
  });

  it('offers the code tab, closes with Escape and gives the focus back to the header button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const opener = screen.getByRole('button', { name: en.header.login });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: en.modals.login.title });
    await user.click(await within(dialog).findByRole('tab', { name: a.tabs.code }));
    expect(within(dialog).getByRole('button', { name: a.sendCode })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(a.labels.password, { selector: 'input' })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
