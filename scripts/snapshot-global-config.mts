// Writes lib/site/config/builtin-global-config.json: the global config of a freshly seeded database,
// which the site uses when the API cannot be reached. Run after changing the seed data.
import { writeFileSync } from 'node:fs';
import { openPglite } from '../server/db/client';
import { seed } from '../server/db/seed';
import { loadGlobalConfig } from '../server/domain/global-config';

const handle = await openPglite();
await handle.migrate();
await seed(handle.db);
const config = await loadGlobalConfig(handle.db, new Date(Date.UTC(2026, 0, 1)));
await handle.close();
const builtin = { ...config, freshman_coupon: { ...config.freshman_coupon, is_active: false } };
writeFileSync('lib/site/config/builtin-global-config.json', `${JSON.stringify(builtin, null, 2)}\n`);
console.log(
  `wrote ${Object.keys(builtin.storeInfo).length} stores and ${builtin.currency.length} currencies`,
);
