import { createTestDatabase } from '@pokerfest/infra/testing/services';

/** A fresh database of its own on DATABASE_URL's server (dropped afterwards), or in-memory PGlite. */
export async function benchDatabase() {
  const database = await createTestDatabase();
  const label = database.url
    ? `PostgreSQL (${new URL(database.url).host}, pool of 20)`
    : 'embedded PGlite (in memory, one connection)';
  return { ...database, label };
}
