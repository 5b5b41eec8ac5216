import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listenFor, notify, type Db } from '@pokerfest/infra';

const CHANNEL = 'catalogue_changed';
/** Enough for every page of a large catalogue; past it the cache starts over rather than grow. */
const MAX_ENTRIES = 2000;

interface Entry {
  value: unknown;
  body: string;
  etag: string;
}

/**
 * Public catalogue answers, serialised once and kept in memory until the catalogue changes.
 * Every admin write calls `changed()`: this instance forgets at once, the others through
 * Postgres NOTIFY. Browsers revalidate with ETag / 304.
 * A list may add figures that change without an admin write (what is left of a room type): `fresh`
 * merges them into the cached value on every request, and the ETag is then that answer's own.
 */
export class CatalogueCache {
  private entries = new Map<string, Promise<Entry>>();
  private readonly freshEntries = new WeakMap<object, { body: string; etag: string }>();
  private stopListening: (() => Promise<void>) | undefined;

  /** `onForget`: what else goes with the catalogue (stock's view, which knows the items by festival). */
  constructor(
    private readonly db: Db,
    databaseUrl: string | undefined,
    private readonly onForget: () => void = () => undefined,
  ) {
    if (databaseUrl) this.stopListening = listenFor(databaseUrl, CHANNEL, () => this.forget());
  }

  async send<T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>, fresh?: (cached: T) => unknown): Promise<FastifyReply> {
    // Route + validated params and query: junk query strings cannot multiply the entries.
    const key = `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
    let pending = this.entries.get(key);
    if (!pending) {
      if (this.entries.size >= MAX_ENTRIES) this.forget();
      pending = load().then((value) => ({ value, ...tagged(value) }));
      this.entries.set(key, pending);
      // A failed load (404) is not remembered.
      pending.catch(() => this.entries.get(key) === pending && this.entries.delete(key));
    }
    const cached = await pending;
    const answer = fresh?.(cached.value as T);
    const entry = fresh ? this.taggedOnce(answer instanceof Promise ? await answer : answer) : cached;
    reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  /** A fresh answer that is the same object as the last one (nothing left changed) keeps its body and ETag. */
  private taggedOnce(value: unknown): { body: string; etag: string } {
    if (typeof value !== 'object' || value === null) return tagged(value);
    let entry = this.freshEntries.get(value);
    if (!entry) {
      entry = tagged(value);
      this.freshEntries.set(value, entry);
    }
    return entry;
  }

  async changed(): Promise<void> {
    this.forget();
    await notify(this.db, CHANNEL).catch(() => undefined);
  }

  forget(): void {
    this.entries = new Map();
    this.onForget();
  }

  async close(): Promise<void> {
    await this.stopListening?.();
  }
}

function tagged(value: unknown): { body: string; etag: string } {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
