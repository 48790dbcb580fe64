import { fireEvent, screen } from '@testing-library/react';
import { CarListFilters } from '@/features/car-list/components/car-list-filters';
import {
  activeFilterCount,
  filterCars,
  filterOptions,
  NO_FILTERS,
  readListView,
  seatRange,
  sortCars,
  writeListView,
  type CarFilters,
} from '@/features/car-list/filter';
import type { CarOffer } from '@/features/car-list/types';
import { navigation, resetNavigation } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);

const usd = (amount: number) => ({ amount, currency: 'USD', localAmount: amount, localCurrency: 'USD' });

function car(skuId: number, overrides: Partial<CarOffer>): CarOffer {
  return {
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
    features: ['ac', 'bluetooth'],
    image: '/cars/models/nissan-versa.svg',
    guaranteedModel: false,
    daily: usd(50),
    dailyExact: true,
    total: usd(150),
    fromPackage: { planGroup: 'basic_service', payMode: 'full_prepaid', cancellationPolicy: null },
    fees: [],
    freeUnits: 5,
    ...overrides,
  };
}

// In the API's order: cheapest first, with one tie on price.
const CARS: CarOffer[] = [
  car(1, { category: 'economy', seats: 4, daily: usd(40), features: ['ac'] }),
  car(2, { category: 'compact', daily: usd(55), gearbox: 'AT/MT', features: ['ac', 'gps'] }),
  car(3, { category: 'suv', seats: 7, fuel: 'hybrid', drivetrain: 'AWD', daily: usd(55) }),
  car(4, {
    category: 'luxury',
    fuel: 'EV',
    displacement: null,
    drivetrain: 'RWD',
    daily: usd(90),
    features: ['ac', 'bluetooth', 'gps', 'cruise_control'],
  }),
  car(5, { category: 'minivan', seats: 8, fuel: 'hybrid', daily: usd(120), gearbox: 'MT' }),
];

const ids = (offers: CarOffer[]) => offers.map((offer) => offer.skuId);
const only = (filters: Partial<CarFilters>) => ids(filterCars(CARS, { ...NO_FILTERS, ...filters }));

