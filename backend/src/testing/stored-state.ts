import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { Db } from '@pokerfest/infra';

/** Each table's row count and a digest of its rows: a refused request must leave both as they were. */
export type StoredState = Record<string, { rows: number; digest: string }>;

/** Every table in the public schema but `except`, counted and digested (an update shows as well as an insert). */
export async function storedState(db: Db, except: readonly string[]): Promise<StoredState> {
  const tables = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  const state: StoredState = {};
  for (const { name } of tables.rows) {
    if (except.includes(name)) continue;
    const { rows } = await sql<{ rows: string; digest: string }>`
      SELECT count(*)::text AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
      FROM ${sql.table(name)} AS t`.execute(db);
    state[name] = { rows: Number(rows[0]!.rows), digest: rows[0]!.digest };
  }
  return state;
}

/**
 * The stored state once background work (timers a payment started, projections of the events they
 * append) has come to rest: two reads in a row alike, the read models caught up before each. Only
 * then does "nothing changed" after some requests mean that the requests changed nothing.
 */
export async function settledState(db: Db, except: readonly string[], caughtUp: () => Promise<void>): Promise<StoredState> {
  await caughtUp();
  let last = await storedState(db, except);
  await vi.waitFor(
    async () => {
      await caughtUp();
      const now = await storedState(db, except);
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      expect(same).toBe(true);
    },
    { timeout: 15_000, interval: 300 },
  );
  return last;
}

/** The files under a folder (uploads): a refused upload must leave none behind. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
