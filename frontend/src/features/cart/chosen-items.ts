// What of a festival's cart entry holds stock (its room and seats; extras hold none): the items the
// cart re-checks against the festival's lists when it opens.
import type { ChosenItem } from '../catalogue';
import type { CartEntry } from './types';

export function chosenItemsOf(entry: Pick<CartEntry, 'hotel' | 'tournaments'>): ChosenItem[] {
  const room: ChosenItem[] = entry.hotel ? [{ kind: 'accommodation', id: entry.hotel.id, name: entry.hotel.name }] : [];
  return [...room, ...entry.tournaments.map((tournament): ChosenItem => ({ kind: 'tournament', id: tournament.id, name: tournament.title }))];
}
