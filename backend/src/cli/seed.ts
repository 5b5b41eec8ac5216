import { connectDatabase, databaseOptions, loadConfig, migrateToLatest } from '@pokerfest/infra';
import { demoSeeds, runSeeds } from '../seed/seeds';

const config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error('Refusing to seed demo data in production (NODE_ENV=production).');
  process.exit(1);
}
const handle = await connectDatabase(databaseOptions(config));
try {
  await migrateToLatest(handle.db);
  const ran = await runSeeds(handle.db, demoSeeds(config));
  console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Nothing to seed: every seed has already run on this database.');
} finally {
  await handle.close();
}
