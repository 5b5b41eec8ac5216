// A player's tournament credit as the admins changed it, one stream per player (`credit-{userId}`):
// every grant (a satellite win, a ticket) and every deduction, with who made it and why. What orders
// take and give back is recorded on the orders' own streams (OrderPlaced's `creditCents`, and the
// refunds of its credit payment); the lots and the ledger are kept from both, in the same transactions.
import type { Decider } from '../shared/decider';
import { ValidationError } from '../shared/errors';
import { streamKind, type EventTypes, type StreamKind } from '../shared/streams';

export interface CreditGranted { type: 'CreditGranted'; data: { amountCents: number; reason: string; expiresAt: string | null; adminId: number; grantedAt: string } }
export interface CreditDeducted { type: 'CreditDeducted'; data: { amountCents: number; reason: string; adminId: number; deductedAt: string } }
export type CreditEvent = CreditGranted | CreditDeducted;

const CREDIT_EVENT_TYPES: EventTypes<CreditEvent> = { CreditGranted: true, CreditDeducted: true };

export const creditStream: StreamKind<CreditEvent, number> = streamKind('credit', CREDIT_EVENT_TYPES, (raw) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
});

/** `amountCents`: positive grants, negative deducts (whether the player has that much is the lots' to say, under their locks). */
export interface AdjustCredit {
  type: 'AdjustCredit';
  amountCents: number;
  reason: string;
  expiresAt: string | null;
  adminId: number;
  now: Date;
}

/** The stream's entries so far: the state needs no more (the balance lives in the lots). */
export interface CreditStreamState {
  entries: number;
}

function decide(command: AdjustCredit): CreditEvent[] {
  const at = command.now.toISOString();
  if (!Number.isSafeInteger(command.amountCents) || command.amountCents === 0) throw new ValidationError('amount must be a whole number of cents other than 0');
  if (command.amountCents < 0) {
    if (command.expiresAt) throw new ValidationError('Only a grant (a positive amount) can lapse', { field: 'expiresAt' });
    return [{ type: 'CreditDeducted', data: { amountCents: -command.amountCents, reason: command.reason, adminId: command.adminId, deductedAt: at } }];
  }
  if (command.expiresAt && Date.parse(command.expiresAt) <= command.now.getTime()) throw new ValidationError('expiresAt must be in the future', { field: 'expiresAt' });
  return [{ type: 'CreditGranted', data: { amountCents: command.amountCents, reason: command.reason, expiresAt: command.expiresAt, adminId: command.adminId, grantedAt: at } }];
}

export const creditDecider: Decider<CreditStreamState, AdjustCredit, CreditEvent> = {
  initialState: { entries: 0 },
  evolve: (state) => ({ entries: state.entries + 1 }),
  decide,
};
