// Calendar days are counted in one module, domain/src/shared/calendar-day.ts (issue 28): a day's
// milliseconds written out, or a day's midnight built from its text by hand, anywhere else is how
// the shop once had thirteen copies of the same UTC rule. Tests and e2e steps are held to it too;
// instants written in full ('2027-06-01T00:00:00.000Z') are data, not arithmetic, and pass.
// Durations counted in hours (a 24-hour TTL, `24 * 3600_000`) are not calendar days and pass.
import { describe, expect, it } from 'vitest';
import { FOLDERS } from './architecture.js';
import { findingsIn, findingsInSources, type Finding } from './source-scan';

const CALENDAR_DAY_MODULE = 'domain/src/shared/calendar-day.ts';

const HAND_WRITTEN: Finding[] = [
  { what: "a day's milliseconds", pattern: /\b86_?400_?000\b|\b864e5\b/g },
  { what: "a day's milliseconds", pattern: /\b24\s*\*\s*60\s*\*\s*60\s*\*\s*1_?000\b|\b1_?000\s*\*\s*60\s*\*\s*60\s*\*\s*24\b/g },
  { what: "a day's midnight built from its text", pattern: /\$\{[^}]*\}T00:00/g },
];

/** What of `text` counts calendar days by hand, as '<what>: <the text>'. */
function handWrittenDays(text: string): string[] {
  return findingsIn(text, HAND_WRITTEN);
}

describe('calendar days are counted in domain/src/shared/calendar-day.ts only', () => {
  it.each([
    'const DAY_MS = 86_400_000;',
    'const tomorrow = new Date(now.getTime() + 86400000);',
    'const DAY_MS = 24 * 60 * 60 * 1000;',
    'const days = Math.round(ms / (1000 * 60 * 60 * 24));',
    'const week = 7 * 864e5;',
    'const start = Date.parse(`${day}T00:00:00.000Z`);',
    'const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);',
  ])('finds it written out: %s', (code) => {
    expect(handWrittenDays(code)).toHaveLength(1);
  });

  it.each([
    "const due = new Date('2027-06-01T00:00:00.000Z');",
    'const ttl = 24 * 3600_000;',
    'const at = `${day}T${time}Z`;',
    'const start = calendarDayStart(day, 1);',
  ])('lets pass what is no day arithmetic: %s', (code) => {
    expect(handWrittenDays(code)).toEqual([]);
  });

  it('holds for every source file in the repository, tests included', () => {
    const skip = (relative: string) => relative === CALENDAR_DAY_MODULE || relative === 'scripts/lint/calendar-days.unit.test.ts';
    const found = findingsInSources([...FOLDERS, 'scripts'], HAND_WRITTEN, skip);
    expect(found).toEqual([]);
  });
});
