import type { StoredEvent, TimerRequest, Trx } from '@pokerfest/infra';

export interface ProjectionContext {
  trx: Trx;
  /** Arms a durable timer (due row now, delayed job after commit). Re-arming the same key is a no-op. */
  schedule(timer: TimerRequest): Promise<void>;
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
  apply(context: ProjectionContext, events: readonly StoredEvent[]): Promise<void>;
}

export function handlesEvent(projection: Projection, event: StoredEvent): boolean {
  return projection.handles === 'all' || projection.handles.includes(event.type);
}
