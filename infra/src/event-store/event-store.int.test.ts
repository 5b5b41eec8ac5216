import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, streamKind, type Decider } from '@pokerfest/domain';
import { createTestDatabase, type TestDatabase } from '../testing/services';
import { AppendOrderError, ConcurrencyError, ConcurrentUpdateError, isConcurrencyConflict } from './errors';
import { EventStore } from './event-store';
import { handleCommand } from './handle';
import { UnexpectedEventError } from './typed-events';
import { comparePositions, START, type EventMetadata, type Position, type StoredEvent } from './types';

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore({ db: database.db });
});
afterAll(async () => database?.close());

const metadata = (): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: null,
  actorId: 'user-1',
  occurredAt: '2026-11-21T10:00:00.000Z',
});
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type CounterEvent = { type: 'Incremented'; data: { by: number } };
const counter: Decider<number, { by: number }, CounterEvent> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command) => [{ type: 'Incremented', data: { by: command.by } }],
};
const counterStream = streamKind<CounterEvent, string>('counter', { Incremented: true }, (id) => id);

describe('event store', () => {
  it('appends and reads a stream with its metadata', async () => {
    const streamId = `order-${randomUUID()}`;
    const meta = metadata();
    const first = await store.append({
      streamId,
      streamType: 'order',
      expectedVersion: 0,
      events: [
        { type: 'OrderPlaced', data: { total: 1200 } },
        { type: 'OrderConfirmed', data: { at: 'now' } },
      ],
      metadata: meta,
    });
    expect(first.nextVersion).toBe(2);
    const events = await store.readStream(streamId);
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'OrderPlaced', { total: 1200 }],
      [2, 'OrderConfirmed', { at: 'now' }],
    ]);
    expect(events[1]!.metadata).toEqual(meta);
    expect(events[1]!.position).toEqual(first.position);
  });

  it('lets exactly one of two appends at the same expected version win', async () => {
    const streamId = `order-${randomUUID()}`;
    await store.append({ streamId, streamType: 'order', expectedVersion: 0, events: [{ type: 'A', data: {} }], metadata: metadata() });
    const attempts = await Promise.allSettled(
      [1, 2].map((n) =>
        store.append({ streamId, streamType: 'order', expectedVersion: 1, events: [{ type: `B${n}`, data: {} }], metadata: metadata() }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const lost = attempts.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(streamId)).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('treats two creations of one stream as a conflict too', async () => {
    const streamId = `order-${randomUUID()}`;
    const attempts = await Promise.allSettled(
      [1, 2].map(() => store.append({ streamId, streamType: 'order', expectedVersion: 0, events: [{ type: 'A', data: {} }], metadata: metadata() })),
    );
    expect(attempts.filter((a) => a.status === 'rejected')).toHaveLength(1);
  });

  it('retries a conflicting command, and answers 409 when retries run out', async () => {
    const id = randomUUID();
    const streamId = counterStream.format(id);
    const run = (maxRetries: number) =>
      handleCommand(store, {
        stream: counterStream,
        id,
        decider: counter,
        command: { by: 1 },
        context: { correlationId: randomUUID(), now: new Date() },
        maxRetries,
      });
    const both = await Promise.all([run(5), run(5), run(5)]);
    expect(both.every((r) => r.position)).toBe(true);
    expect((await store.readStream(streamId)).length).toBe(3);

    // Force a conflict that can never resolve: the stream moves under the command on each attempt.
    const moving = store.onAppended(() => undefined);
    let sabotaged = 0;
    const failing = handleCommand(store, {
      stream: counterStream,
      id,
      decider: {
        ...counter,
        decide: (command, state) => {
          sabotaged++;
          return counter.decide(command, state);
        },
      },
      command: { by: 1 },
      context: { correlationId: randomUUID(), now: new Date() },
      maxRetries: 2,
      alsoWrite: async () => {
        throw new ConcurrencyError(streamId, 0);
      },
    });
    // answered 409, but as a lost race, never as a decider's refusal
    await expect(failing).rejects.toBeInstanceOf(ConcurrentUpdateError);
    await expect(failing).rejects.toMatchObject({ status: 409, code: 'concurrent_update', attempts: 3 });
    await expect(failing).rejects.not.toBeInstanceOf(ConflictError);
    expect(sabotaged).toBe(3);
    moving();
    expect((await store.readStream(streamId)).length).toBe(3);
  });

  it('queues serialised commands on one stream: none loses the race, even with no retries', async () => {
    const id = randomUUID();
    const streamId = counterStream.format(id);
    let conflicts = 0;
    const stop = store.onConflict(() => void conflicts++);
    const run = () =>
      handleCommand(store, { stream: counterStream, id, decider: counter, command: { by: 1 }, context: { correlationId: randomUUID(), now: new Date() }, maxRetries: 0, serialize: true });
    const results = await Promise.all(Array.from({ length: 20 }, run));
    stop();
    expect(conflicts).toBe(0);
    // each decided on what the one before it wrote
    expect(results.map((r) => r.state).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await store.readStream(streamId)).map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('throws a decider refusal inside a serialised command as it is, at once, and writes nothing', async () => {
    const id = randomUUID();
    const streamId = counterStream.format(id);
    let decided = 0;
    const refusing = handleCommand(store, {
      stream: counterStream,
      id,
      decider: {
        ...counter,
        decide: () => {
          decided++;
          throw new ConflictError('No more.', { reason: 'refused' });
        },
      },
      command: { by: 1 },
      context: { correlationId: randomUUID(), now: new Date() },
      maxRetries: 3,
      serialize: true,
    });
    await expect(refusing).rejects.toBeInstanceOf(ConflictError);
    await expect(refusing).rejects.toSatisfy((error) => !isConcurrencyConflict(error));
    expect(decided).toBe(1);
    expect(await store.readStream(streamId)).toEqual([]);
  });

  it("puts lock_timeout back once the stream's lock is taken", async () => {
    const id = randomUUID();
    const streamId = counterStream.format(id);
    const inside = await store.withStreamLock(streamId, async (stream) => (await sql<{ v: string }>`SELECT current_setting('lock_timeout') AS v`.execute(stream.trx)).rows[0]!.v);
    const outside = (await sql<{ v: string }>`SELECT current_setting('lock_timeout') AS v`.execute(database.db)).rows[0]!.v;
    expect(inside).toBe(outside);
  });

  it('fails a serialised command that waits too long for the lock, writing nothing (Postgres: the embedded database has one connection)', async (ctx) => {
    if (database.mode === 'pglite') return ctx.skip();
    const id = randomUUID();
    const streamId = counterStream.format(id);
    const impatient = new EventStore({ db: database.db, streamLockTimeoutMs: 200 });
    const run = () =>
      handleCommand(impatient, { stream: counterStream, id, decider: counter, command: { by: 1 }, context: { correlationId: randomUUID(), now: new Date() }, maxRetries: 3, serialize: true });
    const outcome = await database.db.transaction().execute(async (trx) => {
      await sql`SELECT es_lock_stream(${streamId}, 1000)`.execute(trx);
      return run().then(
        () => 'written',
        (error: unknown) => error,
      );
    });
    expect(outcome).toMatchObject({ code: '55P03' });
    expect(isConcurrencyConflict(outcome)).toBe(false);
    expect(await store.readStream(streamId)).toEqual([]);
    await run();
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('reads, folds and appends a stream typed by its kind, refusing an event of another kind', async () => {
    const id = randomUUID();
    const appended = await store.appendTo(counterStream, id, { expectedVersion: 0, events: [{ type: 'Incremented', data: { by: 2 } }], metadata: metadata() });
    expect(appended.events.map((e) => e.data.by)).toEqual([2]);
    await store.appendTo(counterStream, id, { expectedVersion: 1, events: [{ type: 'Incremented', data: { by: 3 } }], metadata: metadata() });
    expect((await store.readStream(counterStream, id)).map((e) => e.data.by)).toEqual([2, 3]);
    const folded = await store.aggregateStream(counter, counterStream, id);
    expect([folded.state, folded.version, folded.events.length]).toEqual([5, 2, 2]);
    expect(await store.aggregateStream(counter, counterStream, randomUUID())).toMatchObject({ state: 0, version: 0, events: [] });

    await store.append({ streamId: counterStream.format(id), streamType: 'counter', expectedVersion: 2, events: [{ type: 'Reset', data: {} }], metadata: metadata() });
    await expect(store.readStream(counterStream, id)).rejects.toBeInstanceOf(UnexpectedEventError);
  });

  it('refuses to change or remove an event', async () => {
    const streamId = `order-${randomUUID()}`;
    await store.append({ streamId, streamType: 'order', expectedVersion: 0, events: [{ type: 'A', data: {} }], metadata: metadata() });
    await expect(sql`UPDATE es_events SET event_type = 'B' WHERE stream_id = ${streamId}`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM es_events WHERE stream_id = ${streamId}`.execute(database.db)).rejects.toThrow(/append-only/);
    expect((await store.readStream(streamId))[0]!.type).toBe('A');
  });

  it('refuses an append that is not the first write of its transaction', async () => {
    const { appendToStream } = await import('./append');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO seed_runs (seed) VALUES (${randomUUID()})`.execute(trx);
        await appendToStream(trx, {
          streamId: `order-${randomUUID()}`,
          streamType: 'order',
          expectedVersion: 0,
          events: [{ type: 'A', data: {} }],
          metadata: metadata(),
          newEventId: randomUUID,
        });
      }),
    ).rejects.toBeInstanceOf(AppendOrderError);
  });

  it('never lets a reader skip an event that commits late (8 writers, random commit delays)', async () => {
    const writers = 8;
    const appendsPerWriter = 25;
    const written = new Set<string>();
    let writing = true;

    const writer = async (w: number) => {
      for (let i = 0; i < appendsPerWriter; i++) {
        const result = await store.append({
          streamId: `gap-${w}-${i % 3}-${randomUUID()}`,
          streamType: 'gap',
          expectedVersion: 0,
          events: [{ type: 'Written', data: { w, i } }, { type: 'Written', data: { w, i, second: true } }],
          metadata: metadata(),
          // Hold the transaction open after the insert: its sequence numbers are taken, its commit is late.
          alsoWrite: () => sleep(Math.random() * 8),
        });
        result.events.forEach((e) => written.add(e.eventId));
      }
    };

    const seen: StoredEvent[] = [];
    const head = await currentHead();
    let giveUpAt = Date.now() + 15_000;
    const reader = async () => {
      let checkpoint: Position = head;
      for (;;) {
        const stillWriting = writing;
        const batch = await store.readAllAfter(checkpoint, 50);
        for (const event of batch) {
          expect(comparePositions(event.position, checkpoint)).toBe(1);
          checkpoint = event.position;
          if (event.type === 'Written') seen.push(event);
        }
        // Done once the writers are and every event written was read: a transaction open elsewhere on
        // the server (another test's database) holds the gap-safe horizon back for a while, which may
        // delay what a reader sees but never lets it skip. Bounded, so a lost event fails below.
        if (!stillWriting && batch.length === 0 && (seen.length >= written.size || Date.now() > giveUpAt)) return;
        if (stillWriting) giveUpAt = Date.now() + 15_000;
        await sleep(Math.random() * 3); // a random pause, not a wait: the reads fall between the writers' commits differently each time
      }
    };

    const reading = reader();
    await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
    writing = false;
    await reading;

    const seenIds = seen.map((e) => e.eventId);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    expect(seenIds.length).toBe(written.size);
    expect(new Set(seenIds)).toEqual(written);
  });
});

async function currentHead(): Promise<Position> {
  let head = START;
  for (;;) {
    const batch = await store.readAllAfter(head, 1000);
    if (batch.length === 0) return head;
    head = batch[batch.length - 1]!.position;
  }
}
