import { z } from 'zod';
import { calendarDayStart } from './calendar-day';

// The building blocks of every input schema (API bodies, route parameters, query strings, forms).
// Whatever passes them is something Postgres can store and the domain can read: text without NUL,
// other control characters (C0 and C1), Unicode line separators or broken UTF-16, and always capped;
// whole numbers inside their int4 columns; real calendar days in a sane range; money whose cents fit
// its column.

/** The largest value of a Postgres `integer` (int4): every id, count, points and cents column here. */
export const INT4_MAX = 2_147_483_647;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
export const MALFORMED_TEXT_MESSAGE = 'Must be valid text (it contains a broken character)';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const C1_FIRST = 0x80;
const C1_LAST = 0x9f;
const LINE_SEPARATOR = 0x2028;
const PARAGRAPH_SEPARATOR = 0x2029;

/**
 * C0 controls (below U+0020), DEL, the C1 controls (U+0080–U+009F, NEL among them) and the line and
 * paragraph separators (U+2028, U+2029). Postgres refuses NUL in text outright; the others are never
 * typed by people and only serve to hide or forge text in logs, CSV exports, e-mails and calendar
 * files: NEL and the separators end a line for readers that split lines the Unicode way, C1's CSI
 * starts terminal escapes. Multi-line text keeps tab, line feed and carriage return, the breaks a
 * text area's Enter key makes; it refuses NEL and the separators too: every writer downstream (the
 * calendar file's escaping, CSV, mail) knows CR and LF only, and a separator pasted from a word
 * processor is rare enough that a clear refusal beats storing a break some readers act on and others
 * do not see.
 */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === DELETE || (unit >= C1_FIRST && unit <= C1_LAST) || unit === LINE_SEPARATOR || unit === PARAGRAPH_SEPARATOR) return true;
    if (unit < 0x20 && !(multiLine && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN))) return true;
  }
  return false;
}

/**
 * False for text with a lone surrogate (half of a UTF-16 pair), which has no UTF-8 form: Postgres
 * refuses it in jsonb and it would otherwise be stored as a replacement character. Checked by hand
 * where `String.prototype.isWellFormed` is missing (older browsers run these schemas too).
 */
export function isWellFormedText(value: string): boolean {
  const native = (value as { isWellFormed?: () => boolean }).isWellFormed;
  if (typeof native === 'function') return native.call(value);
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

export interface TextMessages {
  /** When the value is not text at all (missing, a number, null): usually the field's "is required". */
  required?: string;
  tooLong?: string;
}

function storable(schema: z.ZodString, multiLine: boolean): z.ZodString {
  return schema.refine((value) => !hasControlCharacters(value, multiLine), CONTROL_CHARACTER_MESSAGE).refine(isWellFormedText, MALFORMED_TEXT_MESSAGE);
}

function baseText(max: number, messages: TextMessages, trim: boolean): z.ZodString {
  const text = z.string(messages.required === undefined ? undefined : { message: messages.required });
  return (trim ? text.trim() : text).max(max, messages.tooLong ?? `Must be at most ${max} characters`);
}

/** One line typed by a person (a name, a title, an id): trimmed, at most `max`, no control characters. Chain `.min()` etc. */
export function singleLineText(max: number, messages: TextMessages = {}): z.ZodString {
  return storable(baseText(max, messages, true), false);
}

/** Text that may run over lines (descriptions, notes, reasons): tab, CR and LF allowed; other controls, NEL and U+2028/U+2029 not. */
export function multiLineText(max: number, messages: TextMessages = {}): z.ZodString {
  return storable(baseText(max, messages, true), true);
}

/** Secrets and keys kept exactly as sent (passwords, tokens, ids in URLs): not trimmed, otherwise as strict as a line. */
export function exactText(max: number, messages: TextMessages = {}): z.ZodString {
  return storable(baseText(max, messages, false), false);
}

/** Optional text where an empty field means "none" (stored as null). Multi-line unless told otherwise. */
export function optionalText(max: number, message = `Must be at most ${max} characters`, { multiLine = true } = {}) {
  const text = multiLine ? multiLineText(max, { tooLong: message }) : singleLineText(max, { tooLong: message });
  return z.preprocess((v) => (v === '' ? null : v), text.nullable().optional());
}

// Decimal notation only (an exponent allowed, as number fields produce it): no hex, no Infinity.
const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A number as forms, route parameters and query strings send it: a JSON number, or text in decimal
 * notation (blank text reads as 0, as a cleared number field always has). Anything else — true,
 * [5], {}, '0x10', 'Infinity' — stays what it is and `schema` refuses it, instead of being read as
 * some number the way `z.coerce` would.
 */
export function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return 0;
    return DECIMAL_TEXT.test(text) ? Number(text) : value;
  }, schema);
}

