import { writeDueRow, type InlineProjector, type Trx } from '@pokerfest/infra';
import { handlesEvent, type Projection, type ProjectionContext } from './projection';
import { projections as registry } from './registry';

/**
 * The projections that follow their streams inline, as the event store's hook (decision 0022): in
 * the append's transaction each applies the new events to its read model of that one stream (and,
 * through `followingEvents`, any earlier ones it lacks). The checkpointed runner still reads every
 * event afterwards and skips what is there already (every projection guards on the stream
 * version), so a rebuild and the runner work as before.
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
      for (const projection of byType.get(streamType) ?? []) {
        const relevant = appended.events.filter((event) => handlesEvent(projection, event));
        if (relevant.length > 0) await projection.apply(inlineContext(trx), relevant);
      }
    },
  };
}

/** Timers armed inline are written as due rows only: the sweep fires them (no projection here arms any). */
function inlineContext(trx: Trx): ProjectionContext {
  return { trx, schedule: (timer) => writeDueRow(trx, timer), inline: true };
}
