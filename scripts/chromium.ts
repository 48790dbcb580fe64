import { existsSync } from 'node:fs';
import { z } from 'zod';
import { scriptEnv } from '../lib/env';

/** Where a system Chromium may be; Playwright's own browser download cannot work on this network. */
const CANDIDATES = [
  scriptEnv({ CHROMIUM_PATH: z.string().optional() }).CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter((path): path is string => !!path);

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
