import { screen } from '@testing-library/react';
import { QueryProvider } from '@/components/providers/query-provider';
import { emptyValues } from '@/features/booking/fill-in-values';
import { OrderLookupForm } from '@/features/orders/components/order-lookup-form';
import type { Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

/**
 * Issue 34 item 9: /query's phone starts with the country code of the site's language, the one the
 * booking's contact starts with (86 on the English site before, where the LAX fill-in said 1).
 */
describe("the order lookup's country code", () => {
  it.each([
    ['en', en, '1'],
    ['th', th, '66'],
    ['zh', zh, '86'],
    ['zh-hant', zhHant, '852'],
  ] as const)('in %s is %s, as on the fill-in form', (lang, messages, code) => {
    renderWithProviders(
      <QueryProvider>
        <OrderLookupForm />
      </QueryProvider>,
      { lang: lang as Lang },
    );
    const field = screen.getByRole('textbox', { name: messages.orders.form.areaCode });
    expect(field).toHaveValue(code);
    expect(emptyValues(lang).contact.contact_area_code).toBe(code);
  });
});
