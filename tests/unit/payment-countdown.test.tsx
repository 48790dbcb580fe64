import { act, screen } from '@testing-library/react';
import { PaymentCountdown } from '@/features/order-result/components/payment-countdown';
import { announcementPoint, clockText } from '@/features/order-result/countdown';
import { renderWithProviders } from './render';
import { resetNavigation, router } from './mocks/navigation';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

const MINUTE = 60_000;
const SERVER_NOW = Date.parse('2026-07-01T03:00:00.000Z');

describe('the countdown arithmetic', () => {
  it('writes the time left as m:ss, rounding up part seconds and never below zero', () => {
    expect(clockText(30 * MINUTE)).toBe('30:00');
    expect(clockText(9 * MINUTE + 5_000)).toBe('9:05');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(400)).toBe('0:01');
    expect(clockText(-5_000)).toBe('0:00');
  });

  it('reaches an announcement point only at 20, 10, 5, 2 and 1 minutes left, and at zero', () => {
    expect(announcementPoint(25 * MINUTE)).toBeNull();
    expect(announcementPoint(20 * MINUTE)).toBe(20);
    expect(announcementPoint(19 * MINUTE)).toBe(20);
    expect(announcementPoint(10 * MINUTE)).toBe(10);
    expect(announcementPoint(4 * MINUTE + 10_000)).toBe(5);
    expect(announcementPoint(61_000)).toBe(2);
    expect(announcementPoint(60_000)).toBe(1);
    expect(announcementPoint(1)).toBe(1);
    expect(announcementPoint(0)).toBe(0);
  });
});

describe('PaymentCountdown', () => {
  beforeEach(() => {
    resetNavigation();
    vi.useFakeTimers({ now: SERVER_NOW });
  });
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('ticks every second on screen but tells screen readers only at the announcement points', () => {
    const expiresAt = new Date(SERVER_NOW + 10 * MINUTE + 30_000).toISOString();
    renderWithProviders(<PaymentCountdown expiresAt={expiresAt} serverTime={SERVER_NOW} />);
    const timer = screen.getByRole('timer', { name: 'Time left to pay' });
    const status = screen.getByRole('status');
    expect(timer).toHaveTextContent('10:30');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(status).toBeEmptyDOMElement();

    advance(5_000);
    expect(timer).toHaveTextContent('10:25');
    expect(status).toBeEmptyDOMElement();

    advance(25_000);
    expect(timer).toHaveTextContent('10:00');
    expect(status).toHaveTextContent('10 minutes left to pay');

    advance(4 * MINUTE);
    expect(timer).toHaveTextContent('6:00');
    expect(status).toHaveTextContent('10 minutes left to pay');

    advance(5 * MINUTE);
    expect(status).toHaveTextContent('1 minute left to pay');
    expect(router.refresh).not.toHaveBeenCalled();

    advance(MINUTE);
    expect(timer).toHaveTextContent('0:00');
    expect(status).toHaveTextContent("Time's up: this booking has expired.");
    // The server renders the expired booking; asked once, not every second after.
    expect(router.refresh).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("counts on the server's clock when the browser's is wrong", () => {
    // The browser thinks it is 7 minutes later than the server does.
    vi.setSystemTime(SERVER_NOW + 7 * MINUTE);
    const expiresAt = new Date(SERVER_NOW + 30 * MINUTE).toISOString();
    renderWithProviders(<PaymentCountdown expiresAt={expiresAt} serverTime={SERVER_NOW} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('30:00');
    advance(61_000);
    expect(timer).toHaveTextContent('28:59');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks the language of the page', () => {
    const expiresAt = new Date(SERVER_NOW + 2 * MINUTE + 1_000).toISOString();
    renderWithProviders(<PaymentCountdown expiresAt={expiresAt} serverTime={SERVER_NOW} />, {
      lang: 'th',
    });
    expect(screen.getByRole('timer', { name: 'เวลาที่เหลือสำหรับชำระเงิน' })).toHaveTextContent('2:01');
    advance(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('เหลือเวลาชำระเงินอีก 2 นาที');
  });
});
