import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSiteStore, useSiteStoreApi } from '@/components/providers/site-store-provider';
import { AppProviders } from '@/components/providers/app-providers';
import { QueryProvider } from '@/components/providers/query-provider';
import { DepositFieldset } from '@/features/booking/components/deposit-fieldset';
import { usePreAuth } from '@/features/booking/hooks/use-pre-auth';
import { emptyValues } from '@/features/booking/fill-in-values';
import type { FillInResolverContext } from '@/features/booking/fill-in-checks';
import { FillInMethodsProvider } from '@/features/booking/form-methods';
import type { BookingForm } from '@/lib/api/contract/booking-form';
import type { FillInValues } from '@/lib/site/store/fill-in-draft';
import en from '@/messages/en.json';
import { server, setupMswServer } from '../msw/server';
import { DETAIL } from './booking-fixture';

setupMswServer();

function Form({ children, values }: { children: ReactNode; values: FillInValues }) {
  const form = useForm<FillInValues, FillInResolverContext, BookingForm>({ defaultValues: values });
  return <FillInMethodsProvider form={form}>{children}</FillInMethodsProvider>;
}

/** The tab's fill-in draft as the page keeps it (rendered first, so it is there when the hook looks). */
function Draft({ values }: { values: FillInValues }) {
  const store = useSiteStoreApi();
  useEffect(() => store.getState().bookingDraft.saveFillIn({ values }), [store, values]);
  return null;
}

function Deposit({ storeAllowsZhima }: { storeAllowsZhima: boolean }) {
  const preAuth = usePreAuth(7, 'BKK01-FULL-PREPAID');
  return (
    <DepositFieldset
      pickupStore="BKK01"
      storeAllowsZhima={storeAllowsZhima}
      deposit={DETAIL.car.deposit}
      preAuth={preAuth}
    />
  );
}

function LoginOpen() {
  const open = useSiteStore((state) => state.ui.modals.login);
  return open ? <p>login modal open</p> : null;
}

function renderDeposit(userId: string | null, storeAllowsZhima = true, values = emptyValues('en')) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <AppProviders siteInit={{ region: 'intl', lang: 'en', guestId: 'g_test', userId }}>
        <QueryProvider>
          <Draft values={values} />
          <Form values={values}>
            <Deposit storeAllowsZhima={storeAllowsZhima} />
          </Form>
          <LoginOpen />
        </QueryProvider>
      </AppProviders>
    </NextIntlClientProvider>,
  );
}

const preAuthConfig = (alipay: '0' | '1') =>
  http.get('*/api/v1_1/payment/get_pre_auth_sign_config_list', () =>
    HttpResponse.json({
      code: 200,
      msg: 'success',
      data: { list: [{ store: 'BKK01', alipay }], adminConfig: { disOpen: false, whitelisted: false } },
    }),
  );

describe('the deposit', () => {
  it('takes a credit card by default, with the car’s deposit as the credit needed', () => {
    renderDeposit(null);
    const card = screen.getByRole('radio', { name: 'Credit card' });
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleDescription(/at least CN¥[\d,.]+ \(฿5,000\.00\) of available credit/);
    expect(card).toHaveAccessibleDescription(/about 15 business days after you return the car/);
  });

  it('offers zhima credit to guests only as a reason to log in, which opens the login dialog', async () => {
    renderDeposit(null);
    expect(screen.getByRole('radio', { name: 'Zhima Credit (no deposit)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to use Zhima Credit' }));
    expect(screen.getByText('login modal open')).toBeInTheDocument();
  });

  it('does not offer it at a store that does not allow it', () => {
    renderDeposit(null, false);
    expect(screen.queryByRole('radio', { name: /Zhima Credit/ })).not.toBeInTheDocument();
  });

  it('lets a logged-in traveller choose it where the pre-authorisation rules allow it', async () => {
    server.use(preAuthConfig('1'));
    renderDeposit('u_1');
    const zhima = await screen.findByRole(
      'radio',
      { name: 'Zhima Credit (no deposit)' },
      { timeout: 15_000 },
    );
    expect(zhima).toBeEnabled();
    await userEvent.click(zhima);
    expect(zhima).toBeChecked();
    expect(zhima).toHaveAccessibleDescription(/score above 650/);
    expect(within(document.body).queryByRole('button', { name: /Log in/ })).not.toBeInTheDocument();
  });

  it('hides it from a logged-in traveller where the rules refuse it', async () => {
    let asked = false;
    server.use(
      http.get('*/api/v1_1/payment/get_pre_auth_sign_config_list', () => {
        asked = true;
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            list: [{ store: 'BKK01', alipay: '0' }],
            adminConfig: { disOpen: false, whitelisted: false },
          },
        });
      }),
    );
    renderDeposit('u_1');
    await vi.waitFor(() => expect(asked).toBe(true), { timeout: 15_000 });
    expect(screen.queryByRole('radio', { name: /Zhima Credit/ })).not.toBeInTheDocument();
  });
});

