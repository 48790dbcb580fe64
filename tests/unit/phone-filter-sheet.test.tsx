import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CarListFilters } from '@/features/car-list/components/car-list-filters';
import type { CarOffer } from '@/features/car-list/types';
import { navigation, resetNavigation } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);

const usd = (amount: number) => ({ amount, currency: 'USD', localAmount: amount, localCurrency: 'USD' });

const car = (skuId: number, overrides: Partial<CarOffer>): CarOffer => ({
  skuId,
  make: 'Make',
  model: `Model ${skuId}`,
  category: 'compact',
  doors: 4,
  seats: 5,
  luggage: 2,
  displacement: 1.6,
  gearbox: 'AT',
  fuel: 'gasoline',
  drivetrain: 'FWD',
  features: ['ac'],
  image: '/cars/models/toyota-corolla.svg',
  guaranteedModel: false,
  daily: usd(50),
  dailyExact: true,
  total: usd(150),
  fromPackage: { planGroup: 'basic_service', payMode: 'full_prepaid', cancellationPolicy: null },
  fees: [],
  freeUnits: 5,
  ...overrides,
});

const CARS = [
  car(1, { category: 'economy', daily: usd(40) }),
  car(2, { category: 'suv', fuel: 'hybrid', daily: usd(70) }),
  car(3, { category: 'minivan', fuel: 'hybrid', seats: 8, daily: usd(120) }),
];
const cards = Object.fromEntries(CARS.map((offer) => [offer.skuId, <p key={offer.skuId}>{offer.model}</p>]));

beforeEach(() => {
  resetNavigation();
  navigation.pathname = '/intl/en/book/LAX01';
  window.history.replaceState(null, '', '/intl/en/book/LAX01?pickup=LAX01');
});

describe('the filters sheet (narrow screens)', () => {
  it('opens from a Filters button that counts the active filters, on the same form', async () => {
    const user = userEvent.setup();
    navigation.search = 'fuel=hybrid';
    renderWithProviders(<CarListFilters offers={CARS} cards={cards} currency="USD" />);
    const button = screen.getByRole('button', { name: 'Filters (1 filter on)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filter cars' });
    expect(within(sheet).getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
    expect(within(sheet).getByRole('spinbutton', { name: 'Minimum' })).toBeInTheDocument();
    // The footer names what the filters leave, and closes the sheet on it.
    await user.click(within(sheet).getByRole('button', { name: 'Show 2 cars' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('writes a filter chosen in the sheet into the URL, as the sidebar does', async () => {
    const user = userEvent.setup();
    const replace = vi.spyOn(window.history, 'replaceState');
    renderWithProviders(<CarListFilters offers={CARS} cards={cards} currency="USD" />);
    // No filter on: the button says only 'Filters'.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filter cars' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'SUV' }));
    expect(replace).toHaveBeenLastCalledWith(null, '', '/intl/en/book/LAX01?pickup=LAX01&type=suv');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    replace.mockRestore();
  });

  it('speaks Thai on Thai pages', async () => {
    const user = userEvent.setup();
    navigation.search = 'fuel=hybrid&type=suv';
    renderWithProviders(<CarListFilters offers={CARS} cards={cards} currency="USD" />, { lang: 'th' });
    await user.click(screen.getByRole('button', { name: 'ตัวกรอง (ใช้ตัวกรองอยู่ 2 รายการ)' }));
    const sheet = screen.getByRole('dialog', { name: 'กรองรถ' });
    expect(within(sheet).getByRole('button', { name: 'ดูรถ 1 คัน' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'ปิดตัวกรอง' })).toBeInTheDocument();
  });
});
