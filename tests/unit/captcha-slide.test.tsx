import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { http, HttpResponse } from 'msw';
import { CaptchaSlider } from '@/components/captcha/captcha-slider';
import { SlideCaptcha } from '@/components/captcha/slide-captcha';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { server, setupMswServer } from '../msw/server';
import { renderWithProviders } from './render';

setupMswServer();

const KEY = 'unit-test-captcha-key';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
// altcha's own challenge, signed as the API signs it: the solution is checked with verifySolution.
const newChallenge = async () =>
  ok(await createChallenge({ hmacKey: KEY, maxNumber: 2_000, expires: new Date(Date.now() + 300_000) }));
const challengeHandler = http.get('*/api/v1_1/captcha/challenge', newChallenge);

describe('the captcha slider', () => {
  const renderSlider = (onComplete = vi.fn(), disabled = false) => {
    render(
      <CaptchaSlider
        label="Slide to verify"
        valueText={(percent) => `${percent} percent`}
        disabled={disabled}
        onComplete={onComplete}
      />,
    );
    return { slider: screen.getByRole('slider', { name: 'Slide to verify' }), onComplete };
  };

  it('moves with the arrow keys, Page keys, Home and End, and completes at the end', async () => {
    const user = userEvent.setup();
    const { slider, onComplete } = renderSlider();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(slider).toHaveAttribute('aria-valuetext', '20 percent');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('completes after ten steps of the right arrow, not before', async () => {
    const user = userEvent.setup();
    const { slider, onComplete } = renderSlider();
    slider.focus();
    await user.keyboard('{ArrowRight>9/}');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('ignores keys and leaves the tab order while disabled', async () => {
    const { slider, onComplete } = renderSlider(vi.fn(), true);
    expect(slider).toHaveAttribute('tabindex', '-1');
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('slides back when a drag is let go short of the end', () => {
    const { slider, onComplete } = renderSlider();
    const track = slider.parentElement!;
    track.getBoundingClientRect = () => ({ left: 0, width: 200, top: 0, height: 40 }) as DOMRect;
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 100, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerUp(slider, { clientX: 100, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 210, pointerId: 1 });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('the slide captcha', () => {
  it('loads a challenge, and sliding to the end solves it: the server would accept the solution', async () => {
    server.use(challengeHandler);
    const user = userEvent.setup();
    const onSolved = vi.fn();
    renderWithProviders(<SlideCaptcha onSolved={onSolved} />);
    const words = en.account.captcha;
    expect(screen.getByRole('status')).toHaveTextContent(words.loading);
    const slider = screen.getByRole('slider', { name: words.label });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('status')).toHaveTextContent(words.instructions);
    slider.focus();
    await user.keyboard('{End}');
    await screen.findByText(words.solved, { selector: '[role="status"]' });
    const solution = onSolved.mock.calls.at(-1)![0] as string;
    expect(typeof solution).toBe('string');
    expect(await verifySolution(solution, KEY, true)).toBe(true);
    expect(await verifySolution(solution, 'another key', true)).toBe(false);
  });

  it('fails to load: says so with a retry button, reports it (code 508), and the retry loads it', async () => {
    const reports: URLSearchParams[] = [];
    let calls = 0;
    server.use(
      http.get('*/api/v1_1/captcha/challenge', async () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : newChallenge();
      }),
      http.post('*/api/v1_1/captcha/report', async ({ request }) => {
        reports.push(new URLSearchParams(await request.text()));
        return ok({ recorded: true });
      }),
    );
    const user = userEvent.setup();
    const onSolved = vi.fn();
    renderWithProviders(<SlideCaptcha onSolved={onSolved} />, { lang: 'th' });
    const words = th.account.captcha;
    expect(await screen.findByRole('alert')).toHaveTextContent(words.failed);
    expect(screen.queryByRole('slider')).toBeNull();
    await waitFor(() => expect(reports).toHaveLength(1));
    const report = reports[0]!;
    expect(report.get('error_code')).toBe('508');
    expect(report.get('platform_type')).toBe('pc');
    expect(report.get('url')).toBe(window.location.href);
    expect(Number(report.get('time'))).toBeGreaterThan(Date.now() - 60_000);
    expect(onSolved).toHaveBeenLastCalledWith(null);

    await user.click(screen.getByRole('button', { name: words.retry }));
    const slider = await screen.findByRole('slider', { name: words.label });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
