import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { opsKeyFilePath, readOpsKeyFile } from '../../server/process/ops-key';
import en from '../../messages/en.json' with { type: 'json' };
import { expect, test, type Page } from './fixtures/test';
import { bookThroughApi } from './fixtures/book-through-api';
import { payByCard } from './fixtures/card-payment';
import { E2E_PORT } from './fixtures/servers';
import { opsCommand } from '../fixtures/ops-command';

const KEY_FILE_SUFFIX = '.ops-cli.json';

/**
 * The data folder (PGLITE_DIR) of the e2e server on E2E_PORT, which playwright.config.ts names
 * after the runner's process: its key file says where it answers (server/process/ops-key.ts).
 */
async function dataDirOfServer(): Promise<string> {
  const names = (await readdir('.data')).filter((name) => name.endsWith(KEY_FILE_SUFFIX));
  for (const name of names) {
    const dir = path.join('.data', name.slice(0, -KEY_FILE_SUFFIX.length));
    const file = await readOpsKeyFile(dir);
    if (typeof file === 'object' && new URL(file.url).port === String(E2E_PORT) && alive(file.pid))
      return dir;
  }
  throw new Error(`no key file of a live server on port ${E2E_PORT} in .data (${names.join(', ')})`);
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm run ops -- …` from another process, on the data folder the running server holds open. */
const ops = (dataDir: string, ...args: string[]) =>
  opsCommand(args, { PGLITE_DIR: dataDir, DATABASE_URL: '', OPERATOR: 'cs-e2e' });

/** The step of the refund's progress list named by its status text (as in refunds.spec.ts). */
const step = (page: Page, name: string) =>
  page
    .getByRole('list', { name: en.refunds.progress.steps })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test.describe('the ops command beside the running site on the embedded database', () => {
  test.setTimeout(300_000);

  test('customer service approves and completes a refund from the command line while the site serves, and the traveller sees it', async ({
    page,
  }) => {
    const t = en.refunds;
    const prefix = '/intl/en';
    const created = await bookThroughApi(page.request, {
      store: 'LAX01',
      inDays: 70,
      planGroup: 'full_protection',
      payMode: 'full_prepaid',
      lang: 'en',
    });
    const tradeNo = created.trade_no;
    await page.goto(`${prefix}/payment/${tradeNo}`);
    await payByCard(page, en.cardPayment, '4111111111111111');
    await expect(page).toHaveURL(`${prefix}/payment/status/${tradeNo}`, { timeout: 30_000 });

    await page.goto(`${prefix}/order/refund/apply/${tradeNo}`);
    await page.getByRole('button', { name: new RegExp(t.apply.reason) }).click();
    await page.getByRole('option', { name: t.reasons.flight_changed }).click();
    await page.getByRole('button', { name: t.apply.submit }).click();
    await expect(page).toHaveURL(`${prefix}/order/refund/${tradeNo}`, { timeout: 30_000 });
    await expect(step(page, t.status.REFUNDING)).toContainText(t.progress.notYet);

    const dataDir = await dataDirOfServer();
    expect(opsKeyFilePath(dataDir)).toMatch(/\.ops-cli\.json$/);

    const approved = await ops(dataDir, 'refunds', 'approve', tradeNo);
    expect(approved.stderr).toBe('');
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain(
      `refund_approve ${tradeNo}: REQUEST_REFUND -> REFUNDING (by cli:cs-e2e)`,
    );
    await page.reload();
    await expect(step(page, t.status.REFUNDING)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: t.progress.revoke })).toHaveCount(0);

    // A move the refund does not allow now: exit code 1, the reason, and nothing changes.
    const refused = await ops(dataDir, 'refunds', 'review', tradeNo);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused: the refund is REFUNDING');

    const completed = await ops(dataDir, 'refunds', 'complete', tradeNo);
    expect(completed.code).toBe(0);
    expect(completed.stdout).toContain('REFUNDING -> COMPLETE_REFUND (by cli:cs-e2e)');
    await page.reload();
    await expect(step(page, t.status.COMPLETE_REFUND)).not.toContainText(t.progress.notYet);
    await expect(page.getByText(t.progress.review)).toHaveCount(0);

    // The site kept serving throughout, on the same database.
    await page.goto(`${prefix}/order/search/${tradeNo}`);
    await expect(page.getByRole('region', { name: en.orders.detail.factsTitle, exact: true })).toContainText(
      en.orders.status.CANCEL,
    );
  });
});
