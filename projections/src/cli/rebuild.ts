import { connectDatabase, databaseOptions, loadConfig, migrateToLatest } from '@pokerfest/infra';
import type { Projection } from '../projection';
import { projectionNamed, projections } from '../registry';
import { rebuildProjection } from '../runner';

// Usage: npm run rebuild-projections [-- NAME]   (all projections when no name is given)
const config = loadConfig();
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
let selected: readonly Projection[] = projections;
try {
  if (names.length) selected = names.map((name) => projectionNamed(name));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const handle = await connectDatabase(databaseOptions(config));
try {
  await migrateToLatest(handle.db);
  for (const projection of selected) {
    const started = performance.now();
    const replayed = await rebuildProjection({ db: handle.db, batchSize: config.PROJECTION_BATCH_SIZE }, projection);
    console.log(`${projection.name}: rebuilt from ${replayed} events in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await handle.close();
}
