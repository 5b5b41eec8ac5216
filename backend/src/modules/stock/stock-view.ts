import { listenFor, type Executor } from '@pokerfest/infra';
import { announceStockChangesThrough, onStockChanged, STOCK_CHANGED_CHANNEL } from './stock-changes';
import { remainingStock } from './stock-levels';

/** What is left of each item, by stock key (null: unlimited). */
export type Remaining = Map<string, number | null>;

/**
 * One API process's view of what is left of each festival's items, kept in memory so the public
 * lists merge it without a query (issue 30). It is forgotten, whole, the moment stock changes:
 * - in this process after each commit that changed a counter (`changed`, from stock's after-commit
 *   hook: the next reader, the one the buyer's answer sends, reads anew);
 * - in another process when its NOTIFY arrives (milliseconds; `changed` too);
 * - when the catalogue changes (new items, capacities) and after the listener reconnects, since
 *   notifications may have been lost meanwhile (`forgetAll`).
 * While the listener is down nothing is kept: every read asks the database (`direct`).
 * A change drops every festival, not only the item's: the counters do not say which festival an item
 * is of, and a reload is one indexed query per festival read, shared by the readers who wait for it.
 */
export class StockView {
  /** Replaced, not cleared, at a change: a load begun before it answers its waiters and is not kept. */
  private festivals = new Map<string, Promise<Remaining>>();
  /** The loads of `festivals` that have arrived, for a reader who need not wait a turn for them. */
  private arrived = new Map<string, Remaining>();
  private direct: boolean;

  /** `crossProcess`: other processes change stock too, so nothing is kept until their listener is up. */
  constructor(
    private readonly db: Executor,
    { crossProcess }: { crossProcess: boolean },
  ) {
    this.direct = crossProcess;
  }

  async remaining(festivalIds: readonly string[]): Promise<Remaining> {
    const ids = [...new Set(festivalIds)];
    if (this.direct) return remainingStock(this.db, ids);
    // one festival's map itself, the same object until stock changes: its readers can memoise on it
    if (ids.length === 1) return this.festival(ids[0]!);
    const maps = await Promise.all(ids.map((id) => this.festival(id)));
    return new Map(maps.flatMap((map) => [...map]));
  }

  /** Whether it keeps what it read (false while the cross-process listener is down). */
  get keeping(): boolean {
    return !this.direct;
  }

  /** Stock changed (here after a commit, or in another process): every later reader reads anew. */
  changed(): void {
    this.forgetAll();
  }

  /** One festival's figures if they are here now (the same object until stock changes), else undefined. */
  remainingHere(festivalId: string): Remaining | undefined {
    return this.direct ? undefined : this.arrived.get(festivalId);
  }

  forgetAll(): void {
    this.festivals = new Map();
    this.arrived = new Map();
  }

  /** The cross-process listener is up (`true`: keep again, from fresh reads) or down (`false`: keep nothing). */
  listening(up: boolean): void {
    this.direct = !up;
    this.forgetAll();
  }

  private festival(id: string): Promise<Remaining> {
    const kept = this.festivals.get(id);
    if (kept) return kept;
    const festivals = this.festivals;
    const arrived = this.arrived;
    const load = remainingStock(this.db, id);
    festivals.set(id, load);
    load.then(
      (remaining) => festivals.get(id) === load && arrived.set(id, remaining),
      // a failed read is not kept
      () => festivals.get(id) === load && festivals.delete(id),
    );
    return load;
  }
}

/**
 * The API process's view, kept current: this process's commits and, with Postgres, every other
 * process's NOTIFY (`databaseUrl`; the embedded database has no other process).
 */
export function watchedStockView(db: Executor, databaseUrl: string | undefined): { view: StockView; close: () => Promise<void> } {
  const view = new StockView(db, { crossProcess: Boolean(databaseUrl) });
  if (databaseUrl) announceStockChangesThrough(db);
  const stopHere = onStockChanged(() => view.changed());
  const stopListening = databaseUrl ? listenFor(databaseUrl, STOCK_CHANGED_CHANNEL, () => view.changed(), (up) => view.listening(up)) : undefined;
  return {
    view,
    close: async () => {
      stopHere();
      await stopListening?.();
    },
  };
}
