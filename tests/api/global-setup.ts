import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplates,
  buildPostgresTemplates,
  dropRunDatabases,
  newRunPrefix,
  sweepStaleDatabases,
} from './templates';

/**
 * Migrates and seeds once per run, so each API test file copies a ready database instead of
 * migrating and seeding its own. Rebuilt on every run: a new migration or seed change is always in.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const runPrefix = newRunPrefix();
  const teardown = async () => {
    if (adminUrl) await dropRunDatabases(adminUrl, runPrefix);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [pglite, postgres] = await Promise.all([
      buildPgliteTemplates(dir),
      adminUrl ? sweepStaleDatabases(adminUrl).then(() => buildPostgresTemplates(adminUrl, runPrefix)) : null,
    ]);
    project.provide('apiTestTemplates', { pglite, postgres });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
