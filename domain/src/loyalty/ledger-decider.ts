// The ledger's decisions, pure: a confirmed booking's points promised (pending) and then earned at
// check-in, once per order; a referral bonus once per referred player; admin adjustments that never
// take the balance below zero; and the reversal of a booking cancelled before its points were
// awarded (its pending points are dropped, once); and a changed booking's pending points re-stated
// for its new total (points already earned stay as they are).
import { decideBy, type Decider } from '../shared/decider';
import { ConflictError, ValidationError } from '../shared/errors';
import type { LoyaltyEvent } from './ledger-events';

export interface LedgerState {
  balance: number;
  /** Orders whose points are promised and not yet awarded, with how many. */
  pending: Record<string, number>;
  /** Orders whose points were earned, with how many. */
  earned: Record<string, number>;
  reversed: string[];
  bonusFor: number[];
}

export type LedgerCommand =
  | { type: 'PromiseBookingPoints'; orderId: string; points: number; festivalName: string; dueAt: Date }
  | { type: 'EarnBookingPoints'; orderId: string; now: Date }
  | { type: 'AwardReferralBonus'; referredUserId: number; referredUsername: string; orderId: string; points: number; now: Date }
  | { type: 'AdjustPoints'; points: number; reason: string; adminId: number; now: Date }
  | { type: 'ReverseBookingPoints'; orderId: string; reason: string; now: Date }
  /** The booking's total changed: its pending points become `points` (none left: they are dropped). */
  | { type: 'RestateBookingPoints'; orderId: string; points: number; dueAt: Date; now: Date };

export const initialLedgerState: LedgerState = { balance: 0, pending: {}, earned: {}, reversed: [], bonusFor: [] };

export function evolveLedger(state: LedgerState, event: LoyaltyEvent): LedgerState {
  switch (event.type) {
    case 'BookingPointsPending':
      return { ...state, pending: { ...state.pending, [event.data.orderId]: event.data.points } };
    case 'BookingPointsEarned':
      return {
        ...state,
        balance: state.balance + event.data.points,
        pending: withoutKey(state.pending, event.data.orderId),
        earned: { ...state.earned, [event.data.orderId]: event.data.points },
      };
    case 'ReferralBonusAwarded':
      return { ...state, balance: state.balance + event.data.points, bonusFor: [...state.bonusFor, event.data.referredUserId] };
    case 'PointsAdjusted':
      return { ...state, balance: state.balance + event.data.points };
    case 'BookingPointsReversed':
      return { ...state, pending: withoutKey(state.pending, event.data.orderId), reversed: [...state.reversed, event.data.orderId] };
    case 'BookingPointsRestated':
      return { ...state, pending: { ...state.pending, [event.data.orderId]: event.data.points } };
  }
}

function withoutKey(record: Record<string, number>, key: string): Record<string, number> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

function wholePoints(points: number): void {
  if (!Number.isSafeInteger(points)) throw new ValidationError('Points must be a whole number');
}

function adjust(command: Extract<LedgerCommand, { type: 'AdjustPoints' }>, state: LedgerState): LoyaltyEvent[] {
  wholePoints(command.points);
  const reason = command.reason.trim();
  if (!reason) throw new ValidationError('Please provide a reason for updating loyalty points.');
  if (command.points === 0) throw new ValidationError('An adjustment must add or remove at least one point');
  if (state.balance + command.points < 0) {
    throw new ConflictError(`This would take the balance below zero: the member has ${state.balance} points.`, { reason: 'balance_below_zero', balance: state.balance });
  }
  return [{ type: 'PointsAdjusted', data: { points: command.points, reason, adminId: command.adminId, adjustedAt: command.now.toISOString() } }];
}

function reverse(command: Extract<LedgerCommand, { type: 'ReverseBookingPoints' }>, state: LedgerState): LoyaltyEvent[] {
  const points = Object.hasOwn(state.pending, command.orderId) ? state.pending[command.orderId] : undefined;
  if (points === undefined) return [];
  return [{ type: 'BookingPointsReversed', data: { orderId: command.orderId, points, reason: command.reason, reversedAt: command.now.toISOString() } }];
}

function promise(command: Extract<LedgerCommand, { type: 'PromiseBookingPoints' }>, state: LedgerState): LoyaltyEvent[] {
  wholePoints(command.points);
  const { orderId, points, festivalName } = command;
  const known = Object.hasOwn(state.pending, orderId) || Object.hasOwn(state.earned, orderId) || state.reversed.includes(orderId);
  if (known || points <= 0) return [];
  return [{ type: 'BookingPointsPending', data: { orderId, points, festivalName, dueAt: command.dueAt.toISOString() } }];
}

function earn(command: Extract<LedgerCommand, { type: 'EarnBookingPoints' }>, state: LedgerState): LoyaltyEvent[] {
  const points = Object.hasOwn(state.pending, command.orderId) ? state.pending[command.orderId] : undefined;
  if (points === undefined) return [];
  return [{ type: 'BookingPointsEarned', data: { orderId: command.orderId, points, awardedAt: command.now.toISOString() } }];
}

function restate(command: Extract<LedgerCommand, { type: 'RestateBookingPoints' }>, state: LedgerState): LoyaltyEvent[] {
  wholePoints(command.points);
  const { orderId, points, now } = command;
  // only a promise still pending is re-stated: earned points stay earned, reversed ones stay dropped
  const previous = Object.hasOwn(state.pending, orderId) ? state.pending[orderId] : undefined;
  if (previous === undefined || previous === points) return [];
  if (points <= 0) return reverse({ type: 'ReverseBookingPoints', orderId, reason: 'The changed booking earns no points', now }, state);
  return [{ type: 'BookingPointsRestated', data: { orderId, points, previousPoints: previous, dueAt: command.dueAt.toISOString(), restatedAt: now.toISOString() } }];
}

function awardBonus(command: Extract<LedgerCommand, { type: 'AwardReferralBonus' }>, state: LedgerState): LoyaltyEvent[] {
  wholePoints(command.points);
  if (state.bonusFor.includes(command.referredUserId) || command.points <= 0) return [];
  const { referredUserId, referredUsername, orderId, points } = command;
  return [{ type: 'ReferralBonusAwarded', data: { referredUserId, referredUsername, orderId, points, awardedAt: command.now.toISOString() } }];
}

export const decideLedger = decideBy<LedgerState, LedgerCommand, LoyaltyEvent>({
  PromiseBookingPoints: promise,
  EarnBookingPoints: earn,
  AwardReferralBonus: awardBonus,
  AdjustPoints: adjust,
  ReverseBookingPoints: reverse,
  RestateBookingPoints: restate,
});

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LoyaltyEvent> = {
  initialState: initialLedgerState,
  evolve: evolveLedger,
  decide: decideLedger,
};
