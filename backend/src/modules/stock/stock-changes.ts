import { sql } from 'kysely';
import type { Executor } from '@pokerfest/infra';

/** The channel on which a committed stock change is announced to every process (Postgres NOTIFY). */
export const STOCK_CHANGED_CHANNEL = 'stock_changed';

/** Hears that stock changed and committed. */
export type StockChangedListener = () => void;

// This process's listeners, whichever Stock instance made the change: the API's own, or the
// embedded job runner's (an order's expiry) when there is no worker process. Per process, not per
// instance, so no change of this process goes unheard; other processes hear the NOTIFY.
const listeners = new Set<StockChangedListener>();
let announcer: Executor | undefined;
let announcing = false;

/** Answers how to stop listening. */
export function onStockChanged(listener: StockChangedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where this process sends its NOTIFY: its database, when other processes share it (Postgres);
 * none on the embedded database. Sent after the commit, not in the changing transaction: a NOTIFY
 * in it takes Postgres's commit-wide notification lock while the item's row lock is still held, and
 * made 50 racing releases wait on each other (the waiting-list race test, 7–9 s → 11 s here).
 */
export function announceStockChangesThrough(db: Executor | undefined): void {
  announcer = db;
}

/**
 * After the commit: this process's listeners at once (a failing one is ignored, the change is
 * committed whatever it does), then one NOTIFY for every change committed in the same turn.
 */
export function stockChangedHere(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // a view that cannot forget is read from the database next time all the same
    }
  }
  const db = announcer;
  if (!db || announcing) return;
  announcing = true;
  setImmediate(() => {
    announcing = false;
    // a lost NOTIFY leaves another process's view as it was until the next change or its reconnect
    sql`SELECT pg_notify(${STOCK_CHANGED_CHANNEL}, '')`.execute(db).catch(() => undefined);
  });
}
