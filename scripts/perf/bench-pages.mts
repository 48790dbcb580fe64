// npm run bench:pages — what the site's pages cost to serve, against a hello-world page of the same
// Next.js, in one run on this machine (issue 14).
//
// Starts the production build with `npm start` on a fresh embedded database, and the hello-world app
// of scripts/perf/bench-pages/hello (built here with webpack when needed) with `next start`; then, for BENCH_ROUNDS
// rounds (3), loads each page for BENCH_SECONDS (8) at BENCH_CONNECTIONS (20) with autocannon, the
// hello pages first in every round, and reports per page the median of the rounds: requests a
// second, p95 latency, the HTML's size, and the throughput as a share of the hello page's.
//
// The hello app has two pages: '/', prerendered at build and served from Next's cache, and
// '/dynamic', rendered for every request. The budgets are shares of the rendered one (the
// baseline the issue measured, 243 requests a second then): the home pages and the articles 50 %,
// the car list and the car detail 30 %; the report shows both shares. It exits 1 when a page is
// under its budget. BENCH_PAGES replaces the site's pages (comma-separated paths).
// BENCH_DATABASE_URL (a PostgreSQL server where it may create a database, e.g.
// postgres://postgres@127.0.0.1:5432/test) serves the site from a new database there, as in
// production, instead of the embedded one; the database is dropped afterwards.
import { execSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { scriptEnv, serverEnv } from '../../lib/env';
import { autocannon } from './bench-api/autocannon';
import { withPostgresDatabase } from './bench-api/postgres';
import { wallAt } from './bench-api/searches';
import { quantiles } from './bench-api/settings';
import { start, startHello, stop, waitFor } from './bench-pages/servers';

const BENCH = scriptEnv({
  BENCH_PORT: z.coerce.number().int().positive().default(3500),
  BENCH_CONNECTIONS: z.coerce.number().int().positive().default(20),
  BENCH_SECONDS: z.coerce.number().positive().default(8),
  BENCH_ROUNDS: z.coerce.number().int().positive().default(3),
  BENCH_PAGES: z.string().optional(),
  BENCH_DATABASE_URL: z.url().optional(),
});
const SITE = `http://127.0.0.1:${BENCH.BENCH_PORT}`;
const HELLO = `http://127.0.0.1:${BENCH.BENCH_PORT + 1}`;

type Page = { name: string; url: string; budget: number };
type Row = { name: string; rps: number[]; p95: number[]; kb: number; budget: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The site's pages: the homes, an article, the LAX01 car list next week and its first car's detail. */
async function sitePages(): Promise<Page[]> {
  const search = `from=${wallAt(7, 600).replace(' ', 'T')}&to=${wallAt(10, 600).replace(' ', 'T')}`;
  if (BENCH.BENCH_PAGES) {
    return BENCH.BENCH_PAGES.split(',').map((page) => ({ name: page, url: SITE + page, budget: 0.5 }));
  }
  const list = await fetch(
    `${SITE}/api/v1_1/car/get_car_list?pickup_location=LAX01&pickup_date_time=${wallAt(7, 600)}&drop_off_date_time=${wallAt(10, 600)}`,
  );
  const sku = ((await list.json()) as { data: { list: { sku_id: number }[] } }).data.list[0]!.sku_id;
  return [
    { name: '/intl/en', url: `${SITE}/intl/en`, budget: 0.5 },
    { name: '/cn/zh', url: `${SITE}/cn/zh`, budget: 0.5 },
    { name: '/intl/th', url: `${SITE}/intl/th`, budget: 0.5 },
    { name: '/intl/en/about_us (article)', url: `${SITE}/intl/en/about_us`, budget: 0.5 },
    { name: '/intl/en/book/LAX01 (car list)', url: `${SITE}/intl/en/book/LAX01?${search}`, budget: 0.3 },
    {
      name: `/intl/en/book/LAX01/${sku} (car detail)`,
      url: `${SITE}/intl/en/book/LAX01/${sku}?${search}`,
      budget: 0.3,
    },
  ];
}

async function load(url: string): Promise<{ rps: number; p95: number; failed: number }> {
  const times: number[] = [];
  const run = autocannon({ url, connections: BENCH.BENCH_CONNECTIONS, duration: BENCH.BENCH_SECONDS });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  return {
    rps: result.requests.average,
    p95: quantiles(times).p95,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function main(): Promise<number> {
  const distDir = serverEnv().NEXT_DIST_DIR;
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) execSync('npx next build', { stdio: 'inherit' });
  if (BENCH.BENCH_DATABASE_URL) {
    console.error('The site on a new PostgreSQL database');
    return withPostgresDatabase(BENCH.BENCH_DATABASE_URL, (url) => measure({ DATABASE_URL: url }));
  }
  return measure({});
}

async function measure(database: { DATABASE_URL?: string }): Promise<number> {
  const dataDir = `.data/bench-pages-${process.pid}`;
  const site = start(process.execPath, ['--import', 'tsx', 'server/process/start.ts'], {
    ...database,
    PORT: String(BENCH.BENCH_PORT),
    HOST: '127.0.0.1',
    PGLITE_DIR: dataDir,
    // As in production: pages the same for everyone are served from cache only where the site knows
    // its address (otherwise their canonical links need each request's host).
    SITE_URL: SITE,
  });
  const hello = startHello(BENCH.BENCH_PORT + 1);
  try {
    await Promise.all([waitFor(`${SITE}/api/v1_1/health/ready`), waitFor(HELLO)]);
    const pages: Page[] = [
      { name: 'hello, rendered per request', url: `${HELLO}/dynamic`, budget: 0 },
      { name: 'hello, prerendered', url: HELLO, budget: 0 },
      ...(await sitePages()),
    ];
    const rows: Row[] = [];
    for (const page of pages) {
      const answer = await fetch(page.url);
      if (answer.status !== 200) throw new Error(`${page.url} answered ${answer.status}`);
      const kb = Buffer.byteLength(await answer.text()) / 1024;
      for (let i = 0; i < 20; i++) await (await fetch(page.url)).arrayBuffer(); // warm
      rows.push({ name: page.name, rps: [], p95: [], kb, budget: page.budget });
    }
    for (let round = 1; round <= BENCH.BENCH_ROUNDS; round++) {
      for (const [index, page] of pages.entries()) {
        const result = await load(page.url);
        if (result.failed > 0) throw new Error(`${page.url}: ${result.failed} failed requests`);
        rows[index]!.rps.push(result.rps);
        rows[index]!.p95.push(result.p95);
        console.error(`round ${round}: ${page.name} ${result.rps.toFixed(1)} req/s, p95 ${result.p95} ms`);
      }
    }
    return report(rows);
  } finally {
    stop(site);
    stop(hello);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(rows: Row[]): number {
  const hello = median(rows[0]!.rps);
  const prerendered = median(rows[1]!.rps);
  console.log(
    `\n${BENCH.BENCH_CONNECTIONS} connections, ${BENCH.BENCH_ROUNDS} rounds of ${BENCH.BENCH_SECONDS} s per page, ` +
      `medians of the rounds (the rounds' figures in brackets)\n`,
  );
  console.log(
    '| page | requests/s | p95 ms | HTML KB | share of hello (rendered) | share of hello (prerendered) | budget |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  let under = false;
  for (const row of rows) {
    const share = median(row.rps) / hello;
    const ok = share >= row.budget;
    if (!ok) under = true;
    console.log(
      `| ${row.name} | ${median(row.rps).toFixed(1)} (${row.rps.map((n) => n.toFixed(0)).join(', ')}) | ` +
        `${median(row.p95).toFixed(0)} | ${row.kb.toFixed(0)} | ${(share * 100).toFixed(0)} % | ` +
        `${((median(row.rps) / prerendered) * 100).toFixed(0)} % | ` +
        `${row.budget ? `${row.budget * 100} % ${ok ? 'met' : 'NOT met'}` : ''} |`,
    );
  }
  return under ? 1 : 0;
}

process.exitCode = await main();
