import { describe, expect, it } from 'vitest';
import { flagValue, matchesCasinoSearch, matchesFestivalSearch } from './catalogue-search';

describe('admin catalogue searches (spec section 2)', () => {
  it('finds casinos by name or location regardless of case', () => {
    const casino = { name: 'Casino Wien', location: 'Vienna, Austria' };
    for (const term of ['wien', 'AUSTRIA', '  casino ', '']) expect(matchesCasinoSearch(casino, term)).toBe(true);
    expect(matchesCasinoSearch(casino, 'prague')).toBe(false);
  });

  it('finds festivals by title, location or description regardless of case', () => {
    const festival = { title: 'Spring Poker Open', location: 'Vienna', description: 'High rollers welcome' };
    for (const term of ['spring', 'VIENNA', 'rollers']) expect(matchesFestivalSearch(festival, term)).toBe(true);
    expect(matchesFestivalSearch(festival, 'bratislava')).toBe(false);
    expect(matchesFestivalSearch({ ...festival, title: '', name: 'Named Cup' }, 'named')).toBe(true);
  });
});

describe('festival flags as the server may send them', () => {
  it('reads booleans, t/f and true/false text', () => {
    expect(flagValue(true, false)).toBe(true);
    expect(flagValue('t', false)).toBe(true);
    expect(flagValue('TRUE', false)).toBe(true);
    expect(flagValue('f', true)).toBe(false);
    expect(flagValue('false', true)).toBe(false);
    expect(flagValue(false, true)).toBe(false);
  });

  it('falls back for anything else', () => {
    expect(flagValue(undefined, true)).toBe(true);
    expect(flagValue(null, false)).toBe(false);
    expect(flagValue('maybe', true)).toBe(true);
  });
});
