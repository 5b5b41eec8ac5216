/** Where a committed event sits in the global order: (writing transaction id, global position). */
export interface Position {
  transactionId: string;
  globalPosition: string;
}

export const START: Position = { transactionId: '0', globalPosition: '0' };

export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actorId: string | null;
  occurredAt: string;
  [key: string]: unknown;
}

export interface NewEvent {
  type: string;
  data: unknown;
  /** Deterministic ids make a repeated action collide instead of acting twice. */
  eventId?: string;
}

export interface StoredEvent<Data = unknown> {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  position: Position;
}

export interface AppendResult {
  /** The position of the last appended event: the command's position for read-your-own-writes. */
  position: Position;
  nextVersion: number;
  events: StoredEvent[];
}

/** Told after every committed append; wakes the projections. Must never throw. */
export type AppendListener = (result: AppendResult) => void;

export function comparePositions(a: Position, b: Position): number {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}
