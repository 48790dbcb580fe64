import { randomUUID } from 'node:crypto';
import en from '../../messages/en.json' with { type: 'json' };
import th from '../../messages/th.json' with { type: 'json' };
import { axeViolations } from './fixtures/axe';
import { addAdminByCommandLine, inLanguage, ownBrowser, setUpAndEnrol } from './fixtures/ops';
import { expect, test } from './fixtures/test';

const tag = () => randomUUID().slice(0, 8);

test.describe('the campaign report page', () => {
  test.setTimeout(240_000);

  test('a campaign link’s visit is counted once per tab, and the report shows it in English and Thai with its CSV (axe clean)', async ({
    browser,
  }) => {
    const problems: string[] = [];
    const campaign = `spring-${tag()}`;
    const traveller = await ownBrowser(browser, 'en-US', problems);
    const beacon = () =>
      traveller.waitForResponse((answer) => answer.url().includes('/api/v1_1/campaign/record'));
    const landed = beacon();
    await traveller.goto(`/intl/en?utm_source=e2e&utm_medium=social&utm_campaign=${campaign}`);
    expect((await (await landed).json()) as unknown).toMatchObject({ code: 200, data: { recorded: true } });
    // A reload of the same tab is the same visit: no second beacon.
    let again = false;
    traveller.on('request', (request) => {
      if (request.url().includes('/api/v1_1/campaign/record')) again = true;
    });
    await traveller.reload();
    await traveller.waitForLoadState('networkidle');
    expect(again).toBe(false);

    const email = `report-${tag()}@example.test`;
    const setup = await addAdminByCommandLine(email, 'Report admin');
    const admin = await ownBrowser(browser, 'en-US', problems);
    await setUpAndEnrol(admin, {
      setupPath: inLanguage(setup, '/intl/en'),
      prefix: '/intl/en',
      email,
      name: 'Report admin',
      password: 'report pass phrase 2026',
      t: en.ops,
    });
    await admin.goto('/intl/en/ops');
    await admin.getByRole('link', { name: en.ops.header.marketing }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(en.ops.report.title);
    const row = admin.getByRole('row').filter({ hasText: campaign });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(admin.getByRole('img', { name: en.ops.report.chartTitle })).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);

    const href = await admin.getByRole('link', { name: en.ops.report.csv }).getAttribute('href');
    const csv = await admin.context().request.get(href!);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(`e2e,social,${campaign},1,`);

    // A reversed range says why, in Thai, and shows no figures.
    await admin.goto('/intl/th/ops/marketing?from=2026-03-02&to=2026-03-01');
    await expect(admin.locator('#report-problem')).toHaveText(th.ops.report.problems.range_reversed);
    await expect(admin.getByRole('table')).toHaveCount(0);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.goto('/intl/th/ops/marketing');
    await expect(admin.getByRole('row').filter({ hasText: campaign })).toHaveCount(1);
    expect(await axeViolations(admin)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
