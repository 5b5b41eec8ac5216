import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { WaitingEntryView } from './api/waiting-list-schemas';
import { waitingEntryViewSchema } from './api/waiting-list-schemas';
import {
  clockTime,
  entryFor,
  entryWithOffer,
  heldUntilText,
  joinBody,
  joinRefusalText,
  leaveOutcomeText,
  offerForSelection,
  positionText,
  refusalCode,
} from './waiting-list-words';

const entry = (overrides: Partial<WaitingEntryView> = {}): WaitingEntryView => ({
  id: 'e1',
  itemKind: 'accommodation',
  itemId: 12,
  itemName: 'Grand Hotel – Single Room',
  festivalId: 'vienna-spring-2027',
  festivalName: 'Vienna Spring',
  nights: 3,
  position: 2,
  status: 'waiting',
  offer: null,
  joinedAt: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const refusal = (status: number, body: unknown) => new ApiError(status, 'Conflict', JSON.stringify(body));

describe('waiting list words (issue 19)', () => {
  it('joins a room with the nights wanted and a tournament by its id', () => {
    expect(joinBody({ kind: 'accommodation', id: 12, nights: 3 })).toEqual({ accommodationId: 12, nights: 3 });
    expect(joinBody({ kind: 'accommodation', id: 12 })).toEqual({ accommodationId: 12 });
    expect(joinBody({ kind: 'tournament', id: 7 })).toEqual({ tournamentId: 7 });
  });

  it('finds my entry for an item by kind and id, not by id alone', () => {
    const entries = [entry(), entry({ id: 'e2', itemKind: 'tournament', itemId: 12 })];
    expect(entryFor(entries, { kind: 'tournament', id: 12 })?.id).toBe('e2');
    expect(entryFor(entries, { kind: 'accommodation', id: 99 })).toBeUndefined();
    expect(entryFor(undefined, { kind: 'accommodation', id: 12 })).toBeUndefined();
  });

  it('says my place and until when an offer holds the unit, on a 24-hour clock with its zone', () => {
    expect(positionText(1)).toBe("You're on the waiting list (position 1)");
    expect(clockTime('2026-11-24T21:05:00.000Z', 'UTC')).toBe('21:05 UTC');
    expect(clockTime('2026-11-24T21:05:00.000Z', 'Europe/Vienna')).toBe('22:05 GMT+1');
    expect(clockTime('soon')).toBe('soon');
    expect(heldUntilText('accommodation', '2026-11-24T08:30:00.000Z', 'UTC')).toBe('This room is held for you until 08:30 UTC');
    expect(heldUntilText('tournament', '2026-11-24T08:30:00.000Z', 'UTC')).toBe('This seat is held for you until 08:30 UTC');
  });

  it('finds the entry whose offer the checkout link names', () => {
    const offered = entry({ id: 'e3', status: 'offered', offer: { id: 'o1', expiresAt: '2026-11-24T21:00:00.000Z', checkoutUrl: 'x' } });
    expect(entryWithOffer([entry(), offered], 'o1')?.id).toBe('e3');
    expect(entryWithOffer([entry(), offered], 'o2')).toBeUndefined();
    expect(entryWithOffer([offered], null)).toBeUndefined();
  });

  it('sends the offer with the order only while its item is chosen and the offer has not ended', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const room = { offerId: 'o1', kind: 'accommodation' as const, itemId: 12, expiresAt: '2026-11-24T22:00:00.000Z' };
    expect(offerForSelection(room, { roomId: 12, paidTournamentIds: [] }, now)).toBe('o1');
    expect(offerForSelection(room, { roomId: 13, paidTournamentIds: [12] }, now)).toBeUndefined();
    expect(offerForSelection({ ...room, expiresAt: '2026-11-24T10:00:00.000Z' }, { roomId: 12, paidTournamentIds: [] }, now)).toBeUndefined();
    const seat = { offerId: 'o2', kind: 'tournament' as const, itemId: 7, expiresAt: '2026-11-24T22:00:00.000Z' };
    expect(offerForSelection(seat, { roomId: 7, paidTournamentIds: [7] }, now)).toBe('o2');
    expect(offerForSelection(seat, { roomId: 7, paidTournamentIds: [] }, now)).toBeUndefined();
    expect(offerForSelection(undefined, { roomId: 12, paidTournamentIds: [] }, now)).toBeUndefined();
  });

  it('tells the refusals apart by their code', () => {
    expect(refusalCode(refusal(409, { error: 'You are already on this waiting list.', details: { reason: 'already_waiting' } }))).toBe('already_waiting');
    expect(refusalCode(refusal(409, { error: 'already_waiting' }))).toBe('already_waiting');
    expect(refusalCode(refusal(409, { error: 'Conflict', details: { reason: 'not_sold_out' } }))).toBe('not_sold_out');
    expect(refusalCode(new Error('offline'))).toBeUndefined();
    expect(joinRefusalText(refusal(409, { error: 'not_sold_out' }))).toBe('This is available again: choose it above to book it.');
    expect(joinRefusalText(refusal(404, { error: 'not_found' }))).toBe('This item is no longer offered.');
    expect(joinRefusalText(new Error('offline'))).toBe('Could not join the waiting list. Please try again.');
    const limit = refusal(409, { error: 'You can be on at most 20 waiting lists at once.', details: { reason: 'waiting_list_limit' } });
    expect(joinRefusalText(limit)).toBe('You can be on at most 20 waiting lists at once.');
  });

  it('words the removal link’s outcome: left, already used (410) or not valid (400)', () => {
    expect(leaveOutcomeText({ itemName: 'Grand Hotel – Single Room' })).toBe('You have left the waiting list for Grand Hotel – Single Room.');
    expect(leaveOutcomeText({ error: refusal(410, { error: 'used' }) })).toBe('This link was already used.');
    expect(leaveOutcomeText({ error: refusal(400, { error: 'bad token' }) })).toBe('This link is not valid.');
    expect(leaveOutcomeText({ error: new Error('offline') })).toBe('Could not leave the waiting list. Please try again in a moment.');
  });

  it('reads the contract’s entry view and refuses another shape', () => {
    expect(waitingEntryViewSchema.parse(entry())).toEqual(entry());
    expect(waitingEntryViewSchema.safeParse({ ...entry(), status: 'done' }).success).toBe(false);
  });
});
