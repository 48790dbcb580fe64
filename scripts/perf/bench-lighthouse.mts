// npm run bench:lighthouse — Lighthouse (mobile, its default simulated throttling) on pages of the
// production build, with the system Chromium. Builds first when no build exists; starts the
// production server (`npm start`) on a fresh embedded database; runs each page BENCH_RUNS times (5) in a browser set to the page's
// language, prints the median run's four category scores and fails under budget.
// BENCH_PAGES: comma-separated paths; '{search}' in a path is next week's dates (a car list or a
// car detail), and '@<language tag>' after a path measures it in a browser of that language (the
// China site in an English browser shows its prompt to switch: '/cn/zh@en-US').
// Pages the site keeps out of search engines on purpose (robots noindex: the booking form, the
// sign-in) fail Lighthouse's is-crawlable audit by design; their SEO is judged on the other audits
// and reported as 'n (noindex)'.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { z } from 'zod';
import { childProcessEnv, scriptEnv, serverEnv } from '../../lib/env';
import { isLang, LANG_TAG } from '../../lib/i18n/locales';
import { wallAt } from './bench-api/searches';
import { startHello, stop, waitFor } from './bench-pages/servers';
import { CHROMIUM_ARGS, findChromium } from '../chromium';

const BENCH = scriptEnv({
  BENCH_PORT: z.coerce.number().int().positive().default(3500),
  BENCH_PAGES: z.string().default(
    [
      '/intl/en',
      '/cn/zh',
      '/cn/zh@en-US',
      '/intl/th',
      '/intl/en/about_us',
      '/intl/en/book/LAX01?{search}',
      '/intl/en/book/LAX01/1?{search}',
      // the booking pages: the chosen package, then the fill-in form
      '/intl/en/book/LAX01/1/full_protection-full_prepaid?{search}',
      '/intl/en/book/LAX01/1/full_protection-full_prepaid/booking?{search}',
      '/intl/en/login',
    ].join(','),
  ),
  BENCH_RUNS: z.coerce.number().int().positive().default(5),
  BENCH_HELLO: z.enum(['0', '1']).default('1'),
  // Set to keep each page's full Lighthouse report (JSON) for a closer look, e.g. .perf/lighthouse.
  BENCH_REPORT_DIR: z.string().optional(),
});
const PORT = BENCH.BENCH_PORT;
const PAGES = BENCH.BENCH_PAGES.split(',');
// Lighthouse's own advice: scores vary from run to run, so judge the median of several.
const RUNS = BENCH.BENCH_RUNS;
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const distDir = serverEnv().NEXT_DIST_DIR;
const reportDir = BENCH.BENCH_REPORT_DIR;

const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium found: run `npx tsx scripts/ensure-chromium.mts` first.');
if (!existsSync(`${distDir}/BUILD_ID`)) execSync('npx next build', { stdio: 'inherit' });

// Measuring a server left over from another run would measure the wrong build.
const portBusy = await fetch(`http://127.0.0.1:${PORT}/`).then(
  () => true,
  () => false,
);
if (portBusy) throw new Error(`port ${PORT} is already in use: stop that server or set BENCH_PORT`);

const dataDir = `.data/bench-lighthouse-${process.pid}`;
// Its own process group, so stopping it stops the whole server.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/process/start.ts'], {
  env: childProcessEnv({
    PGLITE_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${PORT}`,
  }),
  stdio: 'ignore',
  detached: true,
});
const HELLO = `http://127.0.0.1:${PORT + 1}`;
const hello = BENCH.BENCH_HELLO === '1' ? startHello(PORT + 1) : null;
const stopServer = () => {
  stop(server);
  if (hello) stop(hello);
};

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/v1_1/common/get_global_config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not start');
}

/**
 * Each page is measured by a browser in its audience's language (zh-CN for /cn/zh, th-TH for
 * /intl/th): a browser in another language is a different visit — on the China site it is asked
 * once whether to switch to English (DESIGN.md §6), and that dialog would be measured instead.
 */
function browserLanguage(path: string): string {
  const lang = path.split('/')[2];
  return lang && isLang(lang) ? LANG_TAG[lang] : LANG_TAG.en;
}

/** Whether the page asks search engines not to index it (its robots meta tag). */
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/**
 * The SEO score without the is-crawlable audit, for a page that is noindex on purpose: the other
 * audits' weighted mean, as Lighthouse computes a category.
 */
function seoWithoutCrawlable(lhr: Result): number {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && lhr.audits[ref.id]?.score !== null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / weight;
}

const launchChrome = (language: string) =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      ...CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
      `--lang=${language}`,
      `--accept-lang=${language}`,
    ],
  });
async function measure(url: string, language: string): Promise<Result> {
  const chrome = await launchChrome(language);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGET),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

let failed = false;
try {
  await waitForServer();
  const rows: string[] = [
    `| Page | Performance (median of ${RUNS}: runs) | Accessibility | Best Practices | SEO | LCP | TBT | CLS |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  const search = `from=${wallAt(7, 600).replace(' ', 'T')}&to=${wallAt(10, 600).replace(' ', 'T')}`;
  if (hello) await waitFor(HELLO);
  for (const page of hello ? ['hello', ...PAGES] : PAGES) {
    const [pagePath, language] = page.split('@') as [string, string | undefined];
    const path = pagePath.replace('{search}', search);
    const url = page === 'hello' ? `${HELLO}/` : `http://127.0.0.1:${PORT}${path}`;
    // Warm the route once, as a deployed server would be.
    const noindex = NOINDEX.test(await (await fetch(url)).text());
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(url, language ?? browserLanguage(path)));
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const median = runs[Math.floor(runs.length / 2)]!;
    const { categories, audits } = median;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(`${reportDir}/${page.replace(/[/?{}@]/g, '_') || 'root'}.json`, JSON.stringify(median));
    }
    const spread = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join(', ');
    const score = (id: keyof typeof BUDGET) =>
      Math.round(
        (id === 'seo' && noindex ? seoWithoutCrawlable(median) : (categories[id]?.score ?? 0)) * 100,
      );
    for (const id of Object.keys(BUDGET) as (keyof typeof BUDGET)[]) {
      if (page !== 'hello' && score(id) < BUDGET[id]) {
        failed = true;
        const failing = Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
        console.error(`${page}: ${id} ${score(id)} < ${BUDGET[id]}: ${failing.join(', ')}`);
      }
    }
    rows.push(
      `| ${page === 'hello' ? 'hello page (same Next.js, no budget)' : page.replace('?{search}', '')} | ${score('performance')} (${spread}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')}${noindex ? ' (noindex)' : ''} | ` +
        `${audits['largest-contentful-paint']?.displayValue} | ${audits['total-blocking-time']?.displayValue} | ` +
        `${audits['cumulative-layout-shift']?.displayValue} |`,
    );
  }
  console.log(rows.join('\n'));
} finally {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
