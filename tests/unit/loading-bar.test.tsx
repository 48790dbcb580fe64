import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { LoadingBar } from '@/components/behaviours/loading-bar';
import {
  HIDE_AFTER_MS,
  isInternalNavigation,
  isLoadingBarVisible,
  LOADING_IDLE,
  loadingReducer,
  MAX_TRICKLE,
  START_PROGRESS,
  STALL_MS,
  TICK_MS,
  type LoadingAction,
  type LoadingState,
} from '@/lib/site/behaviours/loading-bar';
import en from '@/messages/en.json';
import { navigation, resetNavigation } from './mocks/navigation';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);

const run = (actions: LoadingAction['type'][], from: LoadingState = LOADING_IDLE) =>
  actions.reduce((state, type) => loadingReducer(state, { type }), from);

describe('loadingReducer', () => {
  it('starts, trickles below the end, then finishes and hides', () => {
    const started = run(['start']);
    expect(started).toEqual({ phase: 'loading', progress: START_PROGRESS });
    const trickled = run(['tick', 'tick', 'tick'], started);
    expect(trickled.progress).toBeGreaterThan(started.progress);
    const long = run(Array<'tick'>(500).fill('tick'), started);
    expect(long.progress).toBeLessThanOrEqual(MAX_TRICKLE);
    expect(long.phase).toBe('loading');
    expect(run(['finish'], long)).toEqual({ phase: 'done', progress: 1 });
    expect(run(['finish', 'hide'], long)).toEqual(LOADING_IDLE);
  });

  it('fails in red (the failed phase) and then hides', () => {
    expect(run(['start', 'tick', 'fail'])).toEqual({ phase: 'failed', progress: 1 });
    expect(run(['start', 'fail', 'hide'])).toEqual(LOADING_IDLE);
  });

  it('ignores events that do not apply', () => {
    expect(run(['finish'])).toEqual(LOADING_IDLE);
    expect(run(['fail'])).toEqual(LOADING_IDLE);
    expect(run(['tick'])).toEqual(LOADING_IDLE);
    expect(run(['hide', 'start', 'hide'])).toMatchObject({ phase: 'loading' });
    const loading = run(['start', 'tick']);
    expect(run(['start'], loading)).toBe(loading);
    expect(run(['finish', 'tick', 'fail'], loading)).toEqual({ phase: 'done', progress: 1 });
  });

  it('is visible in every phase but idle', () => {
    expect(isLoadingBarVisible(LOADING_IDLE)).toBe(false);
    expect(isLoadingBarVisible(run(['start']))).toBe(true);
    expect(isLoadingBarVisible(run(['start', 'fail']))).toBe(true);
  });
});

describe('isInternalNavigation', () => {
  const current = { href: 'https://rent.example/intl/en/book?age=30#cars', origin: 'https://rent.example' };
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('accepts a plain click to another page or query of the site', () => {
    expect(isInternalNavigation({ href: '/intl/en/query' }, current, click)).toBe(true);
    expect(isInternalNavigation({ href: '/intl/en/book?age=25' }, current, click)).toBe(true);
    expect(isInternalNavigation({ href: 'https://rent.example/cn/zh' }, current, click)).toBe(true);
  });

  it('rejects new tabs, downloads, modifier clicks, other sites and hash changes', () => {
    expect(isInternalNavigation({ href: '/intl/en/query', target: '_blank' }, current, click)).toBe(false);
    expect(isInternalNavigation({ href: '/intl/en/query', download: true }, current, click)).toBe(false);
    expect(isInternalNavigation({ href: '/intl/en/query' }, current, { ...click, metaKey: true })).toBe(
      false,
    );
    expect(isInternalNavigation({ href: '/intl/en/query' }, current, { ...click, button: 1 })).toBe(false);
    expect(isInternalNavigation({ href: 'https://cars.example/' }, current, click)).toBe(false);
    expect(isInternalNavigation({ href: '#reviews' }, current, click)).toBe(false);
    expect(isInternalNavigation({ href: '/intl/en/book?age=30#top' }, current, click)).toBe(false);
    expect(isInternalNavigation({ href: 'mailto:help@rent.example' }, current, click)).toBe(false);
  });
});

describe('<LoadingBar />', () => {
  const renderBar = () =>
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <LoadingBar />
        {/* Any anchor counts, whoever renders it (next/link renders a plain <a> too). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/intl/en/query">Find my booking</a>
        <a href="https://elsewhere.example/">Partner</a>
      </NextIntlClientProvider>,
    );

  // jsdom cannot follow links; the bar only needs to see the click.
  const stayHere = (event: Event) => event.preventDefault();
  beforeEach(() => {
    vi.useFakeTimers();
    resetNavigation();
    navigation.pathname = '/';
    window.addEventListener('click', stayHere);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.removeEventListener('click', stayHere);
  });

  it('is hidden when idle and shows a labelled progress bar on an internal link click', () => {
    const view = renderBar();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByText('Partner'));
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByText('Find my booking'));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuenow', String(START_PROGRESS * 100));
    act(() => vi.advanceTimersByTime(TICK_MS * 4));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(START_PROGRESS * 100);

    navigation.pathname = '/intl/en/query';
    view.rerender(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <LoadingBar />
      </NextIntlClientProvider>,
    );
    expect(bar).toHaveAttribute('data-phase', 'done');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(HIDE_AFTER_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('turns to the failed state when an error escapes during loading, or the page never arrives', () => {
    renderBar();
    fireEvent.click(screen.getByText('Find my booking'));
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'failed');
    act(() => vi.advanceTimersByTime(HIDE_AFTER_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByText('Find my booking'));
    act(() => vi.advanceTimersByTime(STALL_MS));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'failed');
  });
});
