import type { z } from 'zod';
import type { Executor } from './database';

// Named shop settings, append-only in `shop_settings`: every save is a new row and the newest of a
// name is in force. Read on every use (one indexed row), never cached, so a save is seen at once by
// every session and process; commands read them inside their own transaction.

export interface SettingInForce<T> {
  value: T;
  /** The saved row's id; null when nothing valid is saved and the default applies. */
  version: number | null;
}

/**
 * The newest saved value of `name`. A row that no longer fits the schema (written by hand, or under
 * an older rule) gives way to the default rather than being trusted.
 */
export async function loadSetting<T>(db: Executor, name: string, schema: z.ZodType<T>, fallback: T): Promise<SettingInForce<T>> {
  const row = await db.selectFrom('shop_settings').select(['id', 'value']).where('name', '=', name).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return { value: fallback, version: null };
  const parsed = schema.safeParse(row.value);
  return parsed.success ? { value: parsed.data, version: row.id } : { value: fallback, version: null };
}

/** Stores `value` (parsed again with `schema`) as the version of `name` in force; answers its version. */
export async function saveSetting<T>(db: Executor, name: string, schema: z.ZodType<T>, value: T, adminId: number | null): Promise<number> {
  const valid = schema.parse(value);
  const row = await db.insertInto('shop_settings').values({ name, value: JSON.stringify(valid), created_by: adminId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
