import { expect, test, type Page } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };
import { rentInfoQueryString } from '../../lib/rent-info/codec';
import { bookThroughApi } from './fixtures/book-through-api';
import { payByCard } from './fixtures/card-payment';
import { fillTraveller, newPhone, searchOf } from './fixtures/fill-in';
import { fillMessage, messageLead } from './fixtures/messages';
import { expectAmountAtButton, smallTargets } from './fixtures/small-targets';

/**
 * Issue 34 item 8, the checkout on a phone: at 360 and 390 px (and on a desktop) a traveller books
 * a car and pays, and on the car list, car detail, plan, fill-in, review, payment, result and order
 * pages no link, button, radio or checkbox is under 24 × 24 px (WCAG 2.5.8; links in running text
 * exempt); the button that goes on and the amount to pay are on the screen together. One booking
 * per width, one language each (English at 360, Thai at 390, Simplified Chinese at 1280), and the
 * payment page in Traditional Chinese at 360.
 */
type Messages = typeof en;

const phone = (width: number, height: number) => ({
  viewport: { width, height },
  isMobile: true,
  hasTouch: true,
});

/** The page as it settled (fonts loaded), with no target under 24 × 24 px. */
async function expectNoSmallTargets(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  // Soft: one walk lists every page's small targets.
  expect.soft(await smallTargets(page), `targets under 24 × 24 px on the ${where}`).toEqual([]);
}

/** The live bill's 'pay now' figure (its first line: the payment currency's amount). */
async function billPayNow(page: Page, t: Messages): Promise<string> {
  const bill = page.getByRole('table', { name: new RegExp(`^${t.booking.bill.title}`) });
  const row = bill.getByRole('row', { name: new RegExp(`^${t.booking.bill.payNow}`) });
  const text = await row.getByRole('cell').innerText();
  return text.split('\n')[0]!.trim();
}

const WALKS = [
  {
    width: 360,
    height: 740,
    prefix: '/intl/en',
    locale: 'en-US',
    t: en,
    store: 'LAX01',
    days: 60,
    area: '1',
    phone: '213',
  },
  {
    width: 390,
    height: 844,
    prefix: '/intl/th',
    locale: 'th-TH',
    t: th,
    store: 'BKK01',
    days: 64,
    area: '66',
    phone: '81',
  },
  // The desktop keeps the same rules (WCAG 2.5.8 holds on every screen), in Simplified Chinese.
  {
    width: 1280,
    height: 900,
    prefix: '/cn/zh',
    locale: 'zh-CN',
    t: zh,
    store: 'LAX01',
    days: 68,
    area: '86',
    phone: '137',
  },
] as const;

