// How the shop writes days, moments, ranges, money and signed figures: the one formatter of every
// screen, e-mail and document (issue 29). Each function takes the locale (money also its currency)
// as a parameter with the shop's defaults, so that a reader's own locale can be handed in later
// without touching the callers' words. The shop writes days as 'Jun 4, 2027', clock times on 24
// hours with their zone named ('11:31 UTC'), and every negative figure with the one minus sign U+2212.
import { parseCalendarDay } from './calendar-day';

export const SHOP_LOCALE = 'en-US';
export const SHOP_CURRENCY = 'EUR';
/** The minus of every negative amount or count the shop writes ('−€12.00', '−20'). */
export const MINUS_SIGN = '\u2212';

export interface LocaleOptions {
  locale?: string;
}

/**
 * `timeZone`: an IANA zone; without one, the reader's own (a browser's). Servers pass 'UTC', as
 * the zone of an e-mail's or a document's reader is unknown; the zone is named either way.
 */
export interface ZoneOptions extends LocaleOptions {
  timeZone?: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Null when Intl does not know the currency code. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch (error) {
      if (error instanceof RangeError && options.currency) return null;
      throw error;
    }
    numberFormats.set(key, format);
  }
  return format;
}

/** The number as the format writes it, with the shop's minus sign wherever the locale puts its own. */
function withMinusSign(format: Intl.NumberFormat, value: number): string {
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('');
}

// ---- days (calendar days: midnight UTC stands for the day, whatever the reader's zone) ----

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
const DAY_WITH_WEEKDAY: Intl.DateTimeFormatOptions = { ...DAY, weekday: 'short' };

/**
 * 'Jun 4, 2027' ('Fri, Jun 4, 2027' with `weekday`) for a 'YYYY-MM-DD' day, the day of a longer
 * ISO text, or a day's Date; '' when missing, the text itself when unreadable.
 */
export function formatDay(value: string | Date | null | undefined, options: LocaleOptions & { weekday?: boolean } = {}): string {
  if (!value) return '';
  const date = value instanceof Date ? value : parseCalendarDay(value);
  if (!date || Number.isNaN(date.getTime())) return String(value);
  return dateFormat(options.locale ?? SHOP_LOCALE, options.weekday ? DAY_WITH_WEEKDAY : DAY).format(date);
}

/**
 * 'Jun 4 – 8, 2027', 'May 30 – Jun 2, 2027', 'Dec 30, 2027 – Jan 2, 2028': the locale leaves out
 * what both ends share. One day when both are the same or one end is missing; '' with neither.
 */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined, options: LocaleOptions = {}): string {
  const from = parseCalendarDay(start);
  const to = parseCalendarDay(end);
  const format = dateFormat(options.locale ?? SHOP_LOCALE, DAY);
  if (!from || !to) return from ? format.format(from) : to ? format.format(to) : '';
  if (to.getTime() <= from.getTime()) return format.format(from);
  return format.formatRange(from, to);
}

/** 'Jun 2027' for a 'YYYY-MM' month (or a day in it); the text itself when it is not one. */
export function formatMonth(month: string, options: LocaleOptions = {}): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? parseCalendarDay(`${month}-01`) : parseCalendarDay(month);
  if (!date) return month;
  return dateFormat(options.locale ?? SHOP_LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

// ---- moments (instants: shown in a zone, which is always named) ----

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' };

function instantOf(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '11:31 UTC', '13:31 GMT+2': the clock time with its zone; the text itself when unreadable. */
export function formatTime(value: string | Date, options: ZoneOptions = {}): string {
  const at = instantOf(value);
  if (!at) return String(value);
  return dateFormat(options.locale ?? SHOP_LOCALE, { ...CLOCK, timeZone: options.timeZone }).format(at);
}

/**
 * 'Jun 4, 2027, 11:31 UTC', or 'Jun 4, 11:31 UTC' without the year (a hold ending within the
 * hour); the text itself when unreadable.
 */
export function formatMoment(value: string | Date, options: ZoneOptions & { year?: boolean } = {}): string {
  const at = instantOf(value);
  if (!at) return String(value);
  const parts: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', ...(options.year === false ? {} : { year: 'numeric' }), ...CLOCK, timeZone: options.timeZone };
  return dateFormat(options.locale ?? SHOP_LOCALE, parts).format(at);
}

// ---- money (major units unless the name says cents) and signed figures ----

export interface MoneyOptions extends LocaleOptions {
  /** Rounded to whole units ('€1,234'), where an estimate is meant; two decimals otherwise. */
  wholeUnits?: boolean;
}

function moneyText(amount: number, currency: string | null | undefined, options: MoneyOptions, signDisplay: 'auto' | 'exceptZero'): string {
  const code = currency || SHOP_CURRENCY;
  const locale = options.locale ?? SHOP_LOCALE;
  const digits = options.wholeUnits ? 0 : 2;
  const value = options.wholeUnits ? Math.round(amount) : amount;
  const digitOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay };
  const format = numberFormat(locale, { style: 'currency', currency: code, ...digitOptions });
  if (format) return withMinusSign(format, value);
  // a code Intl does not know: the number, then the code as given
  return `${withMinusSign(numberFormat(locale, digitOptions)!, value)} ${code}`;
}

/** '€3,075.00', '−€12.50', 'CZK 1,250.00'; a code Intl does not know reads '3,075.00 XYZ'. */
export function formatMoney(amount: number, currency: string | null | undefined = SHOP_CURRENCY, options: MoneyOptions = {}): string {
  return moneyText(amount, currency, options, 'auto');
}

/** An amount kept in cents (the system's unit), written as formatMoney writes major units. */
export function formatCents(amountCents: number, currency: string | null | undefined = SHOP_CURRENCY, options: MoneyOptions = {}): string {
  return formatMoney(amountCents / 100, currency, options);
}

/** '+€12.00' to pay, '−€12.00' given back, '€0.00' for nothing: a difference, with its sign always shown. */
export function formatSignedMoney(amount: number, currency: string | null | undefined = SHOP_CURRENCY, options: MoneyOptions = {}): string {
  return moneyText(amount, currency, options, 'exceptZero');
}

export function formatSignedCents(amountCents: number, currency: string | null | undefined = SHOP_CURRENCY, options: MoneyOptions = {}): string {
  return formatSignedMoney(amountCents / 100, currency, options);
}

/** '1,500': a count of people or things (a queue's length, a place in it). */
export function formatCount(count: number, options: LocaleOptions = {}): string {
  return numberFormat(options.locale ?? SHOP_LOCALE, { maximumFractionDigits: 0 })!.format(count);
}

/** '+1,500', '−20', '0': a count that moved (loyalty points), with its sign. */
export function formatSignedCount(count: number, options: LocaleOptions = {}): string {
  return withMinusSign(numberFormat(options.locale ?? SHOP_LOCALE, { signDisplay: 'exceptZero', maximumFractionDigits: 0 })!, count);
}