export interface WholeNumberRules {
  /** Smallest accepted value; 0 unless given. */
  min?: number;
  /** Largest accepted value; the int4 maximum unless given. */
  max?: number;
  /** When the value is not a number at all; also the default of the messages below. */
  message?: string;
  notWhole?: string;
  tooSmall?: string;
  tooLarge?: string;
}

/** A whole number within its column: counts, quantities, points, cents (0 to the int4 maximum unless narrowed). */
export function wholeNumber(rules: WholeNumberRules = {}) {
  const { min = 0, max = INT4_MAX, message } = rules;
  return numeric(
    z
      .number(message === undefined ? undefined : { message })
      .int(rules.notWhole ?? message ?? 'Must be a whole number')
      .min(min, rules.tooSmall ?? message ?? `Must be at least ${min}`)
      .max(max, rules.tooLarge ?? `Must be at most ${max}`),
  );
}

/** The id of a row with an int4 `serial` key: 1 to 2,147,483,647. */
export function recordId(message = 'Must be a valid id') {
  return wholeNumber({ min: 1, message, tooLarge: message });
}

/** The largest amount typed in major units (10,000,000.00): its cents fit an int4 column with room to spare. */
export const MAJOR_AMOUNT_MAX = 10_000_000;

/** Money typed in major units (12.50) on the forms; two decimals at most, within MAJOR_AMOUNT_MAX. */
export function majorAmount(min: number, message: string, max = MAJOR_AMOUNT_MAX) {
  return numeric(
    z
      .number({ message })
      .min(min, message)
      .max(max, 'Amount is too large')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals'),
  );
}

/** The years a date may fall in: wide for any festival, booking or report, narrow enough for every date parser on the way. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;
export const NOT_A_CALENDAR_DAY_MESSAGE = 'Not a real calendar day';
export const DATE_OUT_OF_RANGE_MESSAGE = `Dates must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why a YYYY-MM-DD text is not an acceptable date, or undefined when it is one. */
export function dateProblem(value: string): 'format' | 'calendar' | 'range' | undefined {
  const parts = DATE.exec(value);
  if (!parts) return 'format';
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'calendar';
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return 'range';
  return undefined;
}

/**
 * A day as YYYY-MM-DD (a full ISO timestamp is cut to its date). `message` is the field's own, for
 * anything that is not a date at all; a day that does not exist (2027-02-30 — not rolled over
 * into March) and years outside 1900–2200 are refused with messages of their own.
 */
export function calendarDate(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v),
    z.string({ message }).check((context) => {
      const problem = dateProblem(context.value);
      if (!problem) return;
      const text = problem === 'format' ? message : problem === 'calendar' ? NOT_A_CALENDAR_DAY_MESSAGE : DATE_OUT_OF_RANGE_MESSAGE;
      context.issues.push({ code: 'custom', message: text, input: context.value });
    }),
  );
}

/** Route parameters `{ id }` naming a row by its int4 id. */
export const recordIdParams = z.strictObject({ id: recordId() });

/**
 * A key that arrives in a URL or filter (a festival's product id, an order id): storable text, kept
 * as sent. A well-formed key that names nothing is simply not found (404).
 */
export function urlKey(max = 100) {
  return exactText(max, { tooLong: 'Not a known id' });
}

const ISO_INSTANT = z.iso.datetime({ offset: true });

/**
 * A day (YYYY-MM-DD, a real one) or an instant (ISO date-time with its offset), within the years a
 * date may fall in: a validity bound as a form or an API client sends it.
 */
export function dayOrInstant(message: string) {
  return z.string({ message }).check((context) => {
    const value = context.value;
    const problem = DATE.test(value) ? dateProblem(value) : ISO_INSTANT.safeParse(value).success ? yearProblem(new Date(value).getUTCFullYear()) : 'format';
    if (!problem) return;
    const text = problem === 'format' ? message : problem === 'calendar' ? NOT_A_CALENDAR_DAY_MESSAGE : DATE_OUT_OF_RANGE_MESSAGE;
    context.issues.push({ code: 'custom', message: text, input: value });
  });
}

function yearProblem(year: number): 'range' | undefined {
  return year < EARLIEST_YEAR || year > LATEST_YEAR ? 'range' : undefined;
}

/**
 * A bound as `dayOrInstant` reads it, as an ISO time: a day alone means its first instant (`start`)
 * or its last (`end`), UTC; an instant is itself.
 */
export function instantOf(value: string, edge: 'start' | 'end'): string {
  if (!DATE.test(value)) return new Date(value).toISOString();
  return edge === 'start' ? calendarDayStart(value).toISOString() : new Date(calendarDayStart(value, 1).getTime() - 1).toISOString();
}
