import { stockKey, type AccommodationView, type PublicAccommodationView, type PublicTournamentView, type TournamentView } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import { remainingStock } from '../stock';
import { ReadAfterArrival } from './read-after-arrival';

// The cached catalogue rows with what is left of each, read from the stock counters for every
// request: a hold acknowledged to one buyer is in the next reader's list (ADR 0022), while the rows
// themselves stay cached until an admin changes them. Readers of one festival who arrive together
// share a read that started after they all arrived (ReadAfterArrival), never an older one.

type Remaining = Map<string, number | null>;

/** One per API process: the room and tournament lists' remaining figures. */
export function remainingStockReads(db: Executor) {
  const reads = new ReadAfterArrival<Remaining>();
  const remainingOf = (items: readonly { productId: string }[]): Promise<Remaining> => {
    const festivals = [...new Set(items.map((item) => item.productId))].sort();
    return festivals.length === 0 ? Promise.resolve(new Map()) : reads.read(JSON.stringify(festivals), () => remainingStock(db, festivals));
  };

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
