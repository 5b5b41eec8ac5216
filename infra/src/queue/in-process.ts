import { assertJobId, type EnqueueOptions, type JobDefinition, type JobQueue, type JobRunner, type RepeatingJob } from './port';

interface Logger {
  error(object: unknown, message?: string): void;
}

/** setTimeout's limit (2^31 - 1 ms, about 24.8 days). */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

interface Pending {
  timer: NodeJS.Timeout;
}

/**
 * The job runner of the embedded mode: same definitions, delays, retries and job-id
 * deduplication as the BullMQ runner, inside the API process.
 */
export class InProcessJobs implements JobQueue, JobRunner {
  readonly kind = 'in-process' as const;
  private definitions = new Map<string, JobDefinition>();
  private readonly pending = new Map<string, Pending>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly rerun = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly intervals: NodeJS.Timeout[] = [];
  private closed = false;
  private anonymous = 0;

  constructor(
    private readonly options: { attempts: number; backoffMs: number; logger: Logger },
  ) {}

  async start(definitions: readonly JobDefinition[], repeating: readonly RepeatingJob[]): Promise<void> {
    this.definitions = new Map(definitions.map((d) => [d.name, d]));
    for (const repeat of repeating) {
      this.intervals.push(setInterval(() => void this.enqueue(repeat.name, repeat.data, { jobId: repeat.id }), repeat.everyMs));
      if (repeat.runAtStart) void this.enqueue(repeat.name, repeat.data, { jobId: repeat.id });
    }
  }

  async enqueue(name: string, data: unknown, options: EnqueueOptions = {}): Promise<void> {
    if (this.closed) return;
    const jobId = options.jobId ? assertJobId(options.jobId) : `anonymous-${++this.anonymous}`;
    if (this.pending.has(jobId)) return;
    if (this.running.has(jobId)) {
      // BullMQ would drop this while the job runs; running once more afterwards is strictly better.
      this.rerun.add(jobId);
      return;
    }
    // Node fires a longer timeout at once (with a warning); a timer job that runs early finds its
    // row not due and leaves it to the sweep, so capping the delay only avoids the warning.
    const timer = setTimeout(() => this.run(jobId, name, data, 1), Math.min(options.delayMs ?? 0, LONGEST_TIMEOUT_MS));
    this.pending.set(jobId, { timer });
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.intervals.forEach(clearInterval);
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Resolves when nothing is pending or running (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0 || this.inFlight.size > 0) {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private run(jobId: string, name: string, data: unknown, attempt: number): void {
    this.pending.delete(jobId);
    const definition = this.definitions.get(name);
    if (!definition || this.closed) return;
    const execution = definition
      .process(data)
      .catch((error: unknown) => this.retry(jobId, name, data, attempt, definition, error))
      .finally(() => {
        this.running.delete(jobId);
        this.inFlight.delete(execution);
        if (this.rerun.delete(jobId)) void this.enqueue(name, data, { jobId });
      });
    this.running.set(jobId, execution);
    this.inFlight.add(execution);
  }

  private retry(jobId: string, name: string, data: unknown, attempt: number, definition: JobDefinition, error: unknown): void {
    const attempts = definition.attempts ?? this.options.attempts;
    this.options.logger.error({ err: error, job: name, jobId, attempt }, 'job failed');
    if (attempt >= attempts || this.closed) return;
    const delay = this.options.backoffMs * 2 ** (attempt - 1);
    const timer = setTimeout(() => this.run(jobId, name, data, attempt + 1), delay);
    this.pending.set(jobId, { timer });
  }
}
