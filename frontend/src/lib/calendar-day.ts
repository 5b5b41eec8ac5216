// Calendar days as the shop handles them (product spec section 9): a date-only text is a day, held
// as a Date at UTC midnight so that no time zone shifts it.

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The rounded-up absolute number of days between two dates (a festival's length). */
export function nightsBetween(checkIn: Date, checkOut: Date): number {
  return Math.ceil(Math.abs(checkOut.getTime() - checkIn.getTime()) / DAY_MS);
}
