import { stockKey, type StockItem } from '@pokerfest/domain';

// What this API process last saw sold out (ADR 0032): for `ttlMs` after a read (or a hold) found an
// item with nothing left, a buyer of it is refused without asking the database again. Units given
// back in this process (an order's release, a waiting list handing units back, an admin raising the
// capacity) clear the item at once, after their commit, by stock's notices (early-refusal.ts); one
// given back by another process (the worker's hold expiry, another API instance) is seen once the
// entry is `ttlMs` old. Each clearing bumps the item's generation: a read that
// began before a release cannot store its stale "sold out" after it.

type Key = string;
type Item = Pick<StockItem, 'kind' | 'id'>;

export class SoldOutMemo {
  private readonly seen = new Map<Key, { item: StockItem; festivalId: string; until: number }>();
  private readonly generations = new Map<Key, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The first of `festivalId`'s `items` seen sold out less than `ttlMs` ago, or null. */
  soldOut<T extends Item>(festivalId: string, items: readonly T[]): StockItem | null {
    if (this.ttlMs === 0) return null;
    const now = this.clock();
    for (const item of items) {
      const key = stockKey(item.kind, item.id);
      const entry = this.seen.get(key);
      if (entry && entry.until > now && entry.festivalId === festivalId) return entry.item;
      if (entry && entry.until <= now) this.seen.delete(key);
    }
    return null;
  }

  /** Taken before the read whose verdict is remembered. */
  generation(item: Item): number {
    return this.generations.get(stockKey(item.kind, item.id)) ?? 0;
  }

  /** Remembers `festivalId`'s `item` sold out, unless a unit came back since `generation` was taken. */
  remember(festivalId: string, item: StockItem, generation: number): void {
    const key = stockKey(item.kind, item.id);
    if (this.ttlMs === 0 || (this.generations.get(key) ?? 0) !== generation) return;
    this.seen.set(key, { item, festivalId, until: this.clock() + this.ttlMs });
  }

  /** Units of `items` were given back and committed: the next buyer asks the database. */
  forget(items: readonly Item[]): void {
    for (const item of items) {
      const key = stockKey(item.kind, item.id);
      this.seen.delete(key);
      this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
    }
  }
}
