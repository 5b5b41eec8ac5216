import { describe, expect, it } from 'vitest';
import type { DocumentView, OrderView } from '@pokerfest/domain';
import { discountLines, extraLines, festivalLine, hotelLine, refundLines, seatLines } from './booking-card-words';

const accommodation = {
  id: 1,
  hotelId: 4,
  hotelName: 'Hotel Imperial Vienna',
  roomType: 'Standard Double',
  name: 'Hotel Imperial Vienna - Standard Double',
  checkIn: '2027-06-01',
  checkOut: '2027-06-05',
  nights: 4,
  pricePerNight: 250,
  price: 1000,
  currency: 'EUR',
};

const creditNote = (quoteId: string, number: string): DocumentView => ({
  id: number,
  kind: 'credit-note',
  number,
  issuedAt: '2027-05-12T10:00:01.000Z',
  total: 1675,
  totalCents: 167_500,
  currency: 'EUR',
  corrects: ['INV-2027-00001'],
  quoteId,
  url: `/api/orders/o-1/documents/${number}/pdf`,
});

describe('a booking card in the player’s words', () => {
  it('says when and where the festival is, never its slug', () => {
    const festival = { festivalStartDate: '2027-05-30', festivalEndDate: '2027-06-02', festivalLocation: 'Vienna, Austria' };
    expect(festivalLine(festival)).toBe('May 30\u2009–\u2009Jun 2, 2027 · Vienna, Austria');
    expect(festivalLine({ ...festival, festivalStartDate: null, festivalEndDate: null })).toBe('Vienna, Austria');
    expect(festivalLine({ festivalStartDate: null, festivalEndDate: null, festivalLocation: ' ' })).toBe('');
  });

  it('names the hotel and the room without their ids', () => {
    expect(hotelLine({ accommodation })).toBe('Hotel Imperial Vienna · Standard Double');
    expect(hotelLine({ accommodation: null })).toBeNull();
  });

  it('lists each seat with its day, a reserved one paid at the venue, and each extra with its quantity', () => {
    const seat = { id: 3, title: 'Main Event', name: 'Main Event', date: '2027-06-03', buyIn: 30_000, price: 300, isPurchased: true, currency: 'EUR' };
    expect(seatLines({ tournaments: [seat, { ...seat, id: 4, title: 'High Roller', date: '2027-06-05', isPurchased: false }] })).toEqual([
      'Main Event · Jun 3, 2027',
      'High Roller · Jun 5, 2027 · pay at the venue',
    ]);
    expect(extraLines({ extras: [{ id: 9, name: 'Airport transfer', description: null, price: 45.5, quantity: 2 }] })).toEqual(['Airport transfer × 2']);
  });
});

describe('the refunds on a booking card', () => {
  const order: Pick<OrderView, 'refunds' | 'refundedCents' | 'currency'> = {
    currency: 'EUR',
    refundedCents: 172_050,
    refunds: [
      { quoteId: 'q-change', cause: 'change', amount: 45.5, amountCents: 4_550, currency: 'EUR', refundedAt: '2027-05-02T09:00:00.000Z' },
      { quoteId: 'q-cancel', cause: 'cancellation', amount: 1675, amountCents: 167_500, currency: 'EUR', refundedAt: '2027-05-12T10:00:00.000Z' },
    ],
  };

  it('says each refund with its amount, day and cause, with the credit note issued for its quote', () => {
    const note = creditNote('q-cancel', 'CN-2027-00002');
    expect(refundLines(order, [creditNote('q-other', 'CN-2027-00001'), note])).toEqual([
      { key: 'q-change', text: '€45.50 refunded to your card on May 2, 2027 (booking changed)', creditNote: null },
      { key: 'q-cancel', text: '€1,675.00 refunded to your card on May 12, 2027 (booking cancelled)', creditNote: note },
    ]);
  });

  it('never takes an invoice for a credit note, and waits for documents still loading', () => {
    const invoice = { ...creditNote('q-cancel', 'INV-2027-00002'), kind: 'invoice' as const };
    expect(refundLines(order, [invoice]).map((line) => line.creditNote)).toEqual([null, null]);
    expect(refundLines(order, undefined).map((line) => line.creditNote)).toEqual([null, null]);
  });

  it('says a refund of tournament credit went back to the credit, not the card (issue 32)', () => {
    const credit = { ...order.refunds[1]!, quoteId: 'q-credit', method: 'credit' as const, amount: 200, amountCents: 20_000 };
    expect(refundLines({ ...order, refunds: [credit] }, [])[0]?.text).toBe('€200.00 returned to your tournament credit on May 12, 2027 (booking cancelled)');
  });

  it('says only the sum for a view stored before refunds were listed, and nothing without a refund', () => {
    expect(refundLines({ ...order, refunds: [] }, [])).toEqual([{ key: 'refunded', text: '€1,720.50 refunded to your card', creditNote: null }]);
    expect(refundLines({ currency: 'EUR', refundedCents: 0, refunds: [] }, [])).toEqual([]);
  });
});

describe('the discounts on a booking card (issue 32)', () => {
  it('names each discount by its label with what it took off', () => {
    const discounts: OrderView['discounts'] = [
      { source: 'vip', label: 'VIP discount (5 %)', amount: 50, amountCents: 5_000 },
      { source: 'voucher', code: 'SPRING10', label: 'Code SPRING10 (10 %)', amount: 95, amountCents: 9_500 },
    ];
    expect(discountLines({ discounts, currency: 'EUR' })).toEqual([
      { key: 'vip-', label: 'VIP discount (5 %)', amount: '−€50.00' },
      { key: 'voucher-SPRING10', label: 'Code SPRING10 (10 %)', amount: '−€95.00' },
    ]);
  });
});
