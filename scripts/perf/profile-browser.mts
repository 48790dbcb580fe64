// npm run profile:browser -- <path>[@<language tag>] — where the browser's main thread goes while a
// page of the production build loads on a throttled phone-like CPU (issue 14: the homes' blocking time).
//
// Starts the production server on a fresh embedded database (or uses PROFILE_ORIGIN, e.g. the hello
// app of scripts/perf/bench-pages), opens the page in the system Chromium at 412 × 823 with the CPU
// slowed PROFILE_CPU_SLOWDOWN times (4, as Lighthouse's mobile preset), records a CPU profile from
// navigation to PROFILE_SETTLE_MS after the load event, PROFILE_RUNS times, and prints each run's
// blocking time (the part of each long task over 50 ms) and busy time, then the median run's
// main-thread time by module and its long tasks. Modules are named through the build's source maps
// when it was built with BROWSER_SOURCE_MAPS=1 (say, into NEXT_DIST_DIR=.next-maps).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { childProcessEnv, scriptEnv, serverEnv } from '../../lib/env';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { summarise, type Profile } from './profile-page/summary';

const ENV = scriptEnv({
  PROFILE_PORT: z.coerce.number().int().positive().default(3610),
  PROFILE_ORIGIN: z.string().optional(),
  PROFILE_CPU_SLOWDOWN: z.coerce.number().positive().default(4),
  PROFILE_SETTLE_MS: z.coerce.number().int().nonnegative().default(3000),
  PROFILE_RUNS: z.coerce.number().int().positive().default(3),
  PROFILE_TOP: z.coerce.number().int().positive().default(25),
  // Set to keep each run's CPU profile (<prefix>.<run>.json; DevTools' Performance panel opens it),
  // e.g. .perf/browser/home (its folder is made; .perf is ignored by git).
  PROFILE_SAVE: z.string().optional(),
});
const distDir = serverEnv().NEXT_DIST_DIR;
const [pagePath, languageTag = 'en-US'] = (process.argv[2] ?? '/intl/en').split('@') as [string, string?];

async function startServer() {
  if (ENV.PROFILE_ORIGIN) return { origin: ENV.PROFILE_ORIGIN, stop: () => {} };
  const origin = `http://127.0.0.1:${ENV.PROFILE_PORT}`;
  const dataDir = `.data/profile-browser-${process.pid}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/process/start.ts'], {
    env: childProcessEnv({
      PORT: String(ENV.PROFILE_PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      SITE_URL: origin,
    }),
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 180; i++) {
    if ((await fetch(`${origin}/api/v1_1/health/ready`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    origin,
    stop: () => {
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type LongTask = { start: number; duration: number };

async function profileOnce(url: string) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: languageTag,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    // A page of the same origin first: the page measured then loads in the renderer the profiler is
    // attached to (a cross-site navigation may move to a new one), from an empty cache.
    // An empty page made up here, so no script of the site is compiled before the measured load.
    const blank = new URL('/__profile-blank', url).href;
    await page.route(blank, (route) => route.fulfill({ body: '', contentType: 'text/plain' }));
    await page.goto(blank);
    await page.unroute(blank);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: ENV.PROFILE_CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(ENV.PROFILE_SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: LongTask[] }).__longTasks,
    );
    // Lighthouse's blocking time: the part of each task over 50 ms.
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { profile, longTasks, blocking };
  } finally {
    await browser.close();
  }
}

/** The time the profile's samples were not idle. */
function busyOf(profile: Profile): number {
  const idle = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  );
  return profile.samples.reduce(
    (sum, id, index) => sum + (idle.has(id) ? 0 : profile.timeDeltas[index]! / 1000),
    0,
  );
}

/** The profile's script addresses as build files, so their source maps name the modules. */
function withLocalFiles(profile: Profile, origin: string): Profile {
  for (const node of profile.nodes) {
    const { url } = node.callFrame;
    if (url.startsWith(`${origin}/_next/`))
      node.callFrame.url = `${process.cwd()}/${distDir}/${url.slice(origin.length + 7).split('?')[0]}`;
  }
  return profile;
}

const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium found: run `npx tsx scripts/ensure-chromium.mts` first.');
const server = await startServer();
try {
  const url = server.origin + pagePath;
  await (await fetch(url)).text(); // rendered once, so the runs measure the page the visitor gets
  const runs = [];
  for (let i = 0; i < ENV.PROFILE_RUNS; i++) runs.push(await profileOnce(url));
  if (ENV.PROFILE_SAVE) {
    mkdirSync(path.dirname(ENV.PROFILE_SAVE), { recursive: true });
    runs.forEach((run, i) => writeFileSync(`${ENV.PROFILE_SAVE}.${i}.json`, JSON.stringify(run.profile)));
  }
  const median = [...runs].sort((a, b) => a.blocking - b.blocking)[Math.floor(runs.length / 2)]!;
  console.log(`${pagePath} in ${languageTag}, CPU ${ENV.PROFILE_CPU_SLOWDOWN}× slower`);
  console.log(
    `blocking time (over 50 ms) per run (in order): ${runs.map((run) => Math.round(run.blocking)).join(', ')} ms`,
  );
  console.log(
    `main thread busy per run (in order): ${runs.map((run) => Math.round(busyOf(run.profile))).join(', ')} ms`,
  );
  console.log(
    `median run's long tasks: ${median.longTasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)}`).join('; ')}`,
  );
  const { busy, rows } = summarise(
    withLocalFiles(median.profile, server.origin),
    Number.MAX_SAFE_INTEGER / 2000,
    0,
  );
  console.log(
    `main thread busy ${Math.round(busy)} ms\n\n| module | inclusive | self |\n| --- | ---: | ---: |`,
  );
  for (const row of rows.slice(0, ENV.PROFILE_TOP))
    console.log(
      `| ${row.module} | ${Math.round(row.inclusive * busy)} ms | ${Math.round(row.self * busy)} ms |`,
    );
} finally {
  server.stop();
}
