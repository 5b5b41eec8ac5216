// The waiting list's decisions, pure: a player joins once; units set aside for the list are offered
// to the first entries still waiting (one offer per unit), an offer that lapses passes its unit to
// the next in line in the same decision, and units nobody waits for are handed back to sale.
import { decideBy, type Decider } from '../shared/decider';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import type { WaitingListEvent, WaitingListLeft } from './waiting-list-events';
import { evolveWaitingList, initialWaitingListState, type WaitingListState } from './waiting-list-state';

/**
 * The item's units set aside for its list, read with the list's lock held: `reservedUnits` on the
 * counter, `openOffers` of them already held by open offers. The rest are to be offered now.
 */
export interface OfferUnits {
  reservedUnits: number;
  openOffers: number;
  /** Ids for the offers made (at least as many as units may be offered). */
  offerIds: readonly string[];
  offerHours: number;
  now: Date;
}

export type WaitingListCommand =
  | { type: 'Join'; entryId: string; userId: number; email: string; name: string; nights: number | null; now: Date }
  | { type: 'Leave'; entryId: string; reason: WaitingListLeft['data']['reason']; now: Date; units: OfferUnits }
  | ({ type: 'MakeOffers' } & OfferUnits)
  | { type: 'AcceptOffer'; offerId: string; orderId: string; now: Date }
  | { type: 'LapseOffer'; offerId: string; reason: 'expired' | 'declined'; units: OfferUnits }
  | { type: 'MoveEntry'; entryId: string; position: number; reason: string; adminId: number; now: Date };

/** The offers `units` allow after `ended` offers of this decision ended, and the units handed back. */
function offers(state: WaitingListState, units: OfferUnits, ended: number): WaitingListEvent[] {
  const unassigned = units.reservedUnits - Math.max(units.openOffers - ended, 0);
  if (unassigned <= 0) return [];
  const waiting = state.entries.filter((entry) => entry.offerId === null);
  const made = Math.min(unassigned, waiting.length, units.offerIds.length);
  const madeAt = units.now.toISOString();
  const expiresAt = new Date(units.now.getTime() + units.offerHours * 3_600_000).toISOString();
  const events: WaitingListEvent[] = waiting.slice(0, made).map((entry, i) => ({
    type: 'OfferMade',
    data: { offerId: units.offerIds[i]!, entryId: entry.entryId, userId: entry.userId, expiresAt, madeAt },
  }));
  // more units than people waiting: the rest go back on sale
  if (made === waiting.length && unassigned > made) events.push({ type: 'UnitsReturned', data: { units: unassigned - made, at: madeAt } });
  return events;
}

function fold(state: WaitingListState, events: readonly WaitingListEvent[]): WaitingListState {
  return events.reduce(evolveWaitingList, state);
}

function join(command: Extract<WaitingListCommand, { type: 'Join' }>, state: WaitingListState): WaitingListEvent[] {
  if (state.entries.some((entry) => entry.userId === command.userId)) {
    throw new ConflictError('You are already on this waiting list.', { reason: 'already_waiting' });
  }
  const { entryId, userId, email, name, nights } = command;
  return [{ type: 'WaitingListJoined', data: { entryId, userId, email, name, nights, joinedAt: command.now.toISOString() } }];
}

function leave(command: Extract<WaitingListCommand, { type: 'Leave' }>, state: WaitingListState): WaitingListEvent[] {
  const entry = state.entries.find((candidate) => candidate.entryId === command.entryId);
  if (!entry) return [];
  const at = command.now.toISOString();
  const left: WaitingListEvent[] = [];
  if (entry.offerId) left.push({ type: 'OfferLapsed', data: { offerId: entry.offerId, reason: 'declined', lapsedAt: at } });
  left.push({ type: 'WaitingListLeft', data: { entryId: entry.entryId, reason: command.reason, leftAt: at } });
  return [...left, ...offers(fold(state, left), command.units, entry.offerId ? 1 : 0)];
}

function lapse(command: Extract<WaitingListCommand, { type: 'LapseOffer' }>, state: WaitingListState): WaitingListEvent[] {
  if (!state.offers.some((offer) => offer.offerId === command.offerId)) return [];
  const lapsed: WaitingListEvent[] = [{ type: 'OfferLapsed', data: { offerId: command.offerId, reason: command.reason, lapsedAt: command.units.now.toISOString() } }];
  return [...lapsed, ...offers(fold(state, lapsed), command.units, 1)];
}

function accept(command: Extract<WaitingListCommand, { type: 'AcceptOffer' }>, state: WaitingListState): WaitingListEvent[] {
  const offer = state.offers.find((open) => open.offerId === command.offerId);
  if (!offer) return [];
  const at = command.now.toISOString();
  return [
    { type: 'OfferAccepted', data: { offerId: offer.offerId, orderId: command.orderId, acceptedAt: at } },
    { type: 'WaitingListLeft', data: { entryId: offer.entryId, reason: 'bought', leftAt: at } },
  ];
}

function move(command: Extract<WaitingListCommand, { type: 'MoveEntry' }>, state: WaitingListState): WaitingListEvent[] {
  const reason = command.reason.trim();
  if (!reason) throw new ValidationError('Please give a reason for moving this entry.');
  if (!state.entries.some((entry) => entry.entryId === command.entryId)) throw new NotFoundError('This entry is no longer on the waiting list.');
  if (!Number.isSafeInteger(command.position) || command.position < 1 || command.position > state.entries.length) {
    throw new ValidationError(`The position must be from 1 to ${state.entries.length}.`);
  }
  const { entryId, position, adminId } = command;
  return [{ type: 'EntryMoved', data: { entryId, position, reason, adminId, movedAt: command.now.toISOString() } }];
}

export const decideWaitingList = decideBy<WaitingListState, WaitingListCommand, WaitingListEvent>({
  Join: join,
  Leave: leave,
  MakeOffers: (command, state) => offers(state, command, 0),
  AcceptOffer: accept,
  LapseOffer: lapse,
  MoveEntry: move,
});

export const waitingListDecider: Decider<WaitingListState, WaitingListCommand, WaitingListEvent> = {
  initialState: initialWaitingListState,
  evolve: evolveWaitingList,
  decide: decideWaitingList,
};
