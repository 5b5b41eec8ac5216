// Stay dates on the festival page (product spec sections 4, 5 and 9): dates are calendar days,
// held as Dates at UTC midnight so that no time zone shifts them.

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_NIGHTS = 4;

/** 'YYYY-MM-DD' (or a longer ISO text) to a Date at UTC midnight; null when unreadable. */
export function parseDateOnly(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The 'YYYY-MM-DD' value of a date input. */
export function toDateInputValue(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The rounded-up absolute number of days between two dates. */
export function nightsBetween(checkIn: Date, checkOut: Date): number {
  return Math.ceil(Math.abs(checkOut.getTime() - checkIn.getTime()) / DAY_MS);
}

/** Nights after a date change: the new difference when above 0, otherwise the previous nights. */
export function recomputeNights(previous: number, checkIn: Date, checkOut: Date): number {
  const nights = nightsBetween(checkIn, checkOut);
  return nights > 0 ? nights : previous;
}

export interface Stay {
  checkIn: Date;
  checkOut: Date;
  nights: number;
}

/** Check-in on the festival's first day and check-out 4 days later; 4 nights. */
export function defaultStay(festivalStart: string | null | undefined, today: Date = new Date()): Stay {
  const checkIn = parseDateOnly(festivalStart) ?? parseDateOnly(toDateInputValue(today)) ?? today;
  return { checkIn, checkOut: addDays(checkIn, DEFAULT_NIGHTS), nights: DEFAULT_NIGHTS };
}

/** The limits of the two date inputs: within the festival, and check-out not before check-in. */
export function stayLimits(festivalStart: string | null | undefined, festivalEnd: string | null | undefined, checkIn: Date) {
  const start = festivalStart ? festivalStart.slice(0, 10) : undefined;
  const end = festivalEnd ? festivalEnd.slice(0, 10) : undefined;
  const checkInValue = toDateInputValue(checkIn);
  return {
    checkIn: { min: start, max: end },
    checkOut: { min: start && start > checkInValue ? start : checkInValue, max: end },
  };
}
