import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { AppProviders } from '@/components/providers/app-providers';
import { DepositFieldset } from '@/features/booking/components/deposit-fieldset';
import { emptyValues } from '@/features/booking/fill-in-values';
import type { FillInValues } from '@/lib/store/fill-in-draft';
import en from '@/messages/en.json';
import { server, setupMswServer } from '../msw/server';
import { DETAIL } from './booking-fixture';

setupMswServer();

function Form({ children }: { children: ReactNode }) {
  const form = useForm<FillInValues>({ defaultValues: emptyValues('en') });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function LoginOpen() {
  const open = useSiteStore((state) => state.ui.modals.login);
  return open ? <p>login modal open</p> : null;
}

function renderDeposit(userId: string | null, storeAllowsZhima = true) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <AppProviders siteInit={{ region: 'intl', lang: 'en', guestId: 'g_test', userId }}>
        <Form>
          <DepositFieldset
            pickupStore="BKK01"
            storeAllowsZhima={storeAllowsZhima}
            deposit={DETAIL.car.deposit}
          />
        </Form>
        <LoginOpen />
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
