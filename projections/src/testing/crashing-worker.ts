// A worker that dies in the middle of a batch: started by runner.crash.int.test.ts and killed
// with SIGKILL once it prints MID-BATCH, halfway through applying its first batch. The test has
// created the projection's table.
import { connectDatabase } from '@pokerfest/infra';
import type { Projection } from '../projection';
import { runProjectionOnce } from '../runner';
import { streamSummaries } from './stream-summaries';

const handle = await connectDatabase({
  databaseUrl: process.env.CRASH_DATABASE_URL || undefined,
  dataDir: process.env.CRASH_DATA_DIR ?? '',
  poolMax: 2,
  statementTimeoutMs: 60_000,
  idleInTransactionTimeoutMs: 60_000,
});

const slow: Projection = {
  ...streamSummaries,
  async apply(context, events) {
    const half = Math.ceil(events.length / 2);
    await streamSummaries.apply(context, events.slice(0, half));
    console.log('MID-BATCH');
    await new Promise((resolve) => setTimeout(resolve, 60_000)); // stuck mid-batch until the test kills it
    await streamSummaries.apply(context, events.slice(half));
  },
};

await runProjectionOnce({ db: handle.db, batchSize: 1000, now: () => new Date() }, slow);
console.log('FINISHED');
await handle.close();
