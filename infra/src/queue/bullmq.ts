import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { RedisRequestGuard, requestPathRedisOptions, withTimeout } from '../redis';
import { assertJobId, type EnqueueOptions, type JobDefinition, type JobQueue, type JobRunner, type RepeatingJob } from './port';

interface Logger {
  error(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
}

export interface BullmqOptions {
  redisUrl: string;
  /** Key prefix; tests use their own so runs never see each other's jobs. */
  prefix?: string;
  queueName?: string;
  attempts: number;
  backoffMs: number;
  concurrency: number;
  logger: Logger;
  /** How long an enqueue waits for a connection that is still being set up. */
  connectWaitMs?: number;
  /**
   * The API's bound on each enqueue and ping (REDIS_REQUEST_TIMEOUT_MS): past it the call fails, and
   * later ones fail at once until a probe every `redisProbeMs` answers (infra/src/redis). Unset: no bound.
   */
  requestTimeoutMs?: number;
  redisProbeMs?: number;
  /** How often the runner checks that its repeating jobs are still scheduled (5 s when not given). */
  scheduleCheckMs?: number;
}

const DEFAULT_QUEUE = 'jobs';

export function bullmqOptions(config: Config, redisUrl: string, logger: Logger): BullmqOptions {
  return {
    redisUrl,
    prefix: config.BULLMQ_PREFIX,
    attempts: config.JOB_ATTEMPTS,
    backoffMs: config.JOB_BACKOFF_MS,
    concurrency: config.WORKER_CONCURRENCY,
    logger,
    scheduleCheckMs: config.JOB_SCHEDULE_CHECK_MS,
  };
}

/**
 * Producer side: the API enqueues here. Fails fast when Redis is down instead of piling up; with
 * `requestTimeoutMs` (the API) also when Redis is frozen, within that time.
 */
export class BullmqQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  readonly queue: Queue;
  private readonly connection: Redis;
  private readonly guard: RedisRequestGuard | undefined;

  constructor(private readonly options: BullmqOptions) {
    const bounded = options.requestTimeoutMs !== undefined;
    this.connection = new Redis(
      options.redisUrl,
      bounded
        ? requestPathRedisOptions(options.requestTimeoutMs!)
        : {
            enableOfflineQueue: false,
            maxRetriesPerRequest: 1,
            connectTimeout: 2000,
            // Keep retrying in the background; commands fail fast meanwhile.
            retryStrategy: (times) => Math.min(times * 200, 2000),
          },
    );
    this.connection.on('error', () => undefined);
    this.guard = bounded
      ? new RedisRequestGuard(this.connection, { name: 'job queue', timeoutMs: options.requestTimeoutMs!, probeEveryMs: options.redisProbeMs ?? 1000, logger: options.logger })
      : undefined;
    // BullMQ asks for the server's version once per connection and never again if that one command
    // fails (a timed-out INFO would leave the queue broken until a restart): the worker checks it.
    this.queue = new Queue(options.queueName ?? DEFAULT_QUEUE, { connection: this.connection, prefix: options.prefix, skipVersionCheck: bounded });
    this.queue.on('error', () => undefined);
  }

  async enqueue(name: string, data: unknown, options: EnqueueOptions = {}): Promise<void> {
    const jobId = options.jobId ? assertJobId(options.jobId) : undefined;
    await this.bounded(async () => {
      await this.connected();
      await this.queue.add(name, data, {
        jobId,
        delay: options.delayMs,
        attempts: options.attempts ?? this.options.attempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: true,
        removeOnFail: 1000,
      });
    });
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.bounded(async () => {
        await this.connected();
        return withTimeout(this.connection.ping(), 1000, () => new Error('timeout'));
      })) === 'PONG';
    } catch {
      return false;
    }
  }

  /** Jobs by state, for the metrics endpoint: waiting, delayed, active, failed. Bounded like a request's calls. */
  async jobCounts(): Promise<Record<string, number>> {
    return this.bounded(async () => {
      await this.connected();
      return this.queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
    });
  }

  /** Through the guard when there is one: the call fails within the timeout, or at once while Redis is away. */
  private bounded<T>(call: () => Promise<T>): Promise<T> {
    return this.guard ? this.guard.run(call) : call();
  }

  /** Commands fail fast while Redis is away, but a first connection still being set up is worth a short wait. */
  private async connected(): Promise<void> {
    const status = this.connection.status;
    if (status !== 'connecting' && status !== 'wait' && status !== 'connect') return;
    let onReady: () => void = () => undefined;
    await withTimeout(new Promise<void>((resolve) => this.connection.once('ready', (onReady = resolve))), this.options.connectWaitMs ?? 500)
      .catch(() => undefined)
      .finally(() => this.connection.off('ready', onReady));
  }

  async close(): Promise<void> {
    this.guard?.close();
    await this.queue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}

