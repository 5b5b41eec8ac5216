// A hotel stay is coherent when check-out comes after check-in, the nights are the days between
// them, and the whole stay lies inside the festival and the room's own window with at least its
// minimum stay. One rule for the festival page, the cart, the wizard and the server.
import { addCalendarDays, calendarDaysBetween } from '../shared/calendar-day';
import { formatDay } from '../shared/shop-format';

/** Days between two 'YYYY-MM-DD' dates (check-out minus check-in); NaN when either is unreadable. */
export function stayNights(checkIn: string, checkOut: string): number {
  return calendarDaysBetween(checkIn, checkOut);
}

/** The 'YYYY-MM-DD' date `days` after `date`. */
export function addStayDays(date: string, days: number): string {
  return addCalendarDays(date, days);
}

export interface StayWindow {
  /** The festival's first and last day. */
  festivalStart: string;
  festivalEnd: string;
  /** The room's own availability window, when it has one. */
  roomFrom?: string | null;
  roomUntil?: string | null;
  minStayNights?: number | null;
}

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/** The first night and the last check-out day a room allows at this festival. */
export function stayBounds(window: StayWindow): { earliestCheckIn: string; latestCheckOut: string } {
  const from = window.roomFrom && window.roomFrom.slice(0, 10) > window.festivalStart ? window.roomFrom.slice(0, 10) : window.festivalStart;
  const until = window.roomUntil && window.roomUntil.slice(0, 10) < window.festivalEnd ? window.roomUntil.slice(0, 10) : window.festivalEnd;
  return { earliestCheckIn: from, latestCheckOut: until };
}

/** Why the stay makes no sense (a sentence for the player), or null when it is coherent. */
export function stayProblem(stay: StayRequest, window: StayWindow): string | null {
  const nights = stayNights(stay.checkIn, stay.checkOut);
  if (!(nights >= 1)) return 'Check-out must be at least one night after check-in';
  if (nights !== stay.nights) return `The nights do not match the dates: ${formatDay(stay.checkIn)} to ${formatDay(stay.checkOut)} is ${nights} night${nights === 1 ? '' : 's'}, not ${stay.nights}`;
  const { earliestCheckIn, latestCheckOut } = stayBounds(window);
  if (stay.checkIn < earliestCheckIn || stay.checkOut > latestCheckOut) {
    return `The stay must lie between ${formatDay(earliestCheckIn)} and ${formatDay(latestCheckOut)}`;
  }
  const minStay = window.minStayNights ?? 1;
  if (nights < minStay) return `This room needs a stay of at least ${minStay} nights`;
  return null;
}
