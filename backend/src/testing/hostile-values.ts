import { z } from 'zod';

// The hostile values the input test throws at every route. "Always" values must be refused by any
// field whatever its kind; "shape" values (wrong types, signs, fractions) are legitimate for some
// fields (`null` for an optional text, -1 for a points adjustment), so they are only sent where the
// route's own schema refuses them: the test then checks that the server refuses them as cleanly.

export interface HostileValue {
  label: string;
  value: unknown;
  /**
   * In a query string: refused whatever the key (characters no text field may hold). Escapes that do
   * not decode are not among them: the query parser passes them on as the literal text '%ED…'.
   */
  always?: true;
}

const MEGABYTE = 1024 * 1024;
const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => i + 1);

/** Refused by every field: Postgres cannot store them, or they are past every cap or column. */
export const alwaysHostile: readonly HostileValue[] = [
  { label: 'NUL byte', value: 'abc\u0000def' },
  { label: 'lone surrogate', value: 'abc\ud800def' },
  { label: 'control character', value: 'abc\u0007def' },
  { label: '200,000 characters', value: 'x'.repeat(200_000) },
  { label: '1 MB string', value: 'x'.repeat(MEGABYTE) },
  { label: 'beyond int4', value: 99_999_999_999 },
  { label: '1e12', value: 1e12 },
  { label: '1e308', value: 1e308 },
  { label: '10,000-item array', value: TEN_THOUSAND },
  { label: 'array of NUL text', value: ['abc\u0000def'] },
  { label: 'array of beyond int4', value: [99_999_999_999] },
];

/** Refused by every date field (and by any other field, being text of the wrong kind or plain text). */
export const hostileDates: readonly HostileValue[] = [
  { label: 'year 0', value: '0000-01-01' },
  { label: '30 February', value: '2027-02-30' },
  { label: 'five-digit year', value: '99999-01-01' },
  { label: 'month 13', value: '2027-13-01' },
  { label: 'year 1', value: '0001-01-01' },
];

/** Refused by every number field: past the int4 columns, or numbers only in name. */
export const hostileNumbers: readonly HostileValue[] = [
  { label: 'beyond int4 as text', value: '99999999999' },
  { label: 'just past int4', value: 2_147_483_648 },
  { label: 'just below -int4', value: -2_147_483_649 },
  { label: 'exponent text', value: '1e12' },
  { label: 'NaN text', value: 'NaN' },
];

/** Legitimate for some fields: sent only where the route's schema refuses them. */
export const shapeValues: readonly HostileValue[] = [
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  { label: 'Infinity text', value: 'Infinity' },
  { label: 'hex text', value: '0x10' },
  { label: 'empty text', value: '' },
  { label: 'plain text', value: 'hello' },
  { label: 'array', value: [] },
  { label: 'object', value: {} },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'number', value: 42 },
];

/** Route parameters as raw URL path segments (already encoded; some are deliberately invalid UTF-8, which the router refuses). */
export const hostileSegments: readonly HostileValue[] = [
  { label: 'NUL byte', value: 'abc%00def', always: true },
  { label: 'lone surrogate (CESU bytes)', value: 'abc%ED%A0%80def' },
  { label: 'overlong NUL', value: 'abc%C0%80def' },
  { label: 'invalid UTF-8', value: 'abc%FFdef' },
  { label: 'broken escape', value: 'abc%E0%A4%A' },
  { label: 'control character', value: 'abc%07def', always: true },
  { label: '1 MB segment', value: 'x'.repeat(MEGABYTE) },
  { label: '200 characters', value: 'x'.repeat(200) },
  { label: 'beyond int4', value: '99999999999' },
  { label: '1e12', value: '1e12' },
  { label: '-1', value: '-1' },
  { label: '0', value: '0' },
  { label: '1.5', value: '1.5' },
  { label: 'NaN', value: 'NaN' },
  { label: 'Infinity', value: 'Infinity' },
  { label: 'hex', value: '0x10' },
  { label: 'year 0', value: '0000-01-01' },
  { label: '30 February', value: '2027-02-30' },
  { label: 'blank', value: '%20' },
];

/** Query string values as raw (encoded) text: what a query can carry is text or repeated keys. */
export const hostileQueryValues: readonly HostileValue[] = [
  ...hostileSegments.filter((segment) => segment.label !== '1 MB segment'),
  { label: 'repeated key', value: ['1', '2'] },
];

/** Whole bodies of the wrong kind, as raw JSON text (or not JSON at all). */
export const hostileBodies: readonly HostileValue[] = [
  { label: 'array body', value: '[]' },
  { label: '10,000-item array body', value: JSON.stringify(TEN_THOUSAND) },
  { label: 'number body', value: '42' },
  { label: 'string body', value: '"text"' },
  { label: 'boolean body', value: 'true' },
  { label: 'null body', value: 'null' },
  { label: 'truncated JSON', value: '{"a":' },
  { label: '__proto__ key', value: '{"__proto__":{"admin":true}}' },
  { label: 'NUL escape in a key', value: '{"a\\u0000b":1}' },
  { label: 'lone surrogate escape in a key', value: '{"\\ud800":1}' },
  { label: 'deep nesting', value: '['.repeat(100_000) + ']'.repeat(100_000) },
  { label: 'invalid UTF-8 in a string', value: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]) },
  { label: 'body over 1 MB', value: JSON.stringify({ a: 'x'.repeat(2 * MEGABYTE) }) },
];

export type FieldKind = 'text' | 'date' | 'number' | 'array' | 'other';

/** What kind of value a field takes, asked of its own schema (no list of field names to keep up to date). */
export function fieldKind(field: z.ZodType): FieldKind {
  const accepts = (value: unknown) => field.safeParse(value).success;
  // Words with spaces, a key-like word (product ids take no spaces) or a code in capitals (a number
  // series' prefix, which may also look like a date): either way free text, not a date.
  if (accepts('Some plain words here') || accepts('plain_words') || accepts('CODE')) return 'text';
  if (accepts('2027-05-01')) return 'date';
  if (accepts(5) || accepts('5')) return 'number';
  if (accepts([])) return 'array';
  return 'other';
}

/** The fields of an object schema (through optional and piped wrappers), or none. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return shapeOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return {};
}

/** The values to put in one field: always the hostile ones, dates for date fields, shape values where refused. */
export function valuesForField(kind: FieldKind, refused: (value: unknown) => boolean): HostileValue[] {
  const byKind = kind === 'date' ? hostileDates : kind === 'number' ? hostileNumbers : [];
  return [...alwaysHostile, ...byKind, ...shapeValues.filter((candidate) => refused(candidate.value))];
}
