import { describe, expect, it } from 'vitest';
import { guessNameFromEmail } from './name-guess';

describe('name guessed from the email (spec section 2, booking details)', () => {
  it('splits the part before the at sign on dots and capitalises each part', () => {
    expect(guessNameFromEmail('john.smith@example.com')).toEqual({ firstName: 'John', lastName: 'Smith' });
    expect(guessNameFromEmail('ANNA.maria.KOVAC@example.com')).toEqual({ firstName: 'Anna', lastName: 'Maria Kovac' });
  });

  it('leaves the last name empty for a one-part name, and both empty without an email', () => {
    expect(guessNameFromEmail('poker_fan@example.com')).toEqual({ firstName: 'Poker_fan', lastName: '' });
    expect(guessNameFromEmail('.ann..@example.com')).toEqual({ firstName: 'Ann', lastName: '' });
    expect(guessNameFromEmail('')).toEqual({ firstName: '', lastName: '' });
    expect(guessNameFromEmail(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});
