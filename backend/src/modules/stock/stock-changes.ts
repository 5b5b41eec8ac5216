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

/** Answers how to stop listening. */
export function onStockChanged(listener: StockChangedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After the commit: a failing listener is ignored, the change is committed whatever it does. */
export function stockChangedHere(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // a view that cannot forget is read from the database next time all the same
    }
  }
}

/** In the changing transaction: delivered to the other processes only if it commits. */
export async function announceStockChange(trx: Executor): Promise<void> {
  await sql`SELECT pg_notify(${STOCK_CHANGED_CHANNEL}, '')`.execute(trx);
}
