import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupMswServer } from '../msw/server';
import { fillInContext } from './booking-fixture';
import {
  billTotal,
  fillValidForm,
  LAZY,
  refusal,
  renderFillIn,
  verifyHandlers,
} from './booking-form-helpers';
import { patchHistory } from './booking-history';
import { resetNavigation, router } from './mocks/navigation';

vi.mock('next/navigation', async () => ({
  ...(await import('./mocks/navigation')).nextNavigation,
  useSearchParams: (await import('./booking-history')).useHistorySearchParams,
}));
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

setupMswServer();

type Sent = { key: string | null; body: URLSearchParams };

/** POST /order/create answered in turn by `answers` (the last one repeats); what was sent is kept. */
function bookingCall(...answers: (() => Response)[]) {
  const sent: Sent[] = [];
  server.use(
    http.post('*/api/v1_1/order/create', async ({ request }) => {
      sent.push({
        key: request.headers.get('Idempotency-Key'),
        body: new URLSearchParams(await request.text()),
      });
      return answers[Math.min(sent.length - 1, answers.length - 1)]!();
    }),
  );
  return sent;
}

const created = (payMethod: 'ARRIVAL' | 'FULL_PREPAID') => () =>
  HttpResponse.json({
    code: 200,
    msg: 'success',
    data: {
      trade_no: '483920175562014773',
      status: payMethod === 'ARRIVAL' ? 'NORMAL' : 'CREATE_ORDER',
      payment_status: 'NOT_PAY',
      pay_method: payMethod,
      expires_at: null,
      total: { payment: 1, local: 1 },
      online: { payment: 0, local: 0 },
    },
  });

beforeEach(() => {
  resetNavigation();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/intl/en/book/BKK01/1/full_protection-arrival/booking');
  server.use(...verifyHandlers);
  patchHistory();
});
afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  await import('@/lib/api/contract/booking-form');
});

async function toReview(user: UserEvent) {
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Continue to review' }));
  const heading = await screen.findByRole('heading', { name: 'Check your booking' }, LAZY);
  await waitFor(() => expect(heading).toHaveFocus(), LAZY);
  return heading;
}

