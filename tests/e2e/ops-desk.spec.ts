import { randomUUID } from 'node:crypto';
import th from '../../messages/th.json' with { type: 'json' };
import { addWallDays, formatWallTime, instantToWallTime, startOfWallDay } from '../../lib/time/wall-time';
import { axeViolations } from './fixtures/axe';
import { messageLead } from './fixtures/messages';
import { bookThroughApi } from './fixtures/book-through-api';
import { addStaffByCommandLine, inLanguage, ownBrowser, setUpAndEnrol } from './fixtures/ops';
import { expect, test } from './fixtures/test';

/** 'YYYY-MM-DD' on Bangkok's clock (BKK01's), `days` from today there. */
const bangkokDate = (days: number) =>
  formatWallTime(addWallDays(startOfWallDay(instantToWallTime(new Date(), 'Asia/Bangkok')), days)).slice(
    0,
    10,
  );

test.describe('the store desk', () => {
  test.setTimeout(300_000);
  test.use({ locale: 'th-TH' });

  test("in Thai, a BKK01 clerk sees today's pick-up, hands the car over, then takes it back (axe clean)", async ({
    page,
    browser,
  }) => {
    const t = th.ops;
    const d = t.desk;
    const problems: string[] = [];
    // Today at 23:00 on Bangkok's clock (the store's last hour): later today at almost any hour. The
    // API accepts a pick-up up to a day in the past, so a run in Bangkok's last hour still books it.
    const today = bangkokDate(0);
    const returnDay = bangkokDate(2);
    const created = await bookThroughApi(page.request, {
      store: 'BKK01',
      inDays: 0,
      pickup: `${today} 23:00`,
      dropOff: `${returnDay} 23:00`,
      planGroup: 'basic_protection',
      payMode: 'arrival',
      lang: 'th',
    });

    const email = `desk-${randomUUID().slice(0, 8)}@example.test`;
    const setup = await addStaffByCommandLine(email, 'Desk clerk', 'store', ['BKK01']);
    const clerk = await ownBrowser(browser, 'th-TH', problems);
    await setUpAndEnrol(clerk, {
      setupPath: inLanguage(setup, '/intl/th'),
      prefix: '/intl/th',
      email,
      name: 'Desk clerk',
      password: 'desk pass phrase 2026',
      t,
    });

    await clerk.getByRole('link', { name: t.header.desk }).click();
    await expect(clerk.getByRole('heading', { level: 1 })).toHaveText(d.title);
    // A store role sees only its store; the day is today on the store's clock.
    await expect(clerk.getByLabel(d.store, { exact: true }).locator('option')).toHaveCount(1);
    await expect(clerk.getByLabel(d.date, { exact: true })).toHaveValue(today);
    const card = clerk.locator(`[data-desk-list="pickup"] [data-desk-rental="${created.trade_no}"]`);
    await expect(card).toContainText('Wei Zhang');
    await expect(card.locator('[data-desk-stage]')).toHaveText(d.stage.ready);
    expect(await axeViolations(clerk)).toEqual([]);

    // Handing over without the readings: the fields say what is missing, in Thai.
    const handOver = card.getByRole('form', { name: d.handOver.title });
    await handOver.getByRole('button', { name: d.handOver.submit }).click();
    await expect(handOver.getByText(d.problems.required).first()).toBeVisible();
    expect(await axeViolations(clerk)).toEqual([]);

    const plate = (await card.getAttribute('data-desk-plate'))!;
    await handOver.getByLabel(d.handOver.plate, { exact: true }).fill(plate);
    await handOver.getByLabel(d.odometer, { exact: true }).fill('12000');
    await handOver.getByLabel(d.fuel, { exact: true }).selectOption('7');
    await handOver.getByRole('button', { name: d.handOver.submit }).click();
    await expect(card.locator('[data-desk-stage]')).toHaveAttribute('data-desk-stage', 'picked_up');
    await expect(card.locator('[data-desk-stage]')).toContainText(messageLead(d.stage.picked_up));
    await expect(card).toContainText('12000');
    expect(await axeViolations(clerk)).toEqual([]);

    // The return is two days on: the clerk picks that day on the desk.
    await clerk.getByLabel(d.date, { exact: true }).fill(returnDay);
    await clerk.getByRole('button', { name: d.show }).click();
    await expect(clerk).toHaveURL(new RegExp(`date=${returnDay}`));
    const back = clerk.locator(`[data-desk-list="return"] [data-desk-rental="${created.trade_no}"]`);
    const takeBack = back.getByRole('form', { name: d.takeBack.title });
    // An odometer below the hand-over's is refused by the server, in Thai.
    await takeBack.getByLabel(d.odometer, { exact: true }).fill('11000');
    await takeBack.getByLabel(d.takeBack.hoursLate, { exact: true }).fill('0');
    await takeBack.getByRole('button', { name: d.takeBack.submit }).click();
    await expect(takeBack.getByRole('alert')).toHaveText(th.errors.desk_odometer_lower);
    await takeBack.getByLabel(d.odometer, { exact: true }).fill('12480');
    await takeBack.getByLabel(d.takeBack.damage, { exact: true }).fill('รอยขีดข่วนที่กันชนหลัง');
    await takeBack.getByRole('button', { name: d.takeBack.submit }).click();
    await expect(back.locator('[data-desk-stage]')).toHaveAttribute('data-desk-stage', 'returned');
    await expect(back).toContainText('รอยขีดข่วนที่กันชนหลัง');
    expect(await axeViolations(clerk)).toEqual([]);

    // The traveller's order page shows the progress beside the status, on the store's clock.
    await page.goto(`/intl/th/order/${created.trade_no}`);
    await expect(page.locator('[data-fact="progress"]')).toContainText(
      messageLead(th.orders.progress.returned),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