describe('the zhima credit pre-authorisation', () => {
  const assign = vi.fn();
  const original = window.location;
  const page = 'http://localhost:3000/intl/en/book/BKK01/7/full_protection-full_prepaid/booking';

  function at(href: string) {
    const url = new URL(href);
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, href, pathname: url.pathname, search: url.search, hash: url.hash, assign },
    });
  }
  beforeEach(() => assign.mockReset());
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    vi.restoreAllMocks();
  });

  async function chooseZhima() {
    const zhima = await screen.findByRole(
      'radio',
      { name: 'Zhima Credit (no deposit)' },
      { timeout: 15_000 },
    );
    await userEvent.click(zhima);
  }

  it('sends the traveller to the provider for this car and package, returning to the deposit', async () => {
    at(`${page}?step=form`);
    const asked: Record<string, URLSearchParams> = {};
    server.use(
      preAuthConfig('1'),
      http.post('*/api/v1_1/payment/alipay/pre_auth/not_bind_sign', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { payment_no: 'S1' } }),
      ),
      http.post('*/api/v1_1/payment/get_pre_auth_no', async ({ request }) => {
        asked.preAuth = new URLSearchParams(await request.text());
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            pre_auth_payment_no: 'P1',
            provider_url: '/api/v1_1/payment/alipay/sandbox/authorize?x=P1',
          },
        });
      }),
    );
    renderDeposit('u_1');
    await chooseZhima();
    expect(screen.getByRole('status')).toHaveTextContent(/authorise Zhima Credit for this car/);
    await userEvent.click(screen.getByRole('button', { name: 'Authorise with Zhima Credit' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 15_000 });
    expect(assign).toHaveBeenCalledWith('/api/v1_1/payment/alipay/sandbox/authorize?x=P1');
    expect(Object.fromEntries(asked.preAuth!)).toMatchObject({
      sign_payment_no: 'S1',
      sku_id: '7',
      package_code: 'BKK01-FULL-PREPAID',
      return_to: '/intl/en/book/BKK01/7/full_protection-full_prepaid/booking?step=form#deposit',
    });
  });

  it.each([
    ['success', /Zhima Credit authorised: no deposit is needed/, false],
    ['declined', /did not approve the authorisation/, true],
    ['abandoned', /wasn't completed/, true],
  ] as const)(
    'back from the provider with %s: says so, and offers to try again unless passed',
    async (status, text, again) => {
      at(`${page}?step=form&pre_auth_payment_no=P9#deposit`);
      const replaced = vi.spyOn(window.history, 'replaceState');
      server.use(
        preAuthConfig('1'),
        http.post('*/api/v1_1/payment/get_pre_auth_status', () =>
          HttpResponse.json({ code: 200, msg: 'success', data: status }),
        ),
      );
      renderDeposit('u_1', true, { ...emptyValues('en'), deposit: '1' });
      expect(await screen.findByText(text, undefined, { timeout: 15_000 })).toBeInTheDocument();
      expect(replaced.mock.calls[0]?.[2]).toBe(
        '/intl/en/book/BKK01/7/full_protection-full_prepaid/booking?step=form#deposit',
      );
      expect(!!screen.queryByRole('button', { name: 'Try again' })).toBe(again);
    },
  );
});
