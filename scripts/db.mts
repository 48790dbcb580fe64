// Operator commands for the database: `npm run db:migrate`, `npm run db:seed`.
// Uses DATABASE_URL when set, otherwise the embedded database under PGLITE_DIR (.data/pglite).
import path from 'node:path';
import { serverEnv } from '../lib/env';
import { openPglite, openPostgres } from '../server/db/client';
import { seed } from '../server/db/seed';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx scripts/db.mts migrate|seed');
  process.exit(2);
}
const { DATABASE_URL, PGLITE_DIR } = serverEnv();
const handle = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(path.resolve(PGLITE_DIR));
try {
  await handle.migrate();
  console.log(`migrated (${handle.kind})`);
  if (command === 'seed') {
    await seed(handle.db);
    console.log('seeded');
  }
} finally {
  await handle.close();
}
