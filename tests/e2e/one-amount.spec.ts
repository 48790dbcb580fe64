import { expect, test, type Locator, type Page } from './fixtures/test';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import zhHant from '../../messages/zh-hant.json' with { type: 'json' };
import { paymentStateSchema } from '../../lib/api/contract/payment';
import { formatMoney } from '../../lib/i18n/format';
import type { Lang } from '../../lib/i18n/locales';
import { fromMinor } from '../../lib/money';
import { readOrder } from './fixtures/book-through-api';
import { payByCard } from './fixtures/card-payment';
import { messageLead } from './fixtures/messages';
import { fillInUrl, fillTraveller, newPhone, signUpByPhone } from './fixtures/fill-in';

/**
 * Issue 34 item 1: one amount at the moment of commitment. With the first-booking discount (a first
 * booking for a fresh phone) and with a coupon, what the package panel says is paid equals the bill
 * beside it on the fill-in and review steps, the payment and result pages show that same amount,
 * and it is what the API charged (or, paid at the counter, what the order leaves to pay there).
 * Item 6: full protection's additional driver is included.
 */
type Messages = typeof en;

/** The first line of a bill cell: the amount in the payment currency (the store's is beneath it). */
async function cellAmount(row: Locator): Promise<string> {
  const text = await row.getByRole('cell').innerText();
  return text.split('\n')[0]!.replace(/\s+/g, ' ').trim();
}

/** The live bill's "pay now" or "at the counter" amount, and the package panel's sentence. */
async function amounts(page: Page, t: Messages, which: 'payNow' | 'payAtCounter') {
  const bill = page.getByRole('table', { name: new RegExp(`^${t.booking.bill.title}`) });
  const row = bill.getByRole('row', { name: new RegExp(`^${t.booking.bill[which]}`) });
  await expect(row).toBeVisible();
  return {
    bill: await cellAmount(row),
    total: await cellAmount(bill.getByRole('row', { name: new RegExp(`^${t.booking.bill.total}`) })),
    panel: (await page.getByTestId('package-due').innerText()).replace(/\s+/g, ' '),
    promotions: bill.getByRole('rowheader', { name: t.booking.bill.promotions }),
  };
}

/** The package panel names the bill's amount, and nothing else on the page contradicts it. */
async function expectOneAmount(page: Page, t: Messages, which: 'payNow' | 'payAtCounter') {
  const seen = await amounts(page, t, which);
  await expect(seen.promotions).toBeVisible();
  expect(seen.panel).toContain(seen.bill);
  // The package's own quote (before the discount) is not shown beside the bill.
  await expect(page.getByRole('table', { name: t.carDetail.charges.title, exact: true })).toHaveCount(0);
  return seen;
}

type Currency = { code: string; minorUnits: number };

/** An amount of the API (minor units of the payment currency) as the bill writes it. */
const written = (minor: number, currency: Currency, lang: Lang) =>
  formatMoney(fromMinor(minor, currency.minorUnits), currency.code, lang).replace(/\s+/g, ' ');

/**
 * What the API recorded, as the bill writes it: the charge of the order's payment (its latest
 * attempt, succeeded), what the order counts as paid online, and what it leaves to pay at the counter.
 */
async function recorded(page: Page, tradeNo: string, lang: Lang) {
  const order = await readOrder(page.request, tradeNo);
  const currency = order.bill.currencies.payment;
  const answer = await page.request.get('/api/v1_1/payment/get_payment_status', {
    params: { trade_no: tradeNo },
  });
  expect(answer.status()).toBe(200);
  const state = paymentStateSchema.parse(((await answer.json()) as { data: unknown }).data);
  const charge = state.payment;
  if (charge) {
    expect(charge.status).toBe('succeeded');
    expect(charge.currency.toUpperCase()).toBe(currency.code.toUpperCase());
  }
  return {
    paymentStatus: state.payment_status,
    charged: charge && written(charge.amount.payment, currency, lang),
    paid: written(order.amounts.paid.payment, currency, lang),
    atCounter: written(order.bill.offlinePrice.payment, currency, lang),
  };
}

