import type { StoredEvent, TimerRequest, Trx } from '@pokerfest/infra';

export interface ProjectionContext {
  trx: Trx;
  /** Arms a durable timer (due row now, delayed job after commit). Re-arming the same key is a no-op. */
  schedule(timer: TimerRequest): Promise<void>;
  /** True inside an append's own transaction (an inline projection, 0022): the appended streams hold nothing newer. */
  readonly inline?: boolean;
}

/**
 * A read model: the events it handles, how a batch of them changes its tables, and the tables
 * a rebuild clears (and anything else it resets). `apply` must be idempotent per event (guard on
 * stream version or event id), though the runner already applies each batch exactly once.
 */
export interface Projection {
  readonly name: string;
  readonly handles: 'all' | readonly string[];
  readonly tables: readonly string[];
  /**
   * What a rebuild resets besides clearing `tables`: for a read model kept in columns of a table it
   * does not own (e.g. users.loyalty_points), which must be reset rather than deleted.
   */
  reset?(trx: Trx): Promise<void>;
  /**
   * A read model built one stream at a time may also follow streams of these types inline: its
   * `apply` gets each append's events inside the append's transaction (decision 0022), so that an
   * acknowledged command is visible to every reader. Build such a read model with
   * `singleStreamProjection` (`single-stream.ts`), which fills in what an inline append cannot hand it.
   */
  readonly inline?: { readonly streamTypes: readonly string[] };
  apply(context: ProjectionContext, events: readonly StoredEvent[]): Promise<void>;
}

export function handlesEvent(projection: Projection, event: StoredEvent): boolean {
  return projection.handles === 'all' || projection.handles.includes(event.type);
}

