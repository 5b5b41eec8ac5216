// The admin forms' "Sales open at" (issue 30): typed in a datetime-local field, in the admin's own
// time zone, and sent as an instant with its offset; a stored instant is shown back in local time.

const two = (value: number) => String(value).padStart(2, '0');

/** '2027-01-15T11:00' (seconds only when there are some) for an instant, in this browser's time zone; '' for none or an unreadable one. */
export function localInputValue(instant: unknown): string {
  if (typeof instant !== 'string' || !instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const seconds = at.getSeconds() ? `:${two(at.getSeconds())}` : '';
  return `${day}T${two(at.getHours())}:${two(at.getMinutes())}${seconds}`;
}

/**
 * The instant ('2027-01-15T10:00:00.000Z') of a datetime-local text read in this browser's time
 * zone; '' when empty (the schema reads it as none), the text itself when unreadable (the schema refuses it).
 */
export function instantOfLocalInput(local: string): string {
  if (!local) return '';
  // a date and time without an offset is read as local time
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(local) ? new Date(local) : new Date(Number.NaN);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** The browser's time zone as the admin knows it ('Europe/Vienna'), or null when it cannot tell. */
export function localTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
