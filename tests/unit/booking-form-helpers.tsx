import { fireEvent, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BookingFillIn } from '@/features/booking/components/booking-fill-in';
import { ChoosePackage } from '@/features/car-detail/components/choose-package';
import type { FillInContext } from '@/features/booking/types';
import type { Lang } from '@/lib/i18n/locales';
import { CAPTURED, birthdayFor, fillInContext } from './booking-fixture';
import { withProviders } from './render';

/**
 * The fill-in page's client part in jsdom, with the API answered by msw: a code '123456' verifies
 * any phone; THAI500 is the captured coupon; the booking call answers what a test sets.
 */

/** Waits for lazily loaded code (the form's rules, the API client) however busy the machine. */
export const LAZY = { timeout: 15_000 };

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
export const refusal = (code: number, status: number, data: unknown = null) =>
  HttpResponse.json({ code, msg: 'refused', data }, { status });

export const RIGHT_CODE = '123456';

const walletCoupon = (code: string, countries: string[], description: string) => ({
  code,
  status: 'valid',
  kind: 'amount',
  percent: null,
  amount: { amount: 500, currency: 'THB' },
  description,
  less_limit: { amount: 3000, currency: 'THB' },
  countries,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2027-12-31T23:59:59.000Z',
  added_at: '2026-03-01T00:00:00.000Z',
  used_at: null,
});
const WALLET = [
  walletCoupon('THAI500', ['TH'], '500 THB off rentals in Thailand'),
  walletCoupon('KIWI30', ['NZ'], 'NZ$30 off in Christchurch'),
];

export const verifyHandlers = [
  http.post('*/api/v1_1/verify/send_code', () => ok({ expires_in_s: 600, resend_after_s: 60 })),
  http.post('*/api/v1_1/verify/check_code', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('code') !== RIGHT_CODE) return refusal(1013, 422, { tries_left: 4 });
    return ok({
      phone_token: `proof-${form.get('phone')}`,
      expires_at: new Date(Date.now() + 7_200_000).toISOString(),
      freshman: true,
    });
  }),
  // A logged-in traveller's wallet: THAI500 (for the fixture's Thai store) and one for New Zealand only.
  http.get('*/api/v1_1/user/coupon/list', () => ok({ list: WALLET })),
  // A logged-in traveller's deposit choices: the store does not offer zhima credit.
  http.get('*/api/v1_1/payment/get_pre_auth_sign_config_list', () =>
    ok({ list: [{ store: 'BKK01', alipay: '0' }], adminConfig: { disOpen: false, whitelisted: false } }),
  ),
  http.get('*/api/v1_1/coupon/check', ({ request }) => {
    const code = new URL(request.url).searchParams.get('code');
    return code === 'THAI500' ? ok(CAPTURED.coupon) : refusal(1010, 422);
  }),
];

/** The fill-in page's client part, with the site's providers (for a server render and hydration). */
export function fillInPage(options: { lang?: Lang; context?: FillInContext; userId?: string } = {}) {
  const context = options.context ?? fillInContext({ payMode: 'arrival' });
  return withProviders(
    <BookingFillIn
      context={context}
      lang={options.lang ?? 'en'}
      steppers={{ form: <p>step: extras</p>, review: <p>step: review</p> }}
      summary={<ChoosePackage choice={context.choice} />}
    />,
    { lang: options.lang ?? 'en', currency: 'CNY', userId: options.userId },
  );
}

export function renderFillIn(options: Parameters<typeof fillInPage>[0] = {}) {
  return render(fillInPage(options));
}

const setValue = (element: HTMLElement, value: string) => {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
};

/** The main driver, as on the licence; 22 on the pick-up date (the fixture's search band). */
export async function fillMainDriver(user: UserEvent, age = 22) {
  const driver = screen.getByRole('region', { name: 'Main driver' });
  await user.type(within(driver).getByLabelText('Given name (in Latin letters)'), 'Wei');
  await user.type(within(driver).getByLabelText('Surname (in Latin letters)'), 'Zhang');
  setValue(within(driver).getByLabelText('Date of birth'), birthdayFor(age));
  await user.selectOptions(within(driver).getByLabelText('Driving licence'), 'cn');
}

/** The contact, its phone verified with the right code. */
export async function fillContact(user: UserEvent, phone = '13800138000') {
  await user.click(screen.getByRole('radio', { name: 'Ms' }));
  await user.type(screen.getByLabelText('Full name'), '张伟');
  const area = screen.getByLabelText('Country code');
  await user.clear(area);
  await user.type(area, '86');
  await user.type(screen.getByLabelText('Mobile number'), phone);
  await user.type(screen.getByLabelText('Email'), 'zhang.wei@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Verification code', {}, LAZY), RIGHT_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Phone verified', {}, LAZY);
}

export async function fillValidForm(user: UserEvent) {
  await fillMainDriver(user);
  await fillContact(user);
  await user.click(screen.getByRole('checkbox', { name: /Car Rental Terms/ }));
}

/** The live bill's total row, as text. */
export const billTotal = () =>
  within(screen.getByRole('table', { name: /^Your bill/ })).getByRole('row', { name: /^Total/ }).textContent;
