import { escape } from 'ical-generator';

// Text from the catalogue and the order on its way into the calendar file. The input rules refuse
// control characters and Unicode line breaks, but rows stored before they did (and snapshots of them
// in orders' events) may still hold some: every one of them is made harmless here, whatever the rules.

// Every character some reader ends a line at: CR LF, CR, LF, VT, FF, NEL and U+2028/U+2029 (Unicode
// line breaking's mandatory breaks). ical-generator escapes only CR and LF.
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// What is left of C0 (tab aside), DEL and C1: RFC 5545 allows none of them in TEXT.
// eslint-disable-next-line no-control-regex -- these are the characters it exists to find
const OTHER_CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/**
 * A value for a property ical-generator escapes (SUMMARY, LOCATION, DESCRIPTION): every line break
 * becomes LF, which it writes as the escape `\n`, and other controls become spaces.
 */
export function calendarText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(OTHER_CONTROL, ' ');
}

/**
 * A value ical-generator writes as given (NAME, X-WR-CALNAME), with the RFC 5545 TEXT escaping
 * (`\\`, `\;`, `\,`, `\n`) it gives the events' text, by its own escape function.
 */
export function escapedCalendarText(value: string): string {
  return escape(calendarText(value), false);
}
