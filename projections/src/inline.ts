import { readStream, writeDueRow, type InlineProjector, type Trx } from '@pokerfest/infra';
import { handlesEvent, type Projection, type ProjectionContext } from './projection';
import { projections as registry } from './registry';

/**
 * The projections that follow their streams inline, as the event store's hook (decision 0022): in
 * the append's transaction each brings its read model of that one stream up to the new events.
 * The checkpointed runner still reads every event afterwards and skips what is there already
 * (every projection guards on the stream version), so a rebuild and the runner work as before.
 */
export function inlineProjector(projections: readonly Projection[] = registry): InlineProjector {
  const inline = projections.filter((p) => p.inline);
  const byType = new Map<string, Projection[]>();
  for (const projection of inline) {
    for (const type of projection.inline!.streamTypes) byType.set(type, [...(byType.get(type) ?? []), projection]);
  }
  return {
    projections: inline.map((p) => p.name),
    follows: (streamType) => byType.has(streamType),
    async apply(trx, appended, streamType) {
      const first = appended.events[0];
      if (!first) return;
      for (const projection of byType.get(streamType) ?? []) {
        const projected = await projection.inline!.projectedVersion(trx, first.streamId);
        if (projected >= appended.nextVersion) continue;
        // Usually the read model is at the version before the append; when it is behind (events it
        // does not handle, or appended without this hook), the stream's earlier events come first.
        const events = projected >= first.streamVersion - 1 ? appended.events : await readStream(trx, first.streamId);
        const relevant = events.filter((event) => event.streamVersion > projected && handlesEvent(projection, event));
        if (relevant.length > 0) await projection.apply(inlineContext(trx), relevant);
      }
    },
  };
}

/** Timers armed inline are written as due rows only: the sweep fires them (no projection here arms any). */
function inlineContext(trx: Trx): ProjectionContext {
  return { trx, schedule: (timer) => writeDueRow(trx, timer) };
}
