import { randomUUID } from 'node:crypto';
import { ledgerDecider, loyaltyStream, type LedgerCommand, type LedgerState, type LoyaltyEvent } from '@pokerfest/domain';
import { handleCommand, type EventStore, type Position } from '@pokerfest/infra';

export interface LedgerCommandDeps {
  store: EventStore;
  now: () => Date;
  maxRetries: number;
}

export interface LedgerCommandContext {
  /** The admin for adjustments; null for what the system does on its own (timers). */
  actorId: number | null;
  correlationId?: string;
  /** The event or timer that caused this command, for the audit trail. */
  causationId?: string;
}

export interface LedgerCommandResult {
  /** The ledger after the command: its balance is current even when the read model lags. */
  state: LedgerState;
  events: readonly LoyaltyEvent[];
  /** Absent when the decider decided nothing (a repeated award, bonus or promise). */
  position?: Position;
}

/**
 * Every change of a member's points goes through here: decide on the member's ledger stream and
 * append, retried on a concurrent write. The decider makes awards, bonuses and promises idempotent,
 * so a repeated call (a timer firing twice, a retry after a crash) appends nothing.
 */
export async function runLedgerCommand(
  deps: LedgerCommandDeps,
  userId: number,
  command: LedgerCommand,
  context: LedgerCommandContext,
): Promise<LedgerCommandResult> {
  return handleCommand(deps.store, {
    stream: loyaltyStream,
    id: userId,
    decider: ledgerDecider,
    command,
    context: {
      correlationId: context.correlationId ?? randomUUID(),
      causationId: context.causationId ?? null,
      actorId: context.actorId === null ? null : String(context.actorId),
      now: deps.now(),
    },
    maxRetries: deps.maxRetries,
  });
}

/** A member's ledger folded from its stream (the initial state when they have no events yet). */
export async function loadLedgerState(store: EventStore, userId: number): Promise<LedgerState> {
  return (await store.aggregateStream(ledgerDecider, loyaltyStream, userId)).state;
}
