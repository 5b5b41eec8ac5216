import type { ContextJobs, Db, EventStore, JobQueue, JobRunner } from '@pokerfest/infra';
import { buildJobCatalogue, wakeProjectionsOnAppend } from '../jobs';
import type { Projection } from '../projection';

export interface ProjectionJobsDeps {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  runner: JobRunner;
  projections: readonly Projection[];
  /** Timers of the test's own; none by default. */
  contexts?: readonly ContextJobs[];
  batchSize: number;
  projectionTickMs: number;
  /** Told when a wake-up could not be enqueued (ignored by default). */
  onWakeError?: (error: unknown) => void;
}

/**
 * The job side of a process for `projections` alone, as the runner's tests and the bench run it:
 * their catalogue started on `runner` (ticks, and a sweep too rare to matter), and every append
 * waking them.
 */
export async function startProjectionJobs({ db, store, queue, runner, projections, contexts = [], batchSize, projectionTickMs, onWakeError }: ProjectionJobsDeps): Promise<void> {
  const catalogue = buildJobCatalogue({ db, queue, projections, contexts, batchSize, projectionTickMs, timerSweepMs: 60_000, now: () => new Date(), onError: () => undefined });
  wakeProjectionsOnAppend(store, queue, projections, onWakeError ?? (() => undefined));
  await runner.start(catalogue.definitions, catalogue.repeating);
}
