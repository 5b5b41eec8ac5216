import { z } from 'zod';

export const festivalCurrencies = ['EUR', 'USD', 'GBP', 'CZK'] as const;
export const tournamentCurrencies = ['EUR', 'USD', 'GBP'] as const;

/** YYYY-MM-DD; a full ISO timestamp is cut to its date. */
export const dateOnly = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v),
    z.string({ message }).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message),
  );

/** Empty text counts as absent for optional fields. */
export const optionalText = (max: number, message = `Must be at most ${max} characters`) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max, message).nullable().optional());

/** A coordinate as the location picker reports it: a string with up to 6 decimals. */
export const coordinate = (limit: 90 | 180, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .refine((v) => /^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, message)
      .transform((v) => Number(v).toFixed(6))
      .nullable()
      .optional(),
  );

export const optionalWebsite = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.url({ message, protocol: /^https?$/ }).max(500, message).nullable().optional(),
  );

/** An image reference: an http(s) URL or a path this app serves (/uploads/..., /images/...). */
export const optionalImageUrl = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .max(500, 'Image URL is too long')
    .refine((v) => /^https?:\/\/\S+$/.test(v) || /^\/(uploads|images)\/[A-Za-z0-9._/-]+$/.test(v), 'Image URL must be a valid URL')
    .refine((v) => !v.includes('..'), 'Image URL must be a valid URL')
    .nullable()
    .optional(),
);

/** Money typed in major units (12.50) on the forms; two decimals at most. */
export const majorAmount = (min: number, message: string) =>
  z.coerce
    .number({ message })
    .min(min, message)
    .max(10_000_000, 'Amount is too large')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals');
