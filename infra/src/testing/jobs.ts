import { BullmqRunner, InProcessJobs, type JobQueue, type JobRunner } from '../queue';
import { redisTestUrl, uniqueTestPrefix } from './services';

export const silentLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

export interface TestJobs {
  queue: JobQueue;
  runner: JobRunner;
  mode: 'bullmq' | 'in-process';
  redisUrl?: string;
  prefix?: string;
}

/** BullMQ on the run's Redis (own key prefix) when there is one, else the in-process runner. */
export async function createTestJobs(options: { attempts?: number; backoffMs?: number } = {}): Promise<TestJobs> {
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 20;
  const redisUrl = await redisTestUrl();
  if (redisUrl) {
    const prefix = uniqueTestPrefix();
    const runner = new BullmqRunner({ redisUrl, prefix, attempts, backoffMs, concurrency: 4, logger: silentLogger });
    return { queue: runner.queue, runner, mode: 'bullmq', redisUrl, prefix };
  }
  const jobs = new InProcessJobs({ attempts, backoffMs, logger: silentLogger });
  return { queue: jobs, runner: jobs, mode: 'in-process' };
}
