import { stockKey, type AccommodationView, type PublicAccommodationView, type PublicTournamentView, type TournamentView } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import { remainingStock } from '../orders';

// The cached catalogue rows with what is left of each, read from the stock counters on every request:
// a hold acknowledged to one buyer is in the next reader's list (ADR 0022), while the rows themselves
// stay cached until an admin changes them.

type Remaining = Map<string, number | null>;

function remainingOfFestivals(db: Executor, items: readonly { productId: string }[]): Promise<Remaining> {
  return remainingStock(db, items.map((item) => item.productId));
}

/** A room type counted but missing from the counters was deleted meanwhile: nothing is left of it. */
export async function withRemainingRooms(db: Executor, rooms: readonly AccommodationView[]): Promise<PublicAccommodationView[]> {
  const remaining = await remainingOfFestivals(db, rooms);
  return rooms.map((room) => ({ ...room, remainingRooms: remaining.get(stockKey('accommodation', room.id)) ?? 0 }));
}

export async function withRemainingSeats(db: Executor, tournaments: readonly TournamentView[]): Promise<PublicTournamentView[]> {
  const remaining = await remainingOfFestivals(db, tournaments);
  return tournaments.map((tournament) => {
    const key = stockKey('tournament', tournament.id);
    return { ...tournament, remainingSeats: remaining.has(key) ? remaining.get(key)! : 0 };
  });
}
