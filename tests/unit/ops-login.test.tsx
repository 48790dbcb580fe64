import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryProvider } from '@/components/providers/query-provider';
import { LoginFlow } from '@/features/ops/components/login-flow';
import { SetupForm } from '@/features/ops/components/setup-form';
import { PASSWORD_MIN } from '@/features/ops/words';
import { API_CODES } from '@/lib/api/contract/codes';
import { STAFF_PASSWORD_MIN } from '@/lib/api/contract/ops-staff';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { server, setupMswServer } from '../msw/server';
import { resetNavigation, router } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();
beforeEach(() => resetNavigation());

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
const refused = (name: keyof typeof API_CODES, status = 400) =>
  HttpResponse.json({ code: API_CODES[name], msg: name, data: null }, { status });

const member = {
  id: '6f1f7f36-3c6e-4a55-9a39-3f1f7c2e9d11',
  email: 'mei@example.test',
  name: 'Mei Lin',
  roles: ['customer_service'],
  store_codes: [],
  disabled: false,
  enrolled: true,
  created_at: '2026-12-01T08:00:00.000Z',
};
const session = { member, idle_until: '2026-12-02T09:00:00.000Z', ends_at: '2026-12-02T18:00:00.000Z' };
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd-ef${i}0-9x`);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><script>alert(1)</script><path d="M0 0h7v7H0z"/></svg>';

/** Records each call's form body by path. */
function recordCalls() {
  const sent: Record<string, URLSearchParams[]> = {};
  const keep = async (path: string, request: Request) => {
    (sent[path] ??= []).push(new URLSearchParams(await request.text()));
  };
  return { sent, keep };
}

const renderFlow = (lang: 'en' | 'zh' = 'en', ready = false) =>
  renderWithProviders(
    <QueryProvider>
      <LoginFlow ready={ready} />
    </QueryProvider>,
    { lang },
  );

describe('the back office sign-in', () => {
  it('keeps the set-up form’s rule equal to the contract’s', () => {
    expect(PASSWORD_MIN).toBe(STAFF_PASSWORD_MIN);
  });

  it('enrols at the first login: the QR as an image, the key in fours, a code, then the recovery codes once', async () => {
    const { sent, keep } = recordCalls();
    server.use(
      http.post('*/api/v1_1/ops/auth/login', async ({ request }) => {
        await keep('login', request);
        return ok({
          next: 'enrol',
          secret: 'JBSWY3DPEHPK3PXPJBSW',
          otpauth_uri: 'otpauth://totp/x',
          qr_svg: SVG,
        });
      }),
      http.post('*/api/v1_1/ops/auth/enrol', async ({ request }) => {
        await keep('enrol', request);
        return ok({ session, recovery_codes: RECOVERY });
      }),
    );
    const t = en.ops.login;
    const user = userEvent.setup();
    const { container } = renderFlow();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();

    // Nothing is sent until both fields are given.
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(t.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(t.passwordRequired)).toBeInTheDocument();
    expect(sent.login).toBeUndefined();

    await user.type(screen.getByLabelText(t.email), 'mei@example.test');
    await user.type(screen.getByLabelText(t.password), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: t.continue }));

    const heading = await screen.findByRole('heading', { level: 1, name: t.enrolTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent.login?.[0]?.get('email')).toBe('mei@example.test');
    // The SVG is an image's data: URL, never markup in the page (its script cannot run).
    const qr = screen.getByRole('img', { name: t.qrAlt });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(container.querySelector('svg script')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeInTheDocument();

    await user.type(screen.getByLabelText(t.enrolCode), '123456');
    await user.click(screen.getByRole('button', { name: t.enrolSubmit }));
    expect(await screen.findByRole('heading', { level: 1, name: t.recoveryTitle })).toBeInTheDocument();
    expect(sent.enrol?.[0]?.get('code')).toBe('123456');
    const codes = screen.getByRole('list', { name: t.recoveryTitle });
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    expect(codes).toHaveTextContent(RECOVERY[9]!);
    expect(router.replace).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: t.recoverySaved }));
    expect(router.replace).toHaveBeenCalledWith('/ops');
  });

  it('asks an enrolled member for a code, shows a wrong code and the limit in the page language, then signs in', async () => {
    const answers = [refused('wrong_code'), refused('too_many_requests', 429), ok(session)];
    const { sent, keep } = recordCalls();
    server.use(
      http.post('*/api/v1_1/ops/auth/login', () => ok({ next: 'code' })),
      http.post('*/api/v1_1/ops/auth/verify', async ({ request }) => {
        await keep('verify', request);
        return answers.shift()!;
      }),
    );
    const t = zh.ops.login;
    const user = userEvent.setup();
    renderFlow('zh', true);
    expect(screen.getByRole('status')).toHaveTextContent(t.ready);
    await user.type(screen.getByLabelText(t.email), 'mei@example.test');
    await user.type(screen.getByLabelText(t.password), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByRole('heading', { level: 1, name: t.codeTitle })).toBeInTheDocument();

    const code = screen.getByLabelText(t.code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: t.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(zh.errors.wrong_code);

    await user.click(screen.getByRole('button', { name: t.signIn }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(zh.errors.too_many_requests));

    // A recovery code goes in the same field.
    await user.clear(code);
    await user.type(code, 'abcd-ef00-9x');
    await user.click(screen.getByRole('button', { name: t.signIn }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/ops'));
    expect(sent.verify?.map((body) => body.get('code'))).toEqual(['000000', '000000', 'abcd-ef00-9x']);
  });

  it('shows a wrong password as the catalogue says it', async () => {
    server.use(http.post('*/api/v1_1/ops/auth/login', () => refused('wrong_password')));
    const t = en.ops.login;
    const user = userEvent.setup();
    renderFlow();
    await user.type(screen.getByLabelText(t.email), 'mei@example.test');
    await user.type(screen.getByLabelText(t.password), 'not it');
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.wrong_password);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  });
});

describe('the set-up form', () => {
  it('needs 12 characters twice, then sets the password and sends the member to the login', async () => {
    const { sent, keep } = recordCalls();
    server.use(
      http.post('*/api/v1_1/ops/auth/setup', async ({ request }) => {
        await keep('setup', request);
        return ok({ email: member.email, name: member.name });
      }),
    );
    const t = en.ops.setup;
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <SetupForm token="a-set-up-token-of-32-characters!" />
      </QueryProvider>,
    );
    const password = screen.getByLabelText(t.password);
    await user.type(password, 'too short');
    await user.type(screen.getByLabelText(t.passwordConfirm), 'too short');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.passwordShort.replace('{min}', '12'))).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'a long enough sentence');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.passwordMismatch)).toBeInTheDocument();
    expect(sent.setup).toBeUndefined();

    const confirm = screen.getByLabelText(t.passwordConfirm);
    await user.clear(confirm);
    await user.type(confirm, 'a long enough sentence');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/ops/login?ready=1'));
    expect(Object.fromEntries(sent.setup![0]!)).toMatchObject({
      token: 'a-set-up-token-of-32-characters!',
      password: 'a long enough sentence',
      password_confirm: 'a long enough sentence',
    });
  });

  it('shows a used or expired link as the catalogue says it', async () => {
    server.use(http.post('*/api/v1_1/ops/auth/setup', () => refused('staff_setup_invalid', 410)));
    const t = en.ops.setup;
    const user = userEvent.setup();
    renderWithProviders(
      <QueryProvider>
        <SetupForm token="a-set-up-token-of-32-characters!" />
      </QueryProvider>,
    );
    await user.type(screen.getByLabelText(t.password), 'a long enough sentence');
    await user.type(screen.getByLabelText(t.passwordConfirm), 'a long enough sentence');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.staff_setup_invalid);
    expect(router.push).not.toHaveBeenCalled();
  });
});
