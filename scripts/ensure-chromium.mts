// Finds the system Chromium for the end-to-end tests, installing Debian's package when it can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { childProcessEnv } from '../lib/env';
import { findChromium } from './chromium';

function run(command: string) {
  execSync(command, { stdio: 'inherit', env: childProcessEnv({ DEBIAN_FRONTEND: 'noninteractive' }) });
}

let path = findChromium();
if (!path && process.platform === 'linux' && existsSync('/usr/bin/apt-get') && process.getuid?.() === 0) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get)…");
  try {
    run('apt-get update -qq');
    run('apt-get install -y -qq chromium');
  } catch (error) {
    console.error(`apt-get failed: ${String(error)}`);
  }
  path = findChromium();
}
if (!path) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one and run again:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  macOS: install Google Chrome',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Using Chromium at ${path}`);
