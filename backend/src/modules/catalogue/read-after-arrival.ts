/**
 * Reads that many requests share without any of them seeing an answer older than itself: a request
 * joins a read only if that read starts after the request arrived. While a read of a key runs, the
 * requests arriving meanwhile wait for it to end and then share one more read, started for them. So
 * each answer reflects every write acknowledged before its request came (ADR 0022), and a burst of
 * N readers costs two reads instead of N. Nothing is kept once a read has been answered.
 */
export class ReadAfterArrival<V> {
  private readonly running = new Map<string, Promise<V>>();
  private readonly queued = new Map<string, Promise<V>>();

  read(key: string, load: () => Promise<V>): Promise<V> {
    const waiting = this.queued.get(key);
    if (waiting) return waiting;
    const current = this.running.get(key);
    if (!current) return this.start(key, load);
    // `current` began before this request arrived: its answer may be older than the request
    const next = current.then(
      () => this.startQueued(key, load),
      () => this.startQueued(key, load),
    );
    this.queued.set(key, next);
    return next;
  }

  private startQueued(key: string, load: () => Promise<V>): Promise<V> {
    this.queued.delete(key);
    return this.start(key, load);
  }

  private start(key: string, load: () => Promise<V>): Promise<V> {
    const pending = load();
    this.running.set(key, pending);
    const done = () => {
      if (this.running.get(key) === pending) this.running.delete(key);
    };
    pending.then(done, done);
    return pending;
  }
}
