import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifySolution } from 'altcha-lib/v1';
import en from '@/messages/en.json';
import { setupMswServer } from '../msw/server';
import { CAPTCHA_KEY, codeCaptchaServer } from './code-captcha-server';
import { LAZY, renderFillIn, verifyHandlers } from './booking-form-helpers';
import { patchHistory } from './booking-history';
import { resetNavigation } from './mocks/navigation';

vi.mock('next/navigation', async () => ({
  ...(await import('./mocks/navigation')).nextNavigation,
  useSearchParams: (await import('./booking-history')).useHistorySearchParams,
}));
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();

const words = en.account.captcha;

/** A phone the form accepts: +86 13800138000. */
async function typePhone(user: ReturnType<typeof userEvent.setup>) {
  const area = screen.getByLabelText('Country code');
  await user.clear(area);
  await user.type(area, '86');
  await user.type(screen.getByLabelText('Mobile number'), '13800138000');
}

const answer = (flag: { active: boolean; is_force: boolean }) => codeCaptchaServer(flag, ...verifyHandlers);

beforeEach(() => {
  resetNavigation();
  window.sessionStorage.clear();
  window.localStorage.clear(); // the browser keeps the global config (and so the flag) there
  window.history.replaceState(null, '', '/intl/en/book/BKK01/1/full_protection-arrival/booking');
  patchHistory();
});
afterEach(() => vi.restoreAllMocks());

describe('the booking form’s phone code with the slide-captcha flag forced', () => {
  it('asks for the captcha before sending, then sends the solution once and fetches a new challenge', async () => {
    const seen = answer({ active: true, is_force: true });
    const user = userEvent.setup();
    renderFillIn();
    await typePhone(user);
    const slider = await screen.findByRole('slider', { name: words.label }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(en.errors.captcha_required, {}, LAZY)).toHaveAttribute('role', 'alert');
    expect(seen.sent).toHaveLength(0);

    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'), LAZY);
    slider.focus();
    await user.keyboard('{End}');
    await screen.findByText(words.solved, { selector: '[role="status"]' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(/sent a 6-digit code by SMS to \+86 13800138000/, {}, LAZY),
    ).toBeInTheDocument();
    expect(seen.sent).toHaveLength(1);
    expect(seen.sent[0]!.get('purpose')).toBe('verify_phone');
    expect(await verifySolution(seen.sent[0]!.get('captcha')!, CAPTCHA_KEY, true)).toBe(true);
    // The API accepts a solution once: the next code needs a fresh challenge.
    await waitFor(() => expect(seen.challenges).toBe(2), LAZY);
    expect(screen.getByRole('slider', { name: words.label })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows no captcha and sends no solution when the flag is off', async () => {
    const seen = answer({ active: false, is_force: false });
    const user = userEvent.setup();
    renderFillIn();
    await typePhone(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(/sent a 6-digit code by SMS to \+86 13800138000/, {}, LAZY),
    ).toBeInTheDocument();
    expect(seen.sent).toHaveLength(1);
    expect(seen.sent[0]!.has('captcha')).toBe(false);
    expect(screen.queryByRole('slider', { name: words.label })).not.toBeInTheDocument();
    expect(seen.challenges).toBe(0);
  });
});
