import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, EARLIEST_YEAR, hasControlCharacters, isWellFormedText, LATEST_YEAR, MALFORMED_TEXT_MESSAGE } from '../shared/input';

export const festivalCurrencies = ['EUR', 'USD', 'GBP', 'CZK'] as const;
export const tournamentCurrencies = ['EUR', 'USD', 'GBP'] as const;

/** A coordinate as the location picker reports it: a string with up to 6 decimals (a few more are rounded). */
export const coordinate = (limit: 90 | 180, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .max(32, message)
      .refine((v) => /^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, message)
      .transform((v) => Number(v).toFixed(6))
      .nullable()
      .optional(),
  );

// A URL parser accepts (and the URL schemas pass on) NUL and other controls inside the text; they are
// refused here as in any other text.
const storableUrl = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !hasControlCharacters(v), CONTROL_CHARACTER_MESSAGE).refine(isWellFormedText, MALFORMED_TEXT_MESSAGE);

export const optionalWebsite = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), storableUrl(z.url({ message, protocol: /^https?$/ }).max(500, message)).nullable().optional());

/** An image reference: an http(s) URL or a path this app serves (/uploads/..., /images/...). */
export const optionalImageUrl = z.preprocess(
  (v) => (v === '' ? null : v),
  storableUrl(
    z
      .string()
      .trim()
      .max(500, 'Image URL is too long')
      .refine((v) => /^https?:\/\/\S+$/.test(v) || /^\/(uploads|images)\/[A-Za-z0-9._/-]+$/.test(v), 'Image URL must be a valid URL')
      .refine((v) => !v.includes('..'), 'Image URL must be a valid URL'),
  )
    .nullable()
    .optional(),
);

/**
 * A "sales open at" instant as the admin forms send it: an ISO 8601 timestamp with its offset
 * (`2027-01-15T10:00:00Z`, `…+01:00`); '' or null clears it. A time without an offset is refused:
 * whose ten o'clock would it be?
 */
export const salesOpenAtInput = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .iso.datetime({ offset: true, message: 'Sales open at must be a date and time with its time zone' })
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    }, `Sales open at must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}`)
    .nullable()
    .optional(),
);
