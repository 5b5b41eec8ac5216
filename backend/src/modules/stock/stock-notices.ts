import type { StockItemRef } from '@pokerfest/domain';

/** Hears of an item whose units came back for sale, after the change committed. */
export type FreedListener = (item: StockItemRef) => void;

/**
 * Stock's notices to its own process, after the commit: units given back by an order, handed back by
 * a waiting list or added by the admin. The API's sold-out memo listens (a buyer turned away a moment
 * ago may win now); a change committed by another process is not heard here.
 */
export class StockNotices {
  private readonly listeners = new Set<FreedListener>();

  /** Answers how to stop listening. */
  onFreed(listener: FreedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A failing listener is ignored: the change is committed whatever it does. */
  freed(item: StockItemRef): void {
    for (const listener of this.listeners) {
      try {
        listener(item);
      } catch {
        // a notice is a hint; the next reader asks the database all the same
      }
    }
  }
}