describe('the review-and-book step', () => {
  it('shows the booking as it will be made, then books with the page’s total and an Idempotency-Key', async () => {
    const sent = bookingCall(created('ARRIVAL'));
    const user = userEvent.setup();
    renderFillIn();
    await toReview(user);
    expect(window.location.search).toBe('?step=review');
    expect(screen.getByText('step: review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Review and book');
    const review = screen.getByRole('region', { name: 'Check your booking' });
    expect(within(review).getByText('Zhang Wei')).toBeInTheDocument();
    expect(review).toHaveTextContent('+86 13800138000 (Phone verified)');
    // Paying at the counter, nothing is owed for a cancellation before pick-up.
    expect(review).toHaveTextContent('Cancel before the pick-up time: free');
    expect(review).toHaveTextContent("Cancel after the pick-up time, or don't turn up: no refund");
    const total = billTotal();

    await user.click(screen.getByRole('button', { name: 'Book now, pay at the counter' }));
    await waitFor(
      () => expect(router.replace).toHaveBeenCalledWith('/payment/status/483920175562014773'),
      LAZY,
    );
    expect(sent).toHaveLength(1);
    const [{ key, body }] = sent as [Sent];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.get('pickup_location')).toBe('BKK01');
    expect(body.get('driver_age')).toBe('22');
    expect(body.get('package_code')).toBe(fillInContext().pkg.package_code_origin);
    expect(body.get('phone_token')).toBe('proof-13800138000');
    expect(body.get('agree_terms')).toBe('true');
    expect(body.get('lang')).toBe('en');
    expect(JSON.parse(body.get('drivers')!)).toEqual([
      { given_name: 'Wei', sur_name: 'Zhang', birthday: expect.any(String), driver_license_type: 'cn' },
    ]);
    expect(JSON.parse(body.get('contact')!)).toMatchObject({
      contact_area_code: '86',
      email: 'zhang.wei@example.com',
    });
    // The total the page showed, in minor units of the payment currency (CNY).
    const shown = Number(total!.match(/¥([\d,]+\.\d{2})/)![1]!.replace(/,/g, ''));
    expect(Number(body.get('expected_total'))).toBe(Math.round(shown * 100));
    // Booked: the form's draft goes.
    expect(window.sessionStorage.getItem('rentcar.tab')).not.toContain('"fillIn":{');
  });

  it('goes back to the form with everything kept, and a changed booking gets a new key', async () => {
    const sent = bookingCall(() => refusal(-1, 400), created('ARRIVAL'));
    const user = userEvent.setup();
    renderFillIn();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Edit your details' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('zhang.wei@example.com'), LAZY);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { name: 'Check your booking' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Book now, pay at the counter' }));
    // params_error concerns no single field: the form again, the message above it.
    expect(await screen.findByText(/Some of the information sent was invalid/, {}, LAZY)).toHaveFocus();

    await user.type(screen.getByLabelText('Flight number (optional)'), 'TG661');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await user.click(await screen.findByRole('button', { name: 'Book now, pay at the counter' }, LAZY));
    await waitFor(() => expect(router.replace).toHaveBeenCalled(), LAZY);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.get('flight_no')).toBe('TG661');
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('tries again with the same key after a lost answer, so the booking is made once', async () => {
    const sent = bookingCall(() => HttpResponse.error(), created('FULL_PREPAID'));
    const user = userEvent.setup();
    renderFillIn({ context: fillInContext() });
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Book and pay online' }));
    expect(await screen.findByText(/Network error/, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/you won't be booked twice/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/payment/483920175562014773'), LAZY);
    expect(sent.map((call) => call.key)).toEqual([sent[0]!.key, sent[0]!.key]);
  });

  it('says a sold-out car is sold out and counts down to the car list', async () => {
    bookingCall(() => refusal(1001, 409));
    const user = userEvent.setup();
    renderFillIn();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Book now, pay at the counter' }));
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('Sorry, this car is sold out. Please choose another car.');
    expect(within(alert).getByRole('timer')).toHaveTextContent('Returning to the car list in 15 seconds.');
    expect(within(alert).getByRole('link', { name: 'Back to the car list now' })).toHaveAttribute(
      'href',
      '/intl/en/book/BKK01?pickup=BKK01&age=22',
    );
    expect(screen.queryByRole('button', { name: 'Book now, pay at the counter' })).not.toBeInTheDocument();
  });

  it('sends an order already made to My Orders, and a changed price to a new search', async () => {
    bookingCall(() => refusal(1004, 409));
    const user = userEvent.setup();
    const first = renderFillIn();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Book now, pay at the counter' }));
    const repeat = await screen.findByRole('alert', {}, LAZY);
    expect(repeat).toHaveTextContent('This order has already been submitted');
    expect(within(repeat).getByRole('link', { name: 'Go to My Orders now' })).toHaveAttribute(
      'href',
      '/intl/en/order',
    );
    first.unmount();

    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/intl/en/book/BKK01/1/full_protection-arrival/booking');
    bookingCall(() => refusal(1005, 409));
    renderFillIn();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Book now, pay at the counter' }));
    const changed = await screen.findByRole('alert', {}, LAZY);
    expect(changed).toHaveTextContent('The price has changed. Please search again.');
    expect(within(changed).getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      '/intl/en/book/BKK01?pickup=BKK01&age=22',
    );
  });

  it('puts a refusal one field can fix back on that field: the driver’s age, the phone', async () => {
    bookingCall(
      () => refusal(1008, 422, { min: 23, max: 70, driver: 0 }),
      () => refusal(1012, 422),
    );
    const user = userEvent.setup();
    renderFillIn();
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Book now, pay at the counter' }));
    const birthday = within(await screen.findByRole('region', { name: 'Main driver' }, LAZY)).getByLabelText(
      'Date of birth',
    );
    await waitFor(() => expect(birthday).toHaveFocus(), LAZY);
    expect(birthday).toHaveAccessibleDescription(/it accepts drivers aged 23-70/);

    // The store's answer was for that booking only; Continue judges the form again and books.
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await user.click(await screen.findByRole('button', { name: 'Book now, pay at the counter' }, LAZY));
    const phone = await screen.findByLabelText('Mobile number', {}, LAZY);
    await waitFor(() => expect(phone).toHaveFocus(), LAZY);
    expect(phone).toHaveAccessibleDescription('Please verify your phone first');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
