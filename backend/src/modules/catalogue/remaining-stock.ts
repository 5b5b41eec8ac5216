import { stockKey, type AccommodationView, type PublicAccommodationView, type PublicTournamentView, type TournamentView } from '@pokerfest/domain';
import type { Remaining, StockView } from '../stock';

// The cached catalogue rows with what is left of each, from stock's in-memory view: no query while
// nothing changed, and the change a buyer was told of is in the next reader's list (the view forgets
// on the commit in this process and on the NOTIFY in the others; ADR 0022, issue 30).

/** One per API process: the room and tournament lists' remaining figures. */
export function remainingStockReads(view: StockView) {
  const remainingOf = (items: readonly { productId: string }[]): Promise<Remaining> => view.remaining(items.map((item) => item.productId));

  return {
    /** A room type missing from the counters was deleted meanwhile: nothing is left of it. */
    async withRemainingRooms(rooms: readonly AccommodationView[]): Promise<PublicAccommodationView[]> {
      const remaining = await remainingOf(rooms);
      return rooms.map((room) => ({ ...room, remainingRooms: remaining.get(stockKey('accommodation', room.id)) ?? 0 }));
    },

    async withRemainingSeats(tournaments: readonly TournamentView[]): Promise<PublicTournamentView[]> {
      const remaining = await remainingOf(tournaments);
      return tournaments.map((tournament) => {
        const key = stockKey('tournament', tournament.id);
        return { ...tournament, remainingSeats: remaining.has(key) ? remaining.get(key)! : 0 };
      });
    },
  };
}
