// npm run profile:page -- <path> — where the server's time goes when it serves one page (issue 14).
//
// Starts the production server (`npm start`, one process, SITE_URL set) under node --cpu-prof on a
// fresh embedded database, warms the page, loads it with autocannon (PROFILE_CONNECTIONS, 10; for
// PROFILE_SECONDS, 15), stops the server, and prints the CPU profile as markdown: the share of
// the process's samples by package (or project folder) and the functions with the most self time.
// The raw profile (.cpuprofile, open it in Chrome DevTools' Performance panel or speedscope for a
// flame graph) is kept in PROFILE_DIR (docs/profiles), named after the page and the date.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { childProcessEnv, scriptEnv } from '../lib/env';
import { autocannon } from './bench-api/autocannon';
import { wallAt } from './bench-api/searches';

const ENV = scriptEnv({
  PROFILE_PORT: z.coerce.number().int().positive().default(3600),
  PROFILE_CONNECTIONS: z.coerce.number().int().positive().default(10),
  PROFILE_SECONDS: z.coerce.number().positive().default(15),
  PROFILE_DIR: z.string().default('docs/profiles'),
  PROFILE_LABEL: z.string().default('run'),
});

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const ORIGIN = `http://127.0.0.1:${ENV.PROFILE_PORT}`;
const search = `from=${wallAt(7, 600).replace(' ', 'T')}&to=${wallAt(10, 600).replace(' ', 'T')}`;
const page = (process.argv[2] ?? '/intl/en').replace('{search}', search);

/** Where a sample's time is counted: an npm package, a folder of the project, or Node itself. */
function placeOf(url: string): string {
  if (!url) return '(native / idle)';
  if (url.startsWith('node:')) return 'node internals';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1]!;
  const project =
    /\/work\/[^/]+\/((?:\.next\/server\/chunks\/ssr|\.next\/server\/chunks|\.next\/server\/app|[^/]+))/.exec(
      url,
    );
  return project ? project[1]! : url.slice(0, 60);
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const place = ['(program)', '(garbage collector)'].includes(frame.functionName)
      ? frame.functionName
      : placeOf(frame.url);
    places.set(place, (places.get(place) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} · ${placeOf(frame.url)}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const busy =
    total -
    ([...selfMs.entries()].find(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')?.[1] ?? 0);
  const rows = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([name, ms]) =>
          `| ${name.replaceAll('|', '\\|')} | ${ms.toFixed(0)} | ${((ms / busy) * 100).toFixed(1)} % |`,
      )
      .join('\n');
  return { total, busy, places: rows(places, 15), functions: rows(functions, 25) };
}

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
    console.log(
      `${page}: ${result.requests.average.toFixed(1)} requests a second over ${ENV.PROFILE_SECONDS} s`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The server process writes its profile as it exits (the tsx wrapper writes a small one too).
  const files = readdirSync(scratch).map((file) => path.join(scratch, file));
  const biggest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  if (!biggest) throw new Error('no profile written');
  const profile = JSON.parse(readFileSync(biggest, 'utf8')) as Profile;
  const name = `${new Date().toISOString().slice(0, 10)}-${ENV.PROFILE_LABEL}-${page.split('?')[0]!.replaceAll('/', '_').replace(/^_/, '')}.cpuprofile`;
  renameSync(biggest, path.join(dir, name));
  rmSync(scratch, { recursive: true, force: true });
  const summary = summarise(profile);
  console.log(
    `\nProfile ${path.join(ENV.PROFILE_DIR, name)}: ${(summary.busy / 1000).toFixed(1)} s busy of ${(summary.total / 1000).toFixed(1)} s\n`,
  );
  console.log('| where | self ms | share of busy |\n| --- | ---: | ---: |');
  console.log(summary.places);
  console.log('\n| function · where | self ms | share of busy |\n| --- | ---: | ---: |');
  console.log(summary.functions);
}

await main();
