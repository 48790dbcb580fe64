// Operator commands for the database: `npm run db:migrate`, `npm run db:seed`.
// Uses DATABASE_URL when set, otherwise the embedded database under PGLITE_DIR (.data/pglite).
import path from 'node:path';
import { openPglite, openPostgres } from '../server/db/client';
import { seed } from '../server/db/seed';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx scripts/db.mts migrate|seed');
  process.exit(2);
}
const handle = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await openPglite(path.resolve(process.env.PGLITE_DIR ?? '.data/pglite'));
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
