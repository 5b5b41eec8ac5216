// Stay dates on the festival page (product spec sections 4, 5 and 9): dates are calendar days,
// held as Dates at UTC midnight so that no time zone shifts them. The stay is always coherent
// (issue 12): check-out at least the room's minimum nights after check-in, both inside the festival
// and the room's window, and the nights are the days between them, never kept from before.
import { addStayDays, calendarDayOf, parseCalendarDay, stayBounds, stayNights, type StayWindow } from '@pokerfest/domain';
import { defaultStayDays, DEFAULT_NIGHTS } from '../cart';

export { DEFAULT_NIGHTS };

export interface Stay {
  checkIn: Date;
  checkOut: Date;
  nights: number;
}

/** The stay between two 'YYYY-MM-DD' days, its nights counted from them. */
export function stayBetween(checkIn: string, checkOut: string): Stay {
  return { checkIn: parseCalendarDay(checkIn)!, checkOut: parseCalendarDay(checkOut)!, nights: stayNights(checkIn, checkOut) };
}

/** Where a stay may lie: the festival's days and, once a room is chosen, its own window and minimum stay. */
export function stayWindow(
  festival: { startDate: string; endDate: string },
  room?: { checkInDate?: string | null; checkOutDate?: string | null; minStayDays?: number | null } | null,
): StayWindow {
  return {
    festivalStart: festival.startDate.slice(0, 10),
    festivalEnd: festival.endDate.slice(0, 10),
    roomFrom: room?.checkInDate ?? null,
    roomUntil: room?.checkOutDate ?? null,
    minStayNights: room?.minStayDays ?? 1,
  };
}

const atLeast = (day: string, floor: string) => (day < floor ? floor : day);
const atMost = (day: string, ceiling: string) => (day > ceiling ? ceiling : day);

/** The last check-in and the first check-out a window allows around `checkIn`. */
function windowLimits(window: StayWindow, checkIn: string) {
  const { earliestCheckIn, latestCheckOut } = stayBounds(window);
  const minNights = Math.max(1, window.minStayNights ?? 1);
  const latestCheckIn = atLeast(addStayDays(latestCheckOut, -minNights), earliestCheckIn);
  const earliestCheckOut = addStayDays(checkIn, minNights);
  return { earliestCheckIn, latestCheckIn, earliestCheckOut, latestCheckOut: atLeast(latestCheckOut, earliestCheckOut) };
}

/**
 * The nearest coherent stay: check-in moved into the window, check-out at least the minimum nights
 * after it (pushed forward when check-in reached it) and not after the window's last day. A window
 * shorter than the minimum still gets the minimum, for the server to refuse in words.
 */
export function fittedStay(checkIn: string, checkOut: string, window: StayWindow): Stay {
  const first = windowLimits(window, checkIn);
  const day = atMost(atLeast(checkIn, first.earliestCheckIn), first.latestCheckIn);
  const limits = windowLimits(window, day);
  return stayBetween(day, atLeast(atMost(checkOut, limits.latestCheckOut), limits.earliestCheckOut));
}

/** The stay after the player set one of the two date inputs (an empty or unreadable value changes nothing). */
export function changedStay(stay: Stay, field: 'checkIn' | 'checkOut', value: string, window: StayWindow): Stay {
  if (!parseCalendarDay(value)) return stay;
  const day = value.slice(0, 10);
  const checkIn = field === 'checkIn' ? day : calendarDayOf(stay.checkIn);
  const checkOut = field === 'checkOut' ? day : calendarDayOf(stay.checkOut);
  return fittedStay(checkIn, checkOut, window);
}

/** The two date inputs' min and max: check-in up to the last day that still fits the minimum stay, check-out from check-in + that minimum. */
export function stayLimits(window: StayWindow, checkIn: Date) {
  const limits = windowLimits(window, calendarDayOf(checkIn));
  return {
    checkIn: { min: limits.earliestCheckIn, max: limits.latestCheckIn },
    checkOut: { min: limits.earliestCheckOut, max: limits.latestCheckOut },
  };
}

/** Check-in on the festival's first day and check-out 4 days later (not after its last day). */
export function defaultStay(festivalStart: string | null | undefined, festivalEnd?: string | null, today: Date = new Date()): Stay {
  const days = defaultStayDays(festivalStart, festivalEnd, today);
  return stayBetween(days.checkIn, days.checkOut);
}
