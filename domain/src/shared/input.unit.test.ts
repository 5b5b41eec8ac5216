import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  calendarDate,
  CONTROL_CHARACTER_MESSAGE,
  DATE_OUT_OF_RANGE_MESSAGE,
  exactText,
  INT4_MAX,
  isWellFormedText,
  majorAmount,
  MALFORMED_TEXT_MESSAGE,
  multiLineText,
  NOT_A_CALENDAR_DAY_MESSAGE,
  optionalText,
  recordId,
  recordIdParams,
  singleLineText,
  urlKey,
  wholeNumber,
} from './input';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('text', () => {
  it('refuses NUL and other control characters in a line, keeps tabs and line breaks in multi-line text', () => {
    const line = singleLineText(100);
    expect(line.parse('  Graz Poker Days  ')).toBe('Graz Poker Days');
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\nb', 'a\tb']) expect(messages(line, bad)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    const block = multiLineText(100);
    expect(block.parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u000bb', 'a\u000cb']) expect(messages(block, bad)).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it('refuses C1 controls and the Unicode line breaks (NEL, U+2028, U+2029) in every kind of text', () => {
    const unicodeBreaks = ['a\u0085b', 'a\u2028b', 'a\u2029b', 'a\u0080b', 'a\u009bb', 'a\u009fb'];
    for (const schema of [singleLineText(100), multiLineText(100), exactText(100), urlKey(), optionalText(100)]) {
      for (const bad of unicodeBreaks) expect(messages(schema, bad), JSON.stringify(bad)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    }
    // their neighbours are ordinary text: no-break space, accented letters, the hyphenation point
    for (const good of ['a\u00a0b', 'Café Zürich', 'a\u2027b', 'a\u007eb']) expect(singleLineText(100).parse(good)).toBe(good);
    expect(multiLineText(100).parse('Line one\nLine two')).toBe('Line one\nLine two');
  });

  it('refuses lone surrogates but keeps real pairs (emoji) and other scripts', () => {
    for (const bad of ['a\ud800b', 'a\udc00b', 'end\ud83d']) expect(messages(singleLineText(100), bad)).toEqual([MALFORMED_TEXT_MESSAGE]);
    for (const good of ['Poker 🂡 night', 'Wien – Zürich', 'Praha, Česko', '東京']) expect(singleLineText(100).parse(good)).toBe(good);
  });

  it('checks well-formedness by hand where the runtime has no isWellFormed', () => {
    const plain = (text: string) => isWellFormedText(Object.assign(Object.create(null) as object, { length: text.length, charCodeAt: (i: number) => text.charCodeAt(i) }) as unknown as string);
    expect(plain('ok 🂡')).toBe(true);
    expect(plain('a\ud800')).toBe(false);
    expect(plain('\udc00a')).toBe(false);
  });

  it('always caps the length, with the field message when given', () => {
    expect(messages(singleLineText(5, { tooLong: 'Name is too long' }), 'abcdef')).toEqual(['Name is too long']);
    expect(messages(multiLineText(3), 'x'.repeat(200_000))).toEqual(['Must be at most 3 characters']);
    expect(messages(singleLineText(5, { required: 'Name is required' }), 42)).toEqual(['Name is required']);
  });

  it('keeps secrets and keys exactly as sent (no trim) but as strict', () => {
    expect(exactText(20).parse(' pass word ')).toBe(' pass word ');
    expect(messages(exactText(20), 'pass\u0000word')).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(messages(urlKey(), 'x'.repeat(101))).toEqual(['Not a known id']);
  });

  it('reads empty optional text as none', () => {
    expect(optionalText(10).parse('')).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeUndefined();
    expect(messages(optionalText(10), 'a\u0000')).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(messages(optionalText(10, 'Too long', { multiLine: false }), 'a\nb')).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });
});

describe('whole numbers and ids', () => {
  it('keeps ids within int4', () => {
    expect(recordId().parse(1)).toBe(1);
    expect(recordId().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(recordId().parse('42')).toBe(42);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 99_999_999_999, 1e12, '99999999999', '1e12', Number.NaN, Infinity]) {
      expect(recordId().safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('reads numbers only from numbers and decimal text, never from other types', () => {
    for (const bad of [true, false, [], [5], {}, null, '0x10', 'NaN', 'Infinity', '5 apples']) expect(recordId().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(wholeNumber().parse(' 7 ')).toBe(7);
    // a cleared number field reads 0, as before: the field's own minimum message then applies
    expect(messages(wholeNumber({ min: 1, message: 'Available rooms is required' }), '')).toEqual(['Available rooms is required']);
  });

  it('uses the field messages for each refusal', () => {
    const stars = wholeNumber({ min: 1, max: 5, notWhole: 'Stars must be a whole number', tooSmall: 'Stars must be between 1 and 5', tooLarge: 'Stars must be between 1 and 5' });
    expect(messages(stars, 2.5)).toEqual(['Stars must be a whole number']);
    expect(messages(stars, 9)).toEqual(['Stars must be between 1 and 5']);
    expect(messages(wholeNumber(), 2_147_483_648)).toEqual([`Must be at most ${INT4_MAX}`]);
  });

  it('validates route parameters', () => {
    expect(recordIdParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(recordIdParams.safeParse({ id: '1e12' }).success).toBe(false);
    expect(recordIdParams.safeParse({ id: 'abc\u0000' }).success).toBe(false);
  });
});

describe('money', () => {
  it('takes major units with two decimals within the cap', () => {
    const price = majorAmount(0, 'Price must be a positive number');
    expect(price.parse('12.50')).toBe(12.5);
    expect(price.parse(0.1 + 0.2)).toBeCloseTo(0.3);
    expect(messages(price, -2)).toEqual(['Price must be a positive number']);
    expect(messages(price, 1e12)).toEqual(['Amount is too large']);
    expect(messages(price, 1.234)).toEqual(['At most two decimals']);
    expect(messages(price, true)).toEqual(['Price must be a positive number']);
    expect(Math.round(10_000_000 * 100)).toBeLessThanOrEqual(INT4_MAX);
  });
});

describe('calendar dates', () => {
  const date = calendarDate('Start date is required');

  it('accepts real days, and cuts an ISO timestamp to its day', () => {
    expect(date.parse('2027-02-28')).toBe('2027-02-28');
    expect(date.parse('2028-02-29')).toBe('2028-02-29');
    expect(date.parse('2027-05-01T10:00:00.000Z')).toBe('2027-05-01');
  });

  it('refuses days that do not exist instead of rolling them over', () => {
    for (const bad of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00']) expect(messages(date, bad)).toEqual([NOT_A_CALENDAR_DAY_MESSAGE]);
  });

  it('refuses years Postgres or the domain cannot use', () => {
    for (const bad of ['0000-01-01', '0001-01-01', '1899-12-31', '2201-01-01']) expect(messages(date, bad)).toEqual([DATE_OUT_OF_RANGE_MESSAGE]);
  });

  it('keeps the field message for anything that is not a date', () => {
    for (const bad of ['', '99999-01-01', '2027-5-1', '01.05.2027', 20270501, null, 'a\u0000b']) expect(messages(date, bad)).toEqual(['Start date is required']);
  });
});
