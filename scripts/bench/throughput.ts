import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, EventMetadata, EventStore } from '@pokerfest/infra';

export const metadata = (): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: null,
  actorId: 'bench',
  occurredAt: new Date().toISOString(),
});

/** Runs `writers` loops of `operation` for `durationMs`; returns operations per second. */
export async function perSecond(writers: number, durationMs: number, operation: (writer: number, i: number) => Promise<void>): Promise<number> {
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let i = 0;
      while (performance.now() < deadline) await operation(writer, i++);
      return i;
    }),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
}

/** The ceiling: a single-row INSERT in its own transaction, nothing else. */
export async function rawInsertRate(db: Db, writers: number, durationMs: number): Promise<number> {
  await sql`CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, data jsonb NOT NULL)`.execute(db);
  return perSecond(writers, durationMs, async (writer, i) => {
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO bench_raw (data) VALUES (${JSON.stringify({ writer, i })})`.execute(trx);
    });
  });
}

/** One event per append, each writer on its own streams with expected-version checks. */
export async function appendRate(store: EventStore, writers: number, durationMs: number): Promise<number> {
  const streams = Array.from({ length: writers }, () => ({ id: `bench-${randomUUID()}`, version: 0 }));
  return perSecond(writers, durationMs, async (writer) => {
    const stream = streams[writer]!;
    const result = await store.append({
      streamId: stream.id,
      streamType: 'bench',
      expectedVersion: stream.version,
      events: [{ type: 'BenchEvent', data: { writer, n: stream.version } }],
      metadata: metadata(),
    });
    stream.version = result.nextVersion;
  });
}

/** Fills the log quickly (many events per append) for the catch-up measurement. */
export async function fillLog(store: EventStore, events: number, perAppend = 100, streams = 500): Promise<void> {
  const versions = new Array<number>(streams).fill(0);
  const ids = Array.from({ length: streams }, () => `fill-${randomUUID()}`);
  for (let written = 0, s = 0; written < events; written += perAppend, s = (s + 1) % streams) {
    const result = await store.append({
      streamId: ids[s]!,
      streamType: 'fill',
      expectedVersion: versions[s]!,
      events: Array.from({ length: perAppend }, (_, i) => ({ type: 'Filled', data: { i } })),
      metadata: metadata(),
    });
    versions[s] = result.nextVersion;
  }
}
