// Days, times and money are written in one module, domain/src/shared/shop-format.ts (issue 29): an
// Intl formatter or a toLocale… call anywhere else is how the shop came to write '14 Mar', 'Mar 14'
// and '2027-03-14' for the same day, two minus signs, and clock times without their zone. Tests,
// browser steps and the scripts' console output may format as they like.
import { describe, expect, it } from 'vitest';
import { FOLDERS } from './architecture.js';
import { findingsIn, findingsInSources, type Finding } from './source-scan';

const SHOP_FORMAT_MODULE = 'domain/src/shared/shop-format.ts';

const OWN_FORMATTING: Finding[] = [
  // asking Intl for the reader's zone (`Intl.DateTimeFormat().resolvedOptions()`) formats nothing
  { what: 'an Intl formatter', pattern: /\bIntl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\((?!\)\.resolvedOptions)/g },
  { what: 'a toLocale… call', pattern: /\.toLocale(Date|Time)?String\(/g },
];

/** What of `text` formats days, times or numbers by itself, as '<what>: <the text>'. */
function ownFormatting(text: string): string[] {
  return findingsIn(text, OWN_FORMATTING);
}

const isTestOrStep = (relative: string) => /\.test\.tsx?$/.test(relative) || relative.startsWith('frontend/e2e/') || relative.includes('/testing/');

describe('days, times and money are formatted in domain/src/shared/shop-format.ts only', () => {
  it.each([
    "const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric' });",
    "const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });",
    'const text = total.toLocaleString();',
    "const when = paidAt.toLocaleDateString('en-US');",
    'const time = at.toLocaleTimeString();',
  ])('finds it: %s', (code) => {
    expect(ownFormatting(code)).toHaveLength(1);
  });

  it.each(["const text = formatDay('2027-06-04');", "const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;", 'const key = day.toISOString();'])(
    'lets pass what formats nothing for people: %s',
    (code) => {
      expect(ownFormatting(code)).toEqual([]);
    },
  );

  it('holds for every source file of the shop', () => {
    const found = findingsInSources(FOLDERS, OWN_FORMATTING, (relative) => relative === SHOP_FORMAT_MODULE || isTestOrStep(relative));
    expect(found).toEqual([]);
  });
});