describe('filterCars', () => {
  it('keeps every car without filters, in order', () => {
    expect(only({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by type (category), any of the chosen', () => {
    expect(only({ types: ['suv'] })).toEqual([3]);
    expect(only({ types: ['suv', 'economy'] })).toEqual([1, 3]);
  });

  it('filters by gearbox, where AT/MT cars match both', () => {
    expect(only({ gearboxes: ['MT'] })).toEqual([2, 5]);
    expect(only({ gearboxes: ['AT'] })).toEqual([1, 2, 3, 4]);
  });

  it('filters by fuel', () => {
    expect(only({ fuels: ['EV'] })).toEqual([4]);
    expect(only({ fuels: ['hybrid', 'EV'] })).toEqual([3, 4, 5]);
  });

  it('filters by seat range: 2-4, 5-6 and 7+', () => {
    expect([2, 4, 5, 6, 7, 12].map(seatRange)).toEqual(['2-4', '2-4', '5-6', '5-6', '7+', '7+']);
    expect(only({ seats: ['2-4'] })).toEqual([1]);
    expect(only({ seats: ['5-6'] })).toEqual([2, 4]);
    expect(only({ seats: ['7+'] })).toEqual([3, 5]);
  });

  it('filters by drivetrain', () => {
    expect(only({ drivetrains: ['AWD', 'RWD'] })).toEqual([3, 4]);
  });

  it('needs every chosen feature', () => {
    expect(only({ features: ['gps'] })).toEqual([2, 4]);
    expect(only({ features: ['gps', 'cruise_control'] })).toEqual([4]);
  });

  it('filters by the daily price range, both ends included', () => {
    expect(only({ priceMin: 55 })).toEqual([2, 3, 4, 5]);
    expect(only({ priceMax: 55 })).toEqual([1, 2, 3]);
    expect(only({ priceMin: 55, priceMax: 90 })).toEqual([2, 3, 4]);
    expect(only({ priceMin: 200 })).toEqual([]);
  });

  it('combines groups: all of them must match', () => {
    expect(only({ fuels: ['hybrid'], seats: ['7+'], gearboxes: ['MT'] })).toEqual([5]);
  });
});

describe('sortCars', () => {
  it("keeps the API's order for 'recommended' and never changes its input", () => {
    const reversed = [...CARS].reverse();
    expect(ids(sortCars(reversed, 'recommended'))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(reversed)).toEqual([5, 4, 3, 2, 1]);
  });

  it('sorts by daily price, low to high and high to low, keeping ties in order', () => {
    expect(ids(sortCars([...CARS].reverse(), 'price_asc'))).toEqual([1, 3, 2, 4, 5]);
    expect(ids(sortCars(CARS, 'price_asc'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortCars(CARS, 'price_desc'))).toEqual([5, 4, 2, 3, 1]);
  });

  it('sorts by seats, most first, then cheapest', () => {
    expect(ids(sortCars(CARS, 'seats'))).toEqual([5, 3, 2, 4, 1]);
  });
});

describe('filterOptions', () => {
  it('offers the values that narrow the list, in a fixed order, and the price span', () => {
    expect(filterOptions(CARS)).toEqual({
      types: ['economy', 'compact', 'suv', 'minivan', 'luxury'],
      gearboxes: ['AT', 'MT'],
      fuels: ['gasoline', 'hybrid', 'EV'],
      seats: ['2-4', '5-6', '7+'],
      drivetrains: ['FWD', 'RWD', 'AWD'],
      // every car has air conditioning, so it would narrow nothing
      features: ['bluetooth', 'cruise_control', 'gps'],
      price: { min: 40, max: 120 },
    });
  });

  it('offers no group where every car is alike', () => {
    const alike = [car(1, {}), car(2, { daily: usd(70) })];
    expect(filterOptions(alike)).toMatchObject({
      types: [],
      gearboxes: [],
      fuels: [],
      seats: [],
      drivetrains: [],
      features: [],
    });
    expect(filterOptions([]).price).toBeUndefined();
  });
});

describe('the view in the URL query', () => {
  it('reads filters and sort, dropping unknown values', () => {
    const query = new URLSearchParams(
      'pickup=LAX01&fuel=EV&fuel=coal&seats=7%2B&gearbox=MT&drive=AWD&feature=gps&type=suv' +
        '&price_min=40&price_max=abc&sort=price_desc',
    );
    expect(readListView(query)).toEqual({
      filters: {
        types: ['suv'],
        gearboxes: ['MT'],
        fuels: ['EV'],
        seats: ['7+'],
        drivetrains: ['AWD'],
        features: ['gps'],
        priceMin: 40,
        priceMax: undefined,
      },
      sort: 'price_desc',
    });
    expect(readListView(new URLSearchParams('sort=cheapest')).sort).toBe('recommended');
  });

  it('writes the view back, keeping the search and leaving out the defaults', () => {
    const search = new URLSearchParams('pickup=LAX01&from=2026-12-01T10:00&fuel=hybrid&sort=seats');
    const written = writeListView(search, {
      filters: { ...NO_FILTERS, fuels: ['EV', 'hybrid'], priceMax: 80 },
      sort: 'recommended',
    });
    expect(written.toString()).toBe('pickup=LAX01&from=2026-12-01T10%3A00&fuel=EV&fuel=hybrid&price_max=80');
    expect(readListView(written).filters.fuels).toEqual(['EV', 'hybrid']);
    expect(activeFilterCount(readListView(written).filters)).toBe(3);
  });
});

describe('<CarListFilters>', () => {
  const cards = Object.fromEntries(
    CARS.map((offer) => [offer.skuId, <p key={offer.skuId}>{offer.model}</p>]),
  );
  const shownModels = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  beforeEach(() => {
    resetNavigation();
    navigation.pathname = '/intl/en/book/LAX01';
    window.history.replaceState(null, '', '/intl/en/book/LAX01?pickup=LAX01');
  });

  it('shows the cards in the order and the filters of the URL, with the count', () => {
    navigation.search = 'fuel=hybrid&sort=price_desc';
    renderWithProviders(<CarListFilters offers={CARS} cards={cards} currency="USD" />);
    expect(screen.getByRole('status')).toHaveTextContent('2 cars of 5');
    expect(shownModels()).toEqual(['Model 5', 'Model 3']);
    expect(screen.getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  });

  it('writes a change into the URL query, keeping the search', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    renderWithProviders(<CarListFilters offers={CARS} cards={cards} currency="USD" />);
    expect(screen.getByRole('status')).toHaveTextContent('5 cars');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Electric' }));
    expect(replace).toHaveBeenLastCalledWith(null, '', '/intl/en/book/LAX01?pickup=LAX01&fuel=EV');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'seats' } });
    expect(replace).toHaveBeenLastCalledWith(null, '', '/intl/en/book/LAX01?pickup=LAX01&sort=seats');
    replace.mockRestore();
  });

  it('says so when no car matches, and clears the filters', () => {
    navigation.search = 'price_min=500';
    const replace = vi.spyOn(window.history, 'replaceState');
    renderWithProviders(<CarListFilters offers={CARS} cards={cards} currency="USD" />);
    expect(screen.getByRole('status')).toHaveTextContent('No cars of 5');
    expect(screen.getByText('No cars match these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[1]!);
    expect(replace).toHaveBeenLastCalledWith(null, '', '/intl/en/book/LAX01?pickup=LAX01');
    replace.mockRestore();
  });
});
