import type { JobQueue } from '@pokerfest/infra';

/** A queue that loses every job, as Redis does when it loses its data: only the sweep fires timers then. */
export const lostJobs: JobQueue = { kind: 'bullmq', enqueue: async () => undefined, ping: async () => true, close: async () => undefined };
