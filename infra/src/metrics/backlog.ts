import { sql } from 'kysely';
import { Gauge } from 'prom-client';
import type { Db } from '../db';
import { paymentIntegrity } from '../payments/repairs';
import { timerBacklog } from '../queue/parked-timers';
import { withTimeout } from '../redis';
import type { ShopMetrics } from './shop-metrics';

/** A scrape waits at most this for the database or Redis; then those series are left out of that scrape. */
export const COLLECT_TIMEOUT_MS = 2000;

/** Counted events behind stop here, so a new projection's first scrape is no full scan of the log. */
const MAX_COUNTED_BEHIND = 100_000;

export interface BacklogSources {
  db: Db;
  /** The projections whose checkpoints are compared with the event log. */
  projections: readonly string[];
  /** BullMQ's job counts by state; absent in embedded mode (no queue to count). */
  jobCounts?: () => Promise<Record<string, number>>;
  now: () => Date;
  collectTimeoutMs?: number;
}

interface ProjectionLag {
  projection: string;
  events: number;
  seconds: number;
}

/**
 * The gauges read at scrape time: projection lag, overdue and parked timers, queue depth. Each
 * scrape asks the database once per source (the two lag gauges share one query), bounded by a
 * short timeout; a source that fails or is too slow leaves its series out and counts a failure.
 */
export function registerBacklogGauges(metrics: ShopMetrics, sources: BacklogSources): void {
  const timeoutMs = sources.collectTimeoutMs ?? COLLECT_TIMEOUT_MS;
  const read = <T>(source: string, call: () => Promise<T>): Promise<T | undefined> =>
    withTimeout(call(), timeoutMs, () => new Error(`${source} not read within ${timeoutMs} ms`)).catch(() => {
      metrics.collectFailures.inc({ source });
      return undefined;
    });
  const lag = sharedPerScrape(() => read('projections', () => projectionLag(sources.db, sources.projections)));
  const timers = sharedPerScrape(() => read('timers', () => timerBacklog(sources.db, sources.now())));
  const payments = sharedPerScrape(() => read('payments', () => paymentIntegrity(sources.db, null)));

  /** A gauge whose series are replaced at each scrape by what `samples` reads: label value (if any) and value. */
  const scrapedGauge = (name: string, help: string, label: string | undefined, samples: () => Promise<Array<[string, number]>>) =>
    new Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const [labelValue, value] of await samples()) {
          if (label) this.set({ [label]: labelValue }, value);
          else this.set(value);
        }
      },
    });

  scrapedGauge('pokerfest_projection_lag_events', 'Committed events a projection has not applied yet.', 'projection', async () =>
    ((await lag()) ?? []).map((row) => [row.projection, row.events]),
  );
  scrapedGauge('pokerfest_projection_lag_seconds', 'Age of the oldest committed event a projection has not applied yet (0 when caught up).', 'projection', async () =>
    ((await lag()) ?? []).map((row) => [row.projection, row.seconds]),
  );
  // Labelled, not two bare gauges: a bare gauge reads 0 once reset, and a database that did not
  // answer must leave the series out, not report no backlog.
  scrapedGauge('pokerfest_timers', 'Durable timers by state: overdue (due and not fired, parked ones aside), parked (waiting for an operator).', 'state', async () => {
    const backlog = await timers();
    return backlog ? [['overdue', backlog.overdue], ['parked', backlog.parked]] : [];
  });
  scrapedGauge(
    'pokerfest_payment_repairs',
    'Gaps the payment checks closed since the shop began, by kind: verdict-recovered (a payment the provider took and the order never recorded), refund-timer-rearmed, intent-without-order.',
    'kind',
    async () => Object.entries((await payments())?.repairs ?? {}),
  );
  scrapedGauge('pokerfest_refunds_without_timer', 'Requested refunds without the timer that asks the provider for them (re-armed by the next check; above 0 for long means the check is not running).', undefined, async () => {
    const found = await payments();
    return found ? [['', found.refundsWithoutTimer]] : [];
  });
  const jobCounts = sources.jobCounts;
  if (jobCounts) {
    scrapedGauge(
      'pokerfest_queue_jobs',
      'BullMQ jobs by state: waiting, delayed, active, failed (failed jobs are kept for inspection, the newest 1000).',
      'state',
      async () => Object.entries((await read('queue', jobCounts)) ?? {}),
    );
  }
}

/** One call serves every gauge of a scrape: gauges collect concurrently, so they share the promise in flight. */
function sharedPerScrape<T>(call: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= call().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** Per projection: events after its checkpoint, and how long the first of them has waited. */
async function projectionLag(db: Db, projections: readonly string[]): Promise<ProjectionLag[]> {
  if (projections.length === 0) return [];
  const rows = await sql<{ projection: string; events: string; oldest: Date | null; now: Date }>`
    SELECT p.name AS projection, behind.events, first.recorded_at AS oldest, now() AS now
      FROM unnest(${[...projections]}::text[]) AS p(name)
      LEFT JOIN projection_checkpoints c ON c.projection = p.name
      CROSS JOIN LATERAL (
        SELECT count(*) AS events FROM (
          SELECT 1 FROM es_events e
           WHERE (e.transaction_id, e.global_position) > (coalesce(c.last_transaction_id, '0'::xid8), coalesce(c.last_position, 0))
           LIMIT ${MAX_COUNTED_BEHIND}
        ) counted
      ) behind
      LEFT JOIN LATERAL (
        SELECT e.recorded_at FROM es_events e
         WHERE (e.transaction_id, e.global_position) > (coalesce(c.last_transaction_id, '0'::xid8), coalesce(c.last_position, 0))
         ORDER BY e.transaction_id, e.global_position
         LIMIT 1
      ) first ON true`.execute(db);
  return rows.rows.map((row) => ({
    projection: row.projection,
    events: Number(row.events),
    seconds: row.oldest ? Math.max(0, (new Date(row.now).getTime() - new Date(row.oldest).getTime()) / 1000) : 0,
  }));
}
