import { LRUCache } from 'lru-cache';

/** A read or a write of one key that is under way: told when its key is forgotten meanwhile. */
interface Claim {
  forgotten: boolean;
}

export interface RecentReadsOptions {
  /** Longest a value is kept; 0 keeps nothing (every read loads). */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Rows read from the database, kept for at most `ttlMs` and forgotten the moment they change
 * (ADR 0036). A value is kept only if nothing forgot its key while it was being read or written: a
 * read that began before a change and ends after the change was announced must not put the old
 * row back. Readers of a key already being loaded share that load. A miss is never kept.
 */
export class RecentReads<K extends string | number, V extends object> {
  private readonly kept: LRUCache<K, V> | undefined;
  private readonly loads = new Map<K, Promise<V | undefined>>();
  private readonly claims = new Map<K, Set<Claim>>();
  /** False while changes may go unheard (the cross-process listener is down): nothing is kept then. */
  private keeping = true;

  constructor(private readonly options: RecentReadsOptions) {
    this.kept = options.ttlMs > 0 ? new LRUCache<K, V>({ max: options.maxEntries, ttl: options.ttlMs }) : undefined;
  }

  /** Whether values are kept now (false while disabled, or while changes may go unheard). */
  get keepingNow(): boolean {
    return this.keeping && this.kept !== undefined;
  }

  /** Whether a value is kept for `key` now (its next read asks no database). */
  has(key: K): boolean {
    return this.keeping && this.kept?.has(key) === true;
  }

  /**
   * The value kept for `key`, else what `load` reads, kept for `ttlMs` or until `expiresAt(value)`
   * (epoch ms) if sooner. A value already past `expiresAt` is answered but not kept.
   */
  read(key: K, load: () => Promise<V | undefined>, expiresAt?: (value: V) => number): Promise<V | undefined> {
    if (!this.kept || !this.keeping) return load();
    const kept = this.kept.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const shared = this.loads.get(key);
    if (shared) return shared;
    const claim = this.claim(key);
    const loading = load().then(
      (value) => {
        this.settle(key, claim, loading);
        if (value !== undefined) this.keepUnlessForgotten(key, value, claim, expiresAt);
        return value;
      },
      (error: unknown) => {
        this.settle(key, claim, loading);
        throw error;
      },
    );
    this.loads.set(key, loading);
    return loading;
  }

  /**
   * Runs `save` (the write of `value` to the database), then keeps `value` unless the key was
   * forgotten meanwhile (another writer's change announced in between: the stored row may be theirs).
   */
  async write(key: K, value: V, save: () => Promise<void>, expiresAt?: (value: V) => number): Promise<void> {
    if (!this.kept || !this.keeping) return save();
    // a load begun before this write would otherwise put the older row back after it
    this.forget(key);
    const claim = this.claim(key);
    try {
      await save();
    } finally {
      this.release(key, claim);
    }
    if (claim.forgotten) return;
    // a read begun during the write may bring the row from before it: it is not kept
    this.forget(key);
    this.keepUnlessForgotten(key, value, claim, expiresAt);
  }

  forget(key: K): void {
    this.kept?.delete(key);
    this.loads.delete(key);
    const claims = this.claims.get(key);
    if (!claims) return;
    for (const claim of claims) claim.forgotten = true;
    this.claims.delete(key);
  }

  /**
   * Forgets the kept values `matches` picks, and every read or write under way: the rows they will
   * bring are not known yet, so whether they match cannot be told.
   */
  forgetWhere(matches: (value: V) => boolean): void {
    if (!this.kept) return;
    const matching = [...this.kept.entries()].filter(([, value]) => matches(value)).map(([key]) => key);
    for (const key of matching) this.kept.delete(key);
    this.forgetUnderWay();
  }

  forgetAll(): void {
    this.kept?.clear();
    this.forgetUnderWay();
  }

  /** `false`: changes may go unheard from now on, so nothing is kept (and nothing kept is trusted) until `true`. */
  keep(keeping: boolean): void {
    this.keeping = keeping;
    this.forgetAll();
  }

  private forgetUnderWay(): void {
    this.loads.clear();
    for (const claims of this.claims.values()) for (const claim of claims) claim.forgotten = true;
    this.claims.clear();
  }

  private claim(key: K): Claim {
    const claim: Claim = { forgotten: false };
    const claims = this.claims.get(key) ?? new Set<Claim>();
    claims.add(claim);
    this.claims.set(key, claims);
    return claim;
  }

  private release(key: K, claim: Claim): void {
    const claims = this.claims.get(key);
    if (!claims?.delete(claim)) return;
    if (claims.size === 0) this.claims.delete(key);
  }

  private settle(key: K, claim: Claim, load: Promise<V | undefined>): void {
    this.release(key, claim);
    if (this.loads.get(key) === load) this.loads.delete(key);
  }

  private keepUnlessForgotten(key: K, value: V, claim: Claim, expiresAt?: (value: V) => number): void {
    if (claim.forgotten || !this.kept || !this.keeping) return;
    const left = expiresAt ? expiresAt(value) - Date.now() : this.options.ttlMs;
    if (left <= 0) return;
    this.kept.set(key, value, { ttl: Math.min(left, this.options.ttlMs) });
  }
}
