import { randomUUID } from 'node:crypto';
import { comparePositions, type Db, type EventStore, type Position } from '@pokerfest/infra';
import { readCheckpoint } from '@pokerfest/projections';
import { metadata } from './throughput';

/**
 * Appends at `rate` per second for `durationMs` while the normal wake-up + tick machinery runs
 * the projection; lag = time from an append's commit to the checkpoint passing it.
 */
export async function projectionLag(db: Db, store: EventStore, projection: string, rate: number, durationMs: number): Promise<number[]> {
  const pending: Array<{ position: Position; committedAt: number }> = [];
  const lags: number[] = [];
  let writing = true;

  const monitor = (async () => {
    while (writing || pending.length > 0) {
      const checkpoint = await readCheckpoint(db, projection);
      const now = performance.now();
      while (pending.length > 0 && comparePositions(pending[0]!.position, checkpoint) <= 0) lags.push(now - pending.shift()!.committedAt);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();

  const interval = 1000 / rate;
  const started = performance.now();
  for (let i = 0; performance.now() - started < durationMs; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const result = await store.append({
      streamId: `lag-${randomUUID()}`,
      streamType: 'lag',
      expectedVersion: 0,
      events: [{ type: 'LagProbe', data: { i } }],
      metadata: metadata(),
    });
    pending.push({ position: result.position, committedAt: performance.now() });
    pending.sort((a, b) => comparePositions(a.position, b.position));
  }
  writing = false;
  await monitor;
  return lags.sort((a, b) => a - b);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
