import { loadConfig } from '../config';
import { connectDatabase } from './connect';
import { databaseOptions } from './options';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = await connectDatabase(databaseOptions(config));
try {
  const results = await migrateToLatest(handle.db);
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : `Database (${handle.mode}) is up to date.`);
} finally {
  await handle.close();
}