/** Consumer side: the worker process. Any number of them may run against one Redis. */
export class BullmqRunner implements JobRunner {
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;
  private readonly producer: BullmqQueue;
  private repeating: readonly RepeatingJob[] = [];
  private checkTimer: NodeJS.Timeout | undefined;
  private checking: Promise<string[]> | undefined;
  private checkFailing = false;
  private closed = false;

  constructor(private readonly options: BullmqOptions) {
    this.producer = new BullmqQueue(options);
  }

  get queue(): BullmqQueue {
    return this.producer;
  }

  async start(definitions: readonly JobDefinition[], repeating: readonly RepeatingJob[]): Promise<void> {
    const byName = new Map(definitions.map((d) => [d.name, d]));
    this.repeating = repeating;
    for (const repeat of repeating) await this.schedule(repeat);
    // Blocking connection: BullMQ requires it to retry forever rather than fail a request.
    this.workerConnection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection.on('error', () => undefined);
    this.worker = new Worker(
      this.options.queueName ?? DEFAULT_QUEUE,
      async (job) => {
        const definition = byName.get(job.name);
        if (!definition) throw new Error(`No job definition named ${job.name}`);
        await definition.process(job.data);
      },
      { connection: this.workerConnection, prefix: this.options.prefix, concurrency: this.options.concurrency },
    );
    this.worker.on('failed', (job, err) => this.options.logger.error({ err, job: job?.name, jobId: job?.id }, 'job failed'));
    this.worker.on('error', (err) => this.options.logger.warn({ err }, 'queue worker error'));
    for (const repeat of repeating.filter((r) => r.runAtStart)) {
      await this.producer
        .enqueue(repeat.name, repeat.data ?? {}, { jobId: `${repeat.id}-at-start`, attempts: 1 })
        .catch((error: unknown) => this.options.logger.warn({ err: error, job: repeat.name }, 'could not run a repeating job at start; its schedule runs it'));
    }
    // A reconnect may mean a Redis that restarted empty: look at once (on the connection the check
    // uses, once it is back) rather than at the next check.
    const client = await this.producer.queue.client;
    let connectedBefore = client.status === 'ready';
    client.on('ready', () => {
      if (connectedBefore) void this.checkSchedules();
      connectedBefore = true;
    });
    // Redis can lose the schedules while this process runs (a restart without persistence, a
    // failover, FLUSHALL): every worker keeps checking and puts back what is gone.
    this.checkTimer = setInterval(() => void this.checkSchedules(), this.options.scheduleCheckMs ?? 5_000);
    this.checkTimer.unref();
  }

  /**
   * Re-registers each repeating job whose scheduler, or whose scheduler's next job, is missing from
   * Redis, and answers their ids. A re-registered scheduler runs its job at once. Idempotent, so
   * several workers doing it at the same moment cost at most one extra run of a job. Never throws:
   * while Redis is away the check fails quietly and the next one tries again.
   */
  async checkSchedules(): Promise<string[]> {
    if (this.closed) return [];
    this.checking ??= (async () => {
      const restored: string[] = [];
      try {
        // A Redis that accepts the connection but does not answer must not stop the checks for good.
        await withTimeout(
          (async () => {
            for (const repeat of this.repeating) {
              if (this.closed || (await this.scheduled(repeat))) continue;
              await this.schedule(repeat);
              restored.push(repeat.id);
            }
          })(),
          Math.max(10_000, this.options.scheduleCheckMs ?? 5_000),
        );
        this.checkFailing = false;
      } catch (error) {
        // Once per outage, not every few seconds of it.
        if (!this.closed && !this.checkFailing) this.options.logger.warn({ err: error }, 'could not check the repeating jobs in Redis; trying again');
        this.checkFailing = true;
      }
      if (restored.length) this.options.logger.warn({ schedulers: restored }, 'repeating jobs were missing from Redis and are registered again');
      return restored;
    })().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async schedule(repeat: RepeatingJob): Promise<void> {
    await this.producer.queue.upsertJobScheduler(
      repeat.id,
      { every: repeat.everyMs },
      { name: repeat.name, data: repeat.data ?? {}, opts: { removeOnComplete: true, removeOnFail: 100, attempts: 1 } },
    );
  }

  /** The scheduler is there and so is the job it will run next (`repeat:<id>:<next>`, BullMQ's id for it). */
  private async scheduled(repeat: RepeatingJob): Promise<boolean> {
    let seen: number | undefined;
    for (let look = 0; look < 2; look++) {
      const scheduler = await this.producer.queue.getJobScheduler(repeat.id);
      if (!scheduler?.next) return false;
      if (scheduler.next === seen) return false;
      if ((await this.producer.queue.getJobState(`repeat:${repeat.id}:${scheduler.next}`)) !== 'unknown') return true;
      // That job may have just run and been removed, its successor added meanwhile: look again.
      seen = scheduler.next;
    }
    return false;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.checkTimer);
    await this.checking;
    await this.worker?.close();
    this.workerConnection?.disconnect();
    await this.producer.close();
  }
}
