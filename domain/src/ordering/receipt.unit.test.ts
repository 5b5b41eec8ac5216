import { describe, expect, it } from 'vitest';
import { paymentTimeText, sellerLines } from './receipt';

describe('receipt lines', () => {
  it('writes the payment time with date, time and zone', () => {
    expect(paymentTimeText('2027-03-14T08:35:00.000Z', 'Europe/Vienna')).toBe('14 Mar 2027, 09:35 CET');
    expect(paymentTimeText(new Date('2027-07-01T22:05:00Z'), 'UTC')).toBe('1 Jul 2027, 22:05 UTC');
  });

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
