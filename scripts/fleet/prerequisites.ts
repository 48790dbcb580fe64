// What the fleet test needs on the machine: PostgreSQL, Redis, nginx and a production build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { childProcessEnv } from '../../lib/env';

const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
  '/opt/homebrew/bin/nginx',
];

/** Stops the run with what to do, when the machine lacks something the test cannot provide. */
export class Missing extends Error {}

/** nginx, installed from Debian's package (as root, with apt-get) where it is missing. */
export function findNginx(): string {
  let found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found && process.platform === 'linux' && existsSync('/usr/bin/apt-get') && process.getuid?.() === 0) {
    console.log("nginx not found: installing Debian's nginx package (apt-get)…");
    const run = (command: string) =>
      execSync(command, { stdio: 'inherit', env: childProcessEnv({ DEBIAN_FRONTEND: 'noninteractive' }) });
    try {
      run('apt-get update -qq');
      run('apt-get install -y -qq nginx-light || apt-get install -y -qq nginx');
    } catch (error) {
      console.error(`apt-get failed: ${String(error)}`);
    }
    found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  }
  if (!found) {
    throw new Missing(
      'No nginx for the fleet test. Install it and run again: Debian/Ubuntu `sudo apt-get install -y nginx`, macOS `brew install nginx`.',
    );
  }
  return found;
}

export async function checkPostgres(adminUrl: string | undefined): Promise<string> {
  if (!adminUrl) {
    throw new Missing(
      'The fleet test needs PostgreSQL: set FLEET_DATABASE_URL or TEST_DATABASE_URL to a server where it may create a database (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  }
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Missing(`PostgreSQL at ${adminUrl} does not answer: ${String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return adminUrl;
}

export async function checkRedis(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Missing(`Redis at ${url} does not answer (set REDIS_URL): ${String(error)}`);
  } finally {
    client.disconnect();
  }
  return url;
}

/** The production build the instances run, built here when there is none. */
export function ensureBuild(distDir: string) {
  if (existsSync(path.join(distDir, 'BUILD_ID'))) return;
  console.log(`No production build in ${distDir}: building (npm run build)…`);
  execSync('npx next build', { stdio: 'inherit', env: childProcessEnv() });
}
