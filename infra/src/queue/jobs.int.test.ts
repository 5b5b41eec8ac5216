import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestJobs, type TestJobs } from '../testing/jobs';

let jobs: TestJobs | undefined;
afterEach(async () => {
  await jobs?.runner.close();
  jobs = undefined;
});

const JOBS_WAIT = { timeout: 10_000, interval: 10 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job queue (BullMQ on Redis, or in-process in the embedded mode)', () => {
  it('runs a job enqueued twice under one id only once', async () => {
    jobs = await createTestJobs();
    const seen: unknown[] = [];
    await jobs.runner.start([{ name: 'note', process: async (data) => void seen.push(data) }], []);
    await jobs.queue.enqueue('note', { n: 1 }, { jobId: 'note-1', delayMs: 300 });
    await jobs.queue.enqueue('note', { n: 2 }, { jobId: 'note-1', delayMs: 300 });
    await jobs.queue.enqueue('note', { n: 3 }, { jobId: 'note-2' });
    await expect.poll(() => seen.length, JOBS_WAIT).toBe(2);
    await sleep(400); // a sleep, not a wait: the job enqueued again under 'note-1' must not run in this time
    expect(seen).toEqual([{ n: 3 }, { n: 1 }]);
  });

  it('delays a job, and retries a failing one', async () => {
    jobs = await createTestJobs({ attempts: 3, backoffMs: 20 });
    const ranAt: number[] = [];
    let failures = 0;
    await jobs.runner.start(
      [
        { name: 'later', process: async () => void ranAt.push(Date.now()) },
        {
          name: 'flaky',
          process: async () => {
            if (++failures < 3) throw new Error('not yet');
          },
        },
      ],
      [],
    );
    const enqueuedAt = Date.now();
    await jobs.queue.enqueue('later', {}, { jobId: 'later-1', delayMs: 500 });
    await jobs.queue.enqueue('flaky', {}, { jobId: 'flaky-1' });
    await vi.waitFor(() => expect({ ran: ranAt.length, failures }).toEqual({ ran: 1, failures: 3 }), JOBS_WAIT);
    expect(ranAt[0]! - enqueuedAt).toBeGreaterThanOrEqual(450);
  });

  it('ticks a repeating job', async () => {
    jobs = await createTestJobs();
    let ticks = 0;
    await jobs.runner.start([{ name: 'tick', process: async () => void ticks++ }], [{ id: 'tick-test', name: 'tick', everyMs: 100 }]);
    await expect.poll(() => ticks, JOBS_WAIT).toBeGreaterThanOrEqual(3);
  });

  it('refuses job ids with a colon', async () => {
    jobs = await createTestJobs();
    await expect(jobs.queue.enqueue('x', {}, { jobId: 'a:b' })).rejects.toThrow(RangeError);
  });

  it('answers ping', async () => {
    jobs = await createTestJobs();
    expect(await jobs.queue.ping()).toBe(true);
  });
});
