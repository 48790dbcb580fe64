import { screen, within } from '@testing-library/react';
import { CarHeader } from '@/features/car-detail/components/car-header';
import { toDetailCar } from '@/features/car-detail/to-site';
import { CarCard } from '@/features/car-list/components/car-card';
import { toCarOffer } from '@/features/car-list/to-site';
import type { CarSummary, Price, VehicleInfo } from '@/lib/api/contract/car';
import { LANGS, type Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { renderWithProviders } from './render';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;

const usd = (amount: number): Price => ({
  payment_amount: amount,
  payment_currency: 'USD',
  local_amount: amount,
  local_currency: 'USD',
});

const vehicle = (guaranteed: boolean): VehicleInfo => ({
  product_id: 7,
  product_code: 'nissan-versa',
  make: 'Nissan',
  model: 'Versa',
  category: 'economy',
  doors: 4,
  seats: 5,
  luggage: 1,
  displacement: 1.6,
  gearbox: 'AT',
  fuel: 'gasoline',
  drivetrain: 'FWD',
  features: ['ac'],
  image: '/cars/economy.svg',
  guaranteed_model: guaranteed,
});

/** The same car as the list answers it and as the detail answers it. */
function answers(guaranteed: boolean) {
  const car: CarSummary = {
    sku_id: 7,
    vehicle_info: vehicle(guaranteed),
    lowest_package: {
      package_code_origin: 'LAX01-BASIC-ARRIVAL',
      plan_group: 'basic_service',
      pay_mode: 'arrival',
      daily_amount: usd(40),
      total_charge: usd(120),
      fees: [],
    },
    mileage_limit: { unlimited: true, quantity: null, unit: 'mi', overage_price: null, currency: 'USD' },
    deposit: usd(200),
    free_units: 5,
    packObj: {},
  };
  return { listCar: car, detailCar: { vehicle_info: vehicle(guaranteed), deposit: usd(200) } };
}

function renderCard(guaranteed: boolean, lang: Lang) {
  const { listCar } = answers(guaranteed);
  return renderWithProviders(
    <CarCard offer={toCarOffer(listCar, 3, [])} lang={lang} rentDays={3} chooseHref="/book/LAX01/7" />,
    { lang },
  );
}

function renderHeader(guaranteed: boolean, lang: Lang) {
  return renderWithProviders(<CarHeader car={toDetailCar(answers(guaranteed).detailCar)} />, { lang });
}

describe("'guaranteed model', the same on the car list and the car detail", () => {
  describe.each(LANGS)('in %s', (lang) => {
    const list = MESSAGES[lang].carList;
    const detail = MESSAGES[lang].carDetail.car;

    it("the list card of a guaranteed model is marked so, without 'or similar'", () => {
      renderCard(true, lang);
      const card = screen.getByRole('article');
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(/^Nissan Versa$/);
      expect(within(card).getByText(list.guaranteedModel)).toBeInTheDocument();
      expect(card).not.toHaveTextContent(list.orSimilar);
    });

    it("the list card of a pooled model says 'or similar', without the mark", () => {
      renderCard(false, lang);
      const card = screen.getByRole('article');
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
        `Nissan Versa ${list.orSimilar}`,
      );
      expect(card).not.toHaveTextContent(list.guaranteedModel);
    });

    it('the detail header of a guaranteed model says so', () => {
      renderHeader(true, lang);
      expect(screen.getByText(detail.guaranteed)).toBeInTheDocument();
      expect(screen.queryByText(detail.orSimilar)).not.toBeInTheDocument();
    });

    it('the detail header of a pooled model says a similar car of the class may come', () => {
      renderHeader(false, lang);
      expect(screen.getByText(detail.orSimilar)).toBeInTheDocument();
      expect(screen.queryByText(detail.guaranteed)).not.toBeInTheDocument();
    });
  });

  it.each([true, false])('list and detail agree when guaranteed_model is %s', (guaranteed) => {
    const card = renderCard(guaranteed, 'en');
    const listSaysGuaranteed = screen.queryByText(en.carList.guaranteedModel) !== null;
    const listSaysSimilar = screen.queryByText(en.carList.orSimilar, { exact: false }) !== null;
    card.unmount();
    renderHeader(guaranteed, 'en');
    const detailSaysGuaranteed = screen.queryByText(en.carDetail.car.guaranteed) !== null;
    const detailSaysSimilar = screen.queryByText(en.carDetail.car.orSimilar) !== null;
    expect([listSaysGuaranteed, listSaysSimilar]).toEqual([guaranteed, !guaranteed]);
    expect([detailSaysGuaranteed, detailSaysSimilar]).toEqual([guaranteed, !guaranteed]);
  });
});
