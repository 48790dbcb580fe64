// npm run profile:page -- <path> — where the server's time goes when it serves one page (issue 14).
//
// Starts the production server (`npm start`, one process, SITE_URL set) under node --cpu-prof on a
// fresh embedded database, warms the page, loads it with autocannon (PROFILE_CONNECTIONS, 10; for
// PROFILE_SECONDS, 15), stops the server, and prints where the load's CPU time went as markdown:
// by module, inclusive and self (scripts/perf/profile-page/summary.ts; the site's code by source file).
// The raw profile, gzipped (gunzip it, then open it in Chrome DevTools' Performance panel or
// speedscope for a flame graph), is kept in PROFILE_DIR (.perf/profiles, ignored by git), named
// after the page, the date and PROFILE_LABEL, with the printed summary beside it (.md).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { z } from 'zod';
import { childProcessEnv, scriptEnv } from '../../lib/env';
import { autocannon } from './bench-api/autocannon';
import { wallAt } from './bench-api/searches';
import { summarise, type Profile } from './profile-page/summary';

const ENV = scriptEnv({
  PROFILE_PORT: z.coerce.number().int().positive().default(3600),
  PROFILE_CONNECTIONS: z.coerce.number().int().positive().default(10),
  PROFILE_SECONDS: z.coerce.number().positive().default(15),
  PROFILE_DIR: z.string().default('.perf/profiles'),
  PROFILE_LABEL: z.string().default('run'),
});

const ORIGIN = `http://127.0.0.1:${ENV.PROFILE_PORT}`;
const search = `from=${wallAt(7, 600).replace(' ', 'T')}&to=${wallAt(10, 600).replace(' ', 'T')}`;
const page = (process.argv[2] ?? '/intl/en').replace('{search}', search);

async function main() {
  const dir = path.resolve(ENV.PROFILE_DIR);
  const scratch = path.join(dir, `.tmp-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  const dataDir = `.data/profile-${process.pid}`;
  const server = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${scratch}`, '--import', 'tsx', 'server/process/start.ts'],
    {
      env: childProcessEnv({
        PORT: String(ENV.PROFILE_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: dataDir,
        SITE_URL: ORIGIN,
      }),
      stdio: 'ignore',
    },
  );
  let rps = 0;
  try {
    for (let i = 0; i < 180; i++) {
      if ((await fetch(`${ORIGIN}/api/v1_1/health/ready`).catch(() => null))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const first = await fetch(ORIGIN + page);
    if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
    for (let i = 0; i < 30; i++) await (await fetch(ORIGIN + page)).arrayBuffer();
    const result = await autocannon({
      url: ORIGIN + page,
      connections: ENV.PROFILE_CONNECTIONS,
      duration: ENV.PROFILE_SECONDS,
    });
    rps = result.requests.average;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The server process writes its profile as it exits (the tsx wrapper writes a small one too).
  const files = readdirSync(scratch).map((file) => path.join(scratch, file));
  const biggest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  if (!biggest) throw new Error('no profile written');
  const raw = readFileSync(biggest);
  const profile = JSON.parse(raw.toString('utf8')) as Profile;
  const name = `${new Date().toISOString().slice(0, 10)}-${ENV.PROFILE_LABEL}-${page.split('?')[0]!.replaceAll('/', '_').replace(/^_/, '')}`;
  writeFileSync(path.join(dir, `${name}.cpuprofile.gz`), gzipSync(raw));
  rmSync(scratch, { recursive: true, force: true });
  // The load only: its seconds, less one at the end where the server stops.
  const { busy, rows } = summarise(profile, (ENV.PROFILE_SECONDS - 1) * 1000, 1000);
  const summary = [
    `${page}: ${rps.toFixed(1)} requests a second, ${ENV.PROFILE_CONNECTIONS} connections for ${ENV.PROFILE_SECONDS} s; ` +
      `${(busy / 1000).toFixed(1)} s of CPU in the ${ENV.PROFILE_SECONDS - 1} s profiled ` +
      `(${new Date().toISOString().slice(0, 10)}, profile ${name}.cpuprofile.gz)`,
    '',
    '| module | inclusive | self |',
    '| --- | ---: | ---: |',
    ...rows
      .slice(0, 40)
      .map(
        (row) =>
          `| ${row.module.replaceAll('|', '\\|')} | ${(row.inclusive * 100).toFixed(1)} % | ${(row.self * 100).toFixed(1)} % |`,
      ),
  ].join('\n');
  writeFileSync(path.join(dir, `${name}.md`), `${summary}\n`);
  console.log(summary);
}

await main();
