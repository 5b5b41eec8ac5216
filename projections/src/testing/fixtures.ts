import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore } from '@pokerfest/infra';

export const testMetadata = (): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: null,
  actorId: null,
  occurredAt: new Date().toISOString(),
});

/** Appends `streams` streams of `eventsPerStream` events each, one append per event. */
export async function appendSampleStreams(store: EventStore, streams: number, eventsPerStream: number, prefix = 'order'): Promise<string[]> {
  const ids = Array.from({ length: streams }, () => `${prefix}-${randomUUID()}`);
  await Promise.all(
    ids.map(async (streamId) => {
      for (let version = 0; version < eventsPerStream; version++) {
        await store.append({
          streamId,
          streamType: prefix,
          expectedVersion: version,
          events: [{ type: version === 0 ? 'OrderPlaced' : `Step${version}`, data: { version } }],
          metadata: testMetadata(),
        });
      }
    }),
  );
  return ids;
}
