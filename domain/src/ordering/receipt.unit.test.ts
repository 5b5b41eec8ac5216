import { describe, expect, it } from 'vitest';
import { sellerLines } from './receipt';

describe('receipt lines', () => {
  it('names the seller, leaving out an address that is not configured', () => {
    const seller = { name: 'Poker Festivals GmbH', address: 'Ringstraße 1, 1010 Vienna, Austria', supportEmail: 'help@example.com' };
    expect(sellerLines(seller)).toEqual(['Poker Festivals GmbH', 'Ringstraße 1, 1010 Vienna, Austria', 'Support: help@example.com']);
    expect(sellerLines({ ...seller, address: '' })).toEqual(['Poker Festivals GmbH', 'Support: help@example.com']);
  });

  it('gives each line of a multi-line address its own line, blank lines left out', () => {
    const seller = { name: 'Poker Festivals GmbH', address: 'Kärntner Ring 1\r\n\n1010 Vienna, Austria', supportEmail: 'help@example.com' };
    expect(sellerLines(seller)).toEqual(['Poker Festivals GmbH', 'Kärntner Ring 1', '1010 Vienna, Austria', 'Support: help@example.com']);
  });
});
