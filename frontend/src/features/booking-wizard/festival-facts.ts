// The wizard's festival information (product spec section 2, 'Booking wizard', step 1).
import { parseCalendarDay, wholeDaysApart } from '@pokerfest/domain';
import type { Tournament } from '../catalogue';

/** The location shown when the product id names neither Bratislava nor Vienna and the festival has none. */
export const DEFAULT_FESTIVAL_LOCATION = 'Location to be announced';

const KNOWN_LOCATIONS: ReadonlyArray<[idPart: string, location: string]> = [
  ['bratislava', 'Bratislava, Slovakia'],
  ['vienna', 'Vienna, Austria'],
];

/** The location derived from the product id; otherwise the festival's own, else the default. */
export function wizardLocation(productId: string, festivalLocation?: string | null): string {
  const id = productId.toLowerCase();
  const known = KNOWN_LOCATIONS.find(([idPart]) => id.includes(idPart));
  return known?.[1] ?? (festivalLocation?.trim() || DEFAULT_FESTIVAL_LOCATION);
}

/** The festival's length in days, first and last day included; null when a date is unreadable. */
export function festivalDayCount(start: string | null | undefined, end: string | null | undefined): number | null {
  const from = parseCalendarDay(start);
  const to = parseCalendarDay(end);
  if (!from || !to) return null;
  return wholeDaysApart(from, to) + 1;
}

/** The main event is the festival's first tournament. */
export function mainEvent(tournaments: readonly Tournament[]): Tournament | undefined {
  return tournaments[0];
}
