// The waiting list's sentences and the small decisions behind them (issue 19): the player's place,
// the hold an offer gives, which answer a refusal was, and whether an order still goes through the offer.
import { formatTime } from '@pokerfest/domain';
import { ApiError } from '../../lib/api-client';
import type { JoinWaitingListBody, WaitingEntryView, WaitingItemKind } from './api/waiting-list-schemas';

/** One item a player may wait for: a room type (with the nights wanted) or a tournament. */
export type WaitingItem = { kind: 'accommodation'; id: number; nights?: number } | { kind: 'tournament'; id: number };

export function joinBody(item: WaitingItem): JoinWaitingListBody {
  if (item.kind === 'tournament') return { tournamentId: item.id };
  return item.nights && item.nights > 0 ? { accommodationId: item.id, nights: item.nights } : { accommodationId: item.id };
}

/** The player's entry for this item, if they are on its list. */
export function entryFor(entries: readonly WaitingEntryView[] | undefined, item: { kind: WaitingItemKind; id: number }): WaitingEntryView | undefined {
  return entries?.find((entry) => entry.itemKind === item.kind && entry.itemId === item.id);
}

export function positionText(position: number): string {
  return `You're on the waiting list (position ${position})`;
}

/** 'HH:MM' of the moment with its zone named ('08:30 UTC'), on the player's clock (24 hours). */
export function clockTime(iso: string, timeZone?: string): string {
  return formatTime(iso, { timeZone });
}

/** The offer banner's sentence: a room for a room, a seat for a tournament. */
export function heldUntilText(kind: WaitingItemKind, expiresAt: string, timeZone?: string): string {
  return `This ${kind === 'accommodation' ? 'room' : 'seat'} is held for you until ${clockTime(expiresAt, timeZone)}`;
}

/** The entry whose open offer is this one (the e-mail's `?offer=`). */
export function entryWithOffer(entries: readonly WaitingEntryView[] | undefined, offerId: string | null): WaitingEntryView | undefined {
  if (!offerId) return undefined;
  return entries?.find((entry) => entry.offer?.id === offerId);
}

/**
 * The offer an order goes through: only while the offered item is still part of the selection
 * (the server refuses an offer for another item), and only before it ends.
 */
export function offerForSelection(
  offered: { offerId: string; kind: WaitingItemKind; itemId: number; expiresAt: string } | undefined,
  selection: { roomId: number | undefined; paidTournamentIds: readonly number[] },
  now: Date,
): string | undefined {
  if (!offered || new Date(offered.expiresAt).getTime() <= now.getTime()) return undefined;
  const chosen = offered.kind === 'accommodation' ? selection.roomId === offered.itemId : selection.paidTournamentIds.includes(offered.itemId);
  return chosen ? offered.offerId : undefined;
}

/** The refusal's code: the `error` field of a JSON error body ('already_waiting', 'not_sold_out'…), else its status. */
export function refusalCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = error.details;
  if (details && typeof details === 'object' && 'reason' in details && typeof details.reason === 'string') return details.reason;
  return error.serverError ?? String(error.status);
}

export function joinRefusalText(error: unknown): string {
  switch (refusalCode(error)) {
    case 'not_sold_out':
      return 'This is available again: choose it above to book it.';
    case 'already_waiting':
      return 'You are already on this waiting list.';
    default:
      if (error instanceof ApiError && error.status === 404) return 'This item is no longer offered.';
      // the server's own sentence (e.g. the most lists a player may be on) when it gave one
      return (error instanceof ApiError && error.serverError) || 'Could not join the waiting list. Please try again.';
  }
}

/** The removal link's answer: left, or why not (410 used, 400 not valid). */
export function leaveOutcomeText(outcome: { itemName: string } | { error: unknown }): string {
  if ('itemName' in outcome) return `You have left the waiting list for ${outcome.itemName}.`;
  const status = outcome.error instanceof ApiError ? outcome.error.status : undefined;
  if (status === 410) return 'This link was already used.';
  if (status === 400 || status === 404 || status === 422) return 'This link is not valid.';
  return 'Could not leave the waiting list. Please try again in a moment.';
}

export const entryStatusLabels: Record<string, string> = {
  waiting: 'Waiting',
  offered: 'Offer open',
  done: 'Done',
};
