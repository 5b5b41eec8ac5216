import { stockKey, type AccommodationView, type PublicAccommodationView, type PublicTournamentView, type TournamentView } from '@pokerfest/domain';
import type { Remaining, StockView } from '../stock';

// The cached catalogue rows with what is left of each, from stock's in-memory view: no query while
// nothing changed, and the change a buyer was told of is in the next reader's list (the view forgets
// on the commit in this process and on the NOTIFY in the others; ADR 0022, issue 30).

/**
 * `merge` of the cached `rows` with `remaining`, the same array while neither changed: the catalogue
 * cache then sends the body and ETag it made for it instead of serialising it again on every read.
 */
function memoised<Row extends object, Merged>(merge: (rows: readonly Row[], remaining: Remaining) => Merged[]) {
  const merged = new WeakMap<readonly Row[], { remaining: Remaining; result: Merged[] }>();
  return (rows: readonly Row[], remaining: Remaining): Merged[] => {
    const last = merged.get(rows);
    if (last?.remaining === remaining) return last.result;
    const result = merge(rows, remaining);
    merged.set(rows, { remaining, result });
    return result;
  };
}

/** One per API process: the room and tournament lists' remaining figures. */
export function remainingStockReads(view: StockView) {
  const remainingOf = (items: readonly { productId: string }[]): Promise<Remaining> => view.remaining(items.map((item) => item.productId));
  /** A room type missing from the counters was deleted meanwhile: nothing is left of it. */
  const roomsWith = memoised((rooms: readonly AccommodationView[], remaining): PublicAccommodationView[] =>
    rooms.map((room) => ({ ...room, remainingRooms: remaining.get(stockKey('accommodation', room.id)) ?? 0 })),
  );
  const seatsWith = memoised((tournaments: readonly TournamentView[], remaining): PublicTournamentView[] =>
    tournaments.map((tournament) => {
      const key = stockKey('tournament', tournament.id);
      return { ...tournament, remainingSeats: remaining.has(key) ? remaining.get(key)! : 0 };
    }),
  );

  /** Without waiting a turn when one festival's figures are already here (the common read). */
  const withRemaining =
    <Row extends { productId: string }, Merged>(merge: (rows: readonly Row[], remaining: Remaining) => Merged[]) =>
    (rows: readonly Row[]): Merged[] | Promise<Merged[]> => {
      const here = rows.length > 0 && rows.every((row) => row.productId === rows[0]!.productId) ? view.remainingHere(rows[0]!.productId) : undefined;
      return here ? merge(rows, here) : remainingOf(rows).then((remaining) => merge(rows, remaining));
    };

  return { withRemainingRooms: withRemaining(roomsWith), withRemainingSeats: withRemaining(seatsWith) };
}
