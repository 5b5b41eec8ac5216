/**
 * Jobs carry ids and small payloads, never the facts themselves: correctness lives in Postgres,
 * so a lost, late or doubled job is harmless.
 */
export interface JobDefinition<Data = unknown> {
  name: string;
  process(data: Data): Promise<void>;
  /** Tries before the job is given up (the durable sweep still covers timers). */
  attempts?: number;
}

export interface RepeatingJob {
  /** Stable scheduler id: restarting the process replaces, never duplicates, the schedule. */
  id: string;
  name: string;
  everyMs: number;
  data?: unknown;
  /** Also run once as soon as a runner starts, not only one period later (a restarted worker sweeps at once). */
  runAtStart?: boolean;
}

export interface EnqueueOptions {
  /** Idempotent enqueue: a job with this id already waiting makes this call a no-op. No ':' allowed. */
  jobId?: string;
  delayMs?: number;
  /** Tries before giving up; defaults to the queue's JOB_ATTEMPTS. */
  attempts?: number;
}

export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<void>;
  /** Reachable now? Used by /api/ready. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface JobRunner {
  start(definitions: readonly JobDefinition[], repeating: readonly RepeatingJob[]): Promise<void>;
  /** Finish the jobs in hand, take no new ones, release connections. */
  close(): Promise<void>;
}

export function assertJobId(jobId: string): string {
  if (jobId.includes(':')) throw new RangeError(`Job ids may not contain ':' (${jobId})`);
  return jobId;
}
