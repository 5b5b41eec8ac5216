// The order of a waiting room (issue 30): whoever arrived before the opening gets a place drawn at
// random — arriving first, or refreshing, gains nothing — and later arrivals go behind, in the
// order they came. Each place carries its draw from the moment it joined; the randomness is the
// caller's (this module takes no dice of its own).

export interface Arrival {
  id: string;
  joinedAt: Date;
  /** A uniformly drawn number in [0, 1), fixed when the visitor joined. */
  draw: number;
}

/** Positions 1..n for those who arrived before `opensAt`, by their draws (ties by arrival, then id). */
export function drawnPositions(arrivals: readonly Arrival[], opensAt: Date, firstPosition = 1): Map<string, number> {
  const early = arrivals.filter((arrival) => arrival.joinedAt.getTime() < opensAt.getTime());
  early.sort((a, b) => a.draw - b.draw || a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return new Map(early.map((arrival, index) => [arrival.id, firstPosition + index]));
}

/** A place whose holder was last seen before this instant is given up at `now`. */
export function givenUpIfSeenBefore(now: Date, keepPlaceMs: number): Date {
  return new Date(now.getTime() - keepPlaceMs);
}