for (const walk of WALKS) {
  test.describe(`${walk.width} px in ${walk.prefix}`, () => {
    test.use(
      walk.width < 960
        ? { ...phone(walk.width, walk.height), locale: walk.locale }
        : { viewport: { width: walk.width, height: walk.height }, locale: walk.locale },
    );

    test('car detail → plan → fill-in → review → payment → result → order, made for fingers', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const { t, prefix } = walk;
      const d = t.carDetail;
      const b = t.booking;
      const { store } = walk;
      const search = searchOf({ store, days: walk.days });
      const list = await page.request.get('/api/v1_1/car/get_car_list', { params: { ...search } });
      const sku = ((await list.json()) as { data: { list: { sku_id: number }[] } }).data.list[0]!.sku_id;

      // The car list first: its store notices' 'More information' (issue 34 item 8).
      await page.goto(`${prefix}/book/${store}?${rentInfoQueryString(search)}`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expectNoSmallTargets(page, 'car list');

      await page.goto(`${prefix}/book/${store}/${sku}?${rentInfoQueryString(search)}`);
      const caption = fillMessage(d.comparison.caption, { payMode: d.payModes.full_prepaid });
      await expect(page.getByRole('table', { name: caption })).toBeVisible();
      await expectNoSmallTargets(page, 'car detail');

      await page.goto(
        `${prefix}/book/${store}/${sku}/full_protection-full_prepaid?${rentInfoQueryString(search)}`,
      );
      const toDetails = page.getByRole('link', { name: d.summary.continue });
      await expect(toDetails).toBeVisible();
      await expectNoSmallTargets(page, 'plan');
      await toDetails.click();

      await expect(page).toHaveURL(/\/booking\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.fillIn.title);
      await fillTraveller(page, t, { area: walk.area, number: newPhone(walk.phone) });
      await page.getByRole('checkbox', { name: b.terms.agree.replace(/<\/?link>/g, '') }).check();
      await expectNoSmallTargets(page, 'fill-in');
      const payNow = await billPayNow(page, t);
      const toReview = page.getByRole('button', { name: b.form.continue });
      await expectAmountAtButton(page, toReview, payNow);
      await toReview.click();

      await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();
      await expectNoSmallTargets(page, 'review step');
      expect(await billPayNow(page, t)).toBe(payNow);
      const book = page.getByRole('button', { name: b.review.bookOnline });
      await expectAmountAtButton(page, book, payNow);
      await book.click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/payment/\\d{12,24}$`), { timeout: 30_000 });
      const tradeNo = page.url().split('/').pop()!;
      const form = page.getByRole('region', { name: t.cardPayment.title, exact: true });
      const pay = form.getByRole('button', { name: messageLead(t.cardPayment.pay) });
      await expect(pay).toBeVisible();
      await expectNoSmallTargets(page, 'payment page');
      await expectAmountAtButton(page, pay, payNow);
      await expectCardNumberAsWide(page, t);

      await payByCard(page, t.cardPayment, '4111111111111111');
      await expect(page).toHaveURL(new RegExp(`${prefix}/payment/status/${tradeNo}$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.bookingResult.result.title.paid);
      await expectNoSmallTargets(page, 'result page');

      await page.goto(`${prefix}/order/search/${tradeNo}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orders.detail.title);
      await expectNoSmallTargets(page, 'order page');
    });
  });
}

test.describe('360 px in /cn/zh-hant', () => {
  test.use({ ...phone(360, 740), locale: 'zh-HK' });

  test('the payment page: no small target, the amount at Pay, the card number as wide as the others', async ({
    page,
  }) => {
    test.slow();
    const t = zhHant;
    const order = await bookThroughApi(page.request, {
      store: 'LAX01',
      inDays: 62,
      planGroup: 'full_protection',
      payMode: 'full_prepaid',
      lang: 'zh-hant',
    });
    await page.goto(`/cn/zh-hant/payment/${order.trade_no}`);
    const form = page.getByRole('region', { name: t.cardPayment.title, exact: true });
    const pay = form.getByRole('button', { name: messageLead(t.cardPayment.pay) });
    await expect(pay).toBeVisible();
    await expectNoSmallTargets(page, 'payment page');
    const amount = /US\$[\d,]+\.\d\d/.exec((await pay.innerText()) ?? '')![0];
    await expectAmountAtButton(page, pay, amount);
    await expectCardNumberAsWide(page, t);
  });
});

/** The card number's field is as wide as the holder's name, and its placeholder fits in it. */
async function expectCardNumberAsWide(page: Page, t: Messages) {
  const form = page.getByRole('region', { name: t.cardPayment.title, exact: true });
  const number = form.getByLabel(t.cardPayment.labels.card_number);
  const holder = form.getByLabel(t.cardPayment.labels.holder_name);
  const [numberBox, holderBox] = [(await number.boundingBox())!, (await holder.boundingBox())!];
  expect(Math.abs(numberBox.width - holderBox.width), 'card number as wide as the name').toBeLessThan(1);
  const clipped = await number.evaluate((input: HTMLInputElement) => {
    // The placeholder's width as drawn in the field's font, against the room inside its padding.
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width > room;
  });
  expect(clipped, 'the card number placeholder is clipped').toBe(false);
}
