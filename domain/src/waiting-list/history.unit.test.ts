import { describe, expect, it } from 'vitest';
import { listHistory } from './history';
import type { WaitingListEvent } from './waiting-list-events';

describe("a waiting list's history in words", () => {
  it('names the offer deadline as the shop writes a moment and the order by its booking reference', () => {
    const events: WaitingListEvent[] = [
      { type: 'WaitingListJoined', data: { entryId: 'e1', userId: 7, email: 'lena@example.com', name: 'Lena', nights: 2, joinedAt: '2027-05-01T08:00:00.000Z' } },
      { type: 'OfferMade', data: { offerId: 'f1', entryId: 'e1', userId: 7, expiresAt: '2027-05-02T09:05:00.000Z', madeAt: '2027-05-01T09:05:00.000Z' } },
      { type: 'OfferAccepted', data: { offerId: 'f1', orderId: '07fe95d6-0000-4000-8000-000000000001', acceptedAt: '2027-05-01T10:00:00.000Z' } },
    ];
    expect(listHistory(events).map((line) => line.text)).toEqual([
      'Lena joined the list',
      'Offer made to Lena, held until May 2, 2027, 09:05 UTC',
      'Lena bought the offered unit (booking NF-07FE)',
    ]);
  });
});
