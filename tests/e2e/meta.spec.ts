import { expect, test, type APIRequestContext } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };

/** 'YYYY-MM-DD', `offset` days from today. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Next week at LAX01, in the link's readable form: pick-up in 7 days, back 3 days later, 10:00. */
const FROM = `${day(7)}T10:00`;
const TO = `${day(10)}T10:00`;
const SEARCH = `pickup=LAX01&from=${FROM}&to=${TO}`;
const UTM = 'utm_source=kayak&utm_medium=metasearch&utm_campaign=winter';
const PACKAGE = 'full_protection-full_prepaid';

/** A LAX01 car free next week and offering the package, as a partner's feed would know it. */
async function partnerCar(request: APIRequestContext) {
  const query = new URLSearchParams({
    pickup_location: 'LAX01',
    pickup_date_time: FROM.replace('T', ' '),
    drop_off_date_time: TO.replace('T', ' '),
  });
  const answer = await (await request.get(`/api/v1_1/car/get_car_list?${query}`)).json();
  expect(answer.code).toBe(200);
  type ListCar = { sku_id: number; vehicle_info: { make: string; model: string }; packObj: object };
  const car = (answer.data.list as ListCar[]).find((item) => 'full_protection' in item.packObj);
  expect(car, 'a LAX01 car with full protection').toBeDefined();
  return { skuId: car!.sku_id, name: `${car!.vehicle_info.make} ${car!.vehicle_info.model}` };
}

/** The Location of /meta's redirect, and its status, without following it. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] };
}

const LANGS = [
  { prefix: '/intl/en', messages: en, locale: 'en-US' },
  { prefix: '/cn/zh', messages: zh, locale: 'zh-CN' },
] as const;

for (const { prefix, messages, locale } of LANGS) {
  const t = messages.carDetail;

  test.describe(`/meta in ${prefix}`, () => {
    test.use({ locale });

    test("/meta with a deep link to LAX01, next week, a sku and a package opens that car's detail with the search filled in", async ({
      page,
      request,
      context,
    }) => {
      const car = await partnerCar(request);
      const link = `${prefix}/meta?${SEARCH}&sku=${car.skuId}&package=${PACKAGE}&${UTM}`;
      const target = `${prefix}/book/LAX01/${car.skuId}/${PACKAGE}?${SEARCH}&${UTM}`;

      // A real, temporary redirect that partners' link checkers and crawlers see as such.
      expect(await redirectOf(request, link)).toEqual({ status: 307, location: target });

      await page.goto(link);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(t.tiers.full_protection) }),
      ).toBeVisible();
      // The search the prices are for: three days, and the way back to the list of that search.
      const trip = page.getByRole('region', { name: t.trip.title });
      await expect(trip).toContainText(t.trip.days.replace(/\{count.*other \{#( ?.+)\}\}/, '3$1'));
      await expect(trip.getByRole('link', { name: t.trip.changeCar })).toHaveAttribute(
        'href',
        `${prefix}/book/LAX01?${SEARCH}&${UTM}`,
      );
      // proxy.ts kept the campaign for the booking (24 hours).
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'utm_source')?.value).toBe('kayak');
      expect(JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'utm')!.value))).toEqual({
        utm_source: 'kayak',
        utm_medium: 'metasearch',
        utm_campaign: 'winter',
      });
    });

    test('/meta with a sku the store does not have opens the car list of the search', async ({ page }) => {
      await page.goto(`${prefix}/meta?${SEARCH}&sku=999999&package=${PACKAGE}&${UTM}`);
      await expect(page).toHaveURL(`${prefix}/book/LAX01?${SEARCH}&${UTM}`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });
  });
}

test.describe('/meta links that name less', () => {
  test('a sku without a package opens the car detail', async ({ request }) => {
    const car = await partnerCar(request);
    expect(await redirectOf(request, `/intl/en/meta?${SEARCH}&sku=${car.skuId}&${UTM}`)).toEqual({
      status: 307,
      location: `/intl/en/book/LAX01/${car.skuId}?${SEARCH}&${UTM}`,
    });
  });

  test('no sku, an alias and the encoded rent_info open the list of that search', async ({ request }) => {
    const rentInfo = encodeURIComponent(
      JSON.stringify({
        pickup_location: 'HAW1204',
        pickup_date_time: `${day(7)} 10:00`,
        drop_off_date_time: `${day(10)} 10:00`,
        driver_age: 23,
      }),
    );
    expect(await redirectOf(request, `/cn/zh/meta?rent_info=${rentInfo}&utm_source=trip`)).toEqual({
      status: 307,
      location: `/cn/zh/book/HNL01?pickup=HNL01&from=${FROM}&to=${TO}&age=23&utm_source=trip`,
    });
  });
});
