import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet['results']> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results;
}
