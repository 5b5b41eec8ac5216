// `make bench`: event store and projection throughput beside the raw INSERT ceiling of the same
// database in the same run. Figures are printed, not asserted. The projection measured is the test
// projection over every event (one upsert per stream of a batch), so every appended event costs it work.
import { sql } from 'kysely';
import { BullmqRunner, EventStore, InProcessJobs, START, type JobRunner, type JobQueue } from '@pokerfest/infra';
import { catchUp, resetCheckpoint } from '@pokerfest/projections';
import { startProjectionJobs } from '@pokerfest/projections/testing/projection-jobs';
import { createStreamSummariesTable, streamSummaries } from '@pokerfest/projections/testing/stream-summaries';
import { benchDatabase } from './database';
import { percentile, projectionLag } from './lag';
import { appendRate, fillLog, rawInsertRate } from './throughput';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const fillEvents = Number(process.env.BENCH_FILL_EVENTS ?? 100_000);
const lagRate = Number(process.env.BENCH_LAG_RATE ?? 200);
const silent = { error: () => undefined, warn: () => undefined };
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const database = await benchDatabase();
const store = new EventStore({ db: database.db });
console.log(`Database: ${database.label}; queue: ${process.env.REDIS_URL ? 'BullMQ on Redis' : 'in-process runner'}; ${seconds} s per throughput run\n`);

// The machine's fsync speed drifts: raw and append alternate in one-second rounds so both see the same drift.
for (const writers of [1, 8]) {
  let raw = 0;
  let append = 0;
  for (let round = 0; round < seconds; round++) {
    raw += await rawInsertRate(database.db, writers, 1000);
    append += await appendRate(store, writers, 1000);
  }
  console.log(
    `append, ${writers} writer(s): ${fmt(append / seconds)} events/s  | raw single-row INSERT tx: ${fmt(raw / seconds)} tx/s  | ratio ${(append / raw).toFixed(2)}`,
  );
}

await fillLog(store, fillEvents);
const total = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es_events`.execute(database.db)).rows[0]!.n);
await createStreamSummariesTable(database.db);
await sql`DELETE FROM stream_summaries`.execute(database.db);
await resetCheckpoint(database.db, streamSummaries.name, START);
const catchUpStarted = performance.now();
const read = await catchUp({ db: database.db, batchSize: 1000, now: () => new Date() }, streamSummaries);
const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;
console.log(`projection catch-up (stream-summaries, batches of 1000): ${fmt(read / catchUpSeconds)} events/s (${fmt(read)} of ${fmt(total)} events in ${catchUpSeconds.toFixed(2)} s)`);

let runner: JobRunner;
let queue: JobQueue;
if (process.env.REDIS_URL) {
  const bull = new BullmqRunner({ redisUrl: process.env.REDIS_URL, prefix: `bench${Date.now()}`, attempts: 1, backoffMs: 100, concurrency: 2, logger: silent });
  runner = bull;
  queue = bull.queue;
} else {
  const jobs = new InProcessJobs({ attempts: 1, backoffMs: 100, logger: silent });
  runner = jobs;
  queue = jobs;
}
await startProjectionJobs({ db: database.db, store, queue, runner, projections: [streamSummaries], batchSize: 1000, projectionTickMs: 500 });
const lags = await projectionLag(database.db, store, streamSummaries.name, lagRate, seconds * 2000);
console.log(
  `projection lag at ${lagRate} appends/s (wake-up job + 500 ms tick, ${lags.length} appends): p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms, max ${lags[lags.length - 1]!.toFixed(1)} ms`,
);

await runner.close();
await database.close();