/** A row of the result page's money section ('Paid online', 'Total'), by its label. */
const moneyRow = (page: Page, t: Messages, label: string) =>
  page
    .getByRole('region', { name: t.bookingResult.money.title })
    .locator('div', { has: page.getByText(label, { exact: true }) });

const terms = (t: Messages) => t.booking.terms.agree.replace(/<\/?link>/g, '');

test.describe('one amount from the plan to the result', () => {
  test('English, first booking, paid online: the discounted amount on the panel, review, payment and result', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = en;
    const b = t.booking;
    await page.goto(
      await fillInUrl(page, '/intl/en', { store: 'LAX01', days: 52 }, 'full_protection-full_prepaid'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.carDetail.fillIn.title);
    const before = await amounts(page, t, 'payNow');
    expect(before.panel).toContain(before.bill);

    // Item 6: the additional driver the package includes is included, not sold again.
    const driver = page.locator('[data-extra="additional_driver"]');
    await expect(driver).toHaveAttribute('data-included', 'true');
    await expect(driver.getByText(b.extras.included, { exact: true })).toBeVisible();
    await expect(driver.getByRole('checkbox', { name: b.extras.addMore })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Additional driver', exact: true })).toHaveCount(0);

    // A fresh phone: the first-booking discount, and every amount follows it.
    await fillTraveller(page, t, { area: '1', number: newPhone('213') });
    await expect(page.getByTestId('package-due')).not.toContainText(before.bill);
    const fillIn = await expectOneAmount(page, t, 'payNow');
    expect(fillIn.bill).toBe(fillIn.total);
    expect(fillIn.bill).not.toBe(before.bill);

    await page.getByRole('checkbox', { name: terms(t) }).check();
    await page.getByRole('button', { name: b.form.continue }).click();
    await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();
    expect((await expectOneAmount(page, t, 'payNow')).bill).toBe(fillIn.bill);

    await page.getByRole('button', { name: b.review.bookOnline }).click();
    await expect(page).toHaveURL(/\/intl\/en\/payment\/\d{12,24}$/, { timeout: 30_000 });
    const tradeNo = /(\d{12,24})$/.exec(page.url())![1]!;
    const form = page.getByRole('region', { name: t.cardPayment.title, exact: true });
    await expect(form.getByRole('button', { name: messageLead(t.cardPayment.pay) })).toContainText(
      fillIn.bill,
    );

    await payByCard(page, t.cardPayment, '4111111111111111');
    await expect(page).toHaveURL(/\/intl\/en\/payment\/status\/\d{12,24}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.bookingResult.result.title.paid);
    const money = page.getByRole('region', { name: t.bookingResult.money.title });
    for (const label of [t.bookingResult.money.total, t.bookingResult.money.paidOnline]) {
      await expect(money.locator('div', { has: page.getByText(label, { exact: true }) })).toContainText(
        fillIn.bill,
      );
    }
    // The charge the API recorded is that amount.
    expect(await recorded(page, tradeNo, 'en')).toMatchObject({
      paymentStatus: 'HAD_PAID',
      charged: fillIn.bill,
      paid: fillIn.bill,
    });
  });

  // The other languages, with a coupon (it replaces the discount): paid online, from the review step
  // through payment to the result and the charge; paid at the counter, to the result and the order.
  const WALKS = [
    {
      prefix: '/intl/th',
      lang: 'th',
      t: th,
      locale: 'th-TH',
      store: 'BKK01',
      area: '66',
      phone: '81',
      code: 'THAI500',
      pack: 'full_protection-full_prepaid',
      which: 'payNow',
    },
    {
      prefix: '/cn/zh',
      lang: 'zh',
      t: zh,
      locale: 'zh-CN',
      store: 'LAX01',
      area: '86',
      phone: '137',
      code: 'WELCOME10',
      pack: 'full_protection-arrival',
      which: 'payAtCounter',
    },
    {
      prefix: '/cn/zh-hant',
      lang: 'zh-hant',
      t: zhHant,
      locale: 'zh-HK',
      store: 'LAX01',
      area: '86',
      phone: '138',
      code: 'WELCOME10',
      pack: 'full_protection-full_prepaid',
      which: 'payNow',
    },
  ] as const;
  for (const walk of WALKS) {
    test.describe(walk.prefix, () => {
      test.use({ locale: walk.locale });

      test(`with the coupon ${walk.code}: one amount on the fill-in, review, payment and result pages`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const { t } = walk;
        const r = t.bookingResult;
        const b = t.booking;
        // Coupons are a logged-in traveller's (the form offers the code field to them).
        await signUpByPhone(page.request);
        await page.goto(await fillInUrl(page, walk.prefix, { store: walk.store, days: 54 }, walk.pack));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.carDetail.fillIn.title);
        await page.getByLabel(b.labels.coupon_code, { exact: true }).fill(walk.code);
        await page.getByRole('button', { name: b.coupon.apply, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: new RegExp(walk.code) })).toBeVisible();
        await fillTraveller(page, t, { area: walk.area, number: newPhone(walk.phone) });
        const fillIn = await expectOneAmount(page, t, walk.which);

        await page.getByRole('checkbox', { name: terms(t) }).check();
        await page.getByRole('button', { name: b.form.continue }).click();
        await expect(page.getByRole('heading', { name: b.review.heading })).toBeFocused();
        const review = await expectOneAmount(page, t, walk.which);
        expect(review.bill).toBe(fillIn.bill);
        expect(review.total).toBe(fillIn.total);

        if (walk.which === 'payAtCounter') {
          await page.getByRole('button', { name: b.review.bookAtCounter }).click();
          await expect(page).toHaveURL(new RegExp(`${walk.prefix}/payment/status/\\d{12,24}$`), {
            timeout: 30_000,
          });
          const tradeNo = /(\d{12,24})$/.exec(page.url())![1]!;
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.result.title.booked);
          await expect(moneyRow(page, t, r.money.atCounter)).toContainText(review.bill);
          await expect(moneyRow(page, t, r.money.total)).toContainText(review.total);
          // Nothing is charged online; the order leaves that amount to pay at the counter.
          expect(await recorded(page, tradeNo, walk.lang)).toMatchObject({
            paymentStatus: 'NOT_PAY',
            charged: null,
            atCounter: review.bill,
          });
          return;
        }

        await page.getByRole('button', { name: b.review.bookOnline }).click();
        await expect(page).toHaveURL(new RegExp(`${walk.prefix}/payment/\\d{12,24}$`), { timeout: 30_000 });
        const tradeNo = /(\d{12,24})$/.exec(page.url())![1]!;
        // The payment page: the amount to pay, its price section and the Pay button say the same.
        await expect(
          page.locator('p', { has: page.getByText(r.money.toPayOnline, { exact: true }) }),
        ).toContainText(review.bill);
        await expect(moneyRow(page, t, r.money.toPayOnline)).toContainText(review.bill);
        const form = page.getByRole('region', { name: t.cardPayment.title, exact: true });
        await expect(form.getByRole('button', { name: messageLead(t.cardPayment.pay) })).toContainText(
          review.bill,
        );

        await payByCard(page, t.cardPayment, '4111111111111111');
        await expect(page).toHaveURL(new RegExp(`${walk.prefix}/payment/status/${tradeNo}$`), {
          timeout: 30_000,
        });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.result.title.paid);
        await expect(moneyRow(page, t, r.money.paidOnline)).toContainText(review.bill);
        await expect(moneyRow(page, t, r.money.total)).toContainText(review.total);
        // The charge the API recorded is the review step's amount.
        expect(await recorded(page, tradeNo, walk.lang)).toMatchObject({
          paymentStatus: 'HAD_PAID',
          charged: review.bill,
          paid: review.bill,
        });
      });
    });
  }
});
