import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifySolution } from 'altcha-lib/v1';
import { QueryProvider } from '@/components/providers/query-provider';
import { BindForm } from '@/features/orders/components/bind-form';
import en from '@/messages/en.json';
import { CaptchaFlagProvider } from '@/components/captcha/captcha-flag';
import { server, setupMswServer } from '../msw/server';
import { CAPTCHA_KEY, codeCaptchaServer } from './code-captcha-server';
import { renderWithProviders } from './render';

setupMswServer();

const words = en.account.captcha;
/** A lazy part of the form (its resolver, the captcha's solver) may take a while on a busy machine. */
const LAZY = { timeout: 15_000 };

const answer = (flag: { active: boolean; is_force: boolean }) => codeCaptchaServer(flag);

function renderBindForm(pageFlag?: { active: boolean; is_force: boolean }) {
  const user = userEvent.setup();
  const form = <BindForm tradeNo="260701482913570264" onBound={() => undefined} />;
  renderWithProviders(
    <QueryProvider>
      {pageFlag ? <CaptchaFlagProvider flag={pageFlag}>{form}</CaptchaFlagProvider> : form}
    </QueryProvider>,
  );
  return user;
}

async function typePhone(user: ReturnType<typeof userEvent.setup>) {
  const area = screen.getByLabelText(en.orders.form.areaCode);
  await user.clear(area);
  await user.type(area, '86');
  await user.type(screen.getByLabelText(en.orders.form.mobile), '13800138000');
}

beforeEach(() => window.localStorage.clear()); // the browser keeps the config (and so the flag) there

describe('binding an order to a phone with the slide-captcha flag forced', () => {
  it('asks for the captcha before sending the code, then sends the solution once', async () => {
    const seen = answer({ active: true, is_force: true });
    const user = renderBindForm();
    await typePhone(user);
    const slider = await screen.findByRole('slider', { name: words.label }, LAZY);
    await user.click(screen.getByRole('button', { name: en.orders.bind.send }));
    expect(await screen.findByText(en.errors.captcha_required, {}, LAZY)).toHaveAttribute('role', 'alert');
    expect(seen.sent).toHaveLength(0);

    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'), LAZY);
    slider.focus();
    await user.keyboard('{End}');
    await screen.findByText(words.solved, { selector: '[role="status"]' }, LAZY);
    await user.click(screen.getByRole('button', { name: en.orders.bind.send }));
    expect(await screen.findByText(en.orders.bind.sent, {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByText(en.errors.captcha_required)).not.toBeInTheDocument();
    expect(seen.sent).toHaveLength(1);
    expect(await verifySolution(seen.sent[0]!.get('captcha')!, CAPTCHA_KEY, true)).toBe(true);
    // The API accepts a solution once: the next code needs a fresh challenge.
    await waitFor(() => expect(seen.challenges).toBe(2), LAZY);
  });

  it('shows no captcha and sends no solution when the flag is off', async () => {
    const seen = answer({ active: false, is_force: false });
    const user = renderBindForm();
    await typePhone(user);
    await user.click(screen.getByRole('button', { name: en.orders.bind.send }));
    expect(await screen.findByText(en.orders.bind.sent, {}, LAZY)).toBeInTheDocument();
    expect(seen.sent).toHaveLength(1);
    expect(seen.sent[0]!.has('captcha')).toBe(false);
    expect(screen.queryByRole('slider', { name: words.label })).not.toBeInTheDocument();
  });
});

describe('the flag the server read with the page', () => {
  it('decides the captcha without the browser asking for the config', async () => {
    // The API's copy says off: only the page's flag can show the captcha.
    const seen = answer({ active: false, is_force: false });
    const configCalls: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/common/get_global_config')) configCalls.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      const user = renderBindForm({ active: true, is_force: true });
      await typePhone(user);
      expect(await screen.findByRole('slider', { name: words.label }, LAZY)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: en.orders.bind.send }));
      expect(await screen.findByText(en.errors.captcha_required, {}, LAZY)).toHaveAttribute('role', 'alert');
      expect(seen.sent).toHaveLength(0);
      expect(configCalls).toEqual([]);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});
