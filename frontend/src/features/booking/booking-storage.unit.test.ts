import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBookingDraft } from './booking-draft';
import { clearBookingOrderId, readBookingDraft, readBookingOrderId, saveBookingOrderId } from './booking-storage';
import { memoryStorage } from '../../lib/memory-storage';
import { sampleCartEntry } from '../cart/testing';

const festival = { productId: 'vienna-spring-2027', title: 'Vienna Spring', location: 'Vienna', startDate: '2027-04-10', endDate: '2027-04-18' };
const draft = buildBookingDraft({ entry: undefined, festival, customer: { name: 'ann', email: 'ann@example.com' } });

afterEach(() => vi.restoreAllMocks());

describe('booking flow storage (spec sections 3 and 4)', () => {
  it('reads back the draft the festival page saved', () => {
    const storage = memoryStorage({ pokerfest_booking_data: JSON.stringify({ ...draft, orderRequest: { key: 'k', fingerprint: 'f' } }) });
    expect(readBookingDraft(storage)).toEqual({ kind: 'found', draft: { ...draft, orderRequest: { key: 'k', fingerprint: 'f' } } });
  });

  it('keeps the waiting-list offer the order goes through (issue 19)', () => {
    const offer = { id: 'offer-1', kind: 'accommodation' as const, itemId: 12 };
    const offered = buildBookingDraft({ entry: undefined, festival, customer: { name: 'ann', email: 'ann@example.com' }, offer });
    expect(offered.offer).toEqual(offer);
    expect('offer' in draft).toBe(false);
    const storage = memoryStorage({ pokerfest_booking_data: JSON.stringify(offered) });
    expect(readBookingDraft(storage)).toEqual({ kind: 'found', draft: offered });
  });

  it('keeps the way of paying the player chose (issue 31), and discards a choice of no known kind', () => {
    const planned = { ...draft, paymentPlan: { kind: 'instalments' as const, count: 2 } };
    expect(readBookingDraft(memoryStorage({ pokerfest_booking_data: JSON.stringify(planned) }))).toEqual({ kind: 'found', draft: planned });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unknown = memoryStorage({ pokerfest_booking_data: JSON.stringify({ ...draft, paymentPlan: { kind: 'later' } }) });
    expect(readBookingDraft(unknown)).toEqual({ kind: 'unreadable' });
  });

  it('keeps the applied code from the cart and the credit choice (issue 32)', () => {
    const entry = { ...sampleCartEntry, voucherCode: 'SPRING10' };
    const coded = buildBookingDraft({ entry, festival, customer: { name: 'ann', email: 'ann@example.com' } });
    expect(coded.voucherCode).toBe('SPRING10');
    expect('voucherCode' in draft).toBe(false);
    const stored = { ...coded, useCredit: true };
    expect(readBookingDraft(memoryStorage({ pokerfest_booking_data: JSON.stringify(stored) }))).toEqual({ kind: 'found', draft: stored });
  });

  it('tells a missing draft from an unreadable one, and discards the unreadable one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readBookingDraft(memoryStorage())).toEqual({ kind: 'missing' });
    for (const stored of ['{not json', JSON.stringify({ ...draft, festivalId: '' }), JSON.stringify({ ...draft, bookedTournaments: 'x' })]) {
      const storage = memoryStorage({ pokerfest_booking_data: stored });
      expect(readBookingDraft(storage)).toEqual({ kind: 'unreadable' });
      expect(storage.items.has('pokerfest_booking_data')).toBe(false);
    }
    expect(readBookingDraft(null)).toEqual({ kind: 'unreadable' });
  });

  it('keeps the pending order id under a key starting with the product name until cleared', () => {
    const storage = memoryStorage();
    saveBookingOrderId(storage, 'a1b2c3d4-0000-4000-8000-000000000000');
    expect([...storage.items.keys()]).toEqual(['pokerfest_booking_order_id']);
    expect(readBookingOrderId(storage)).toBe('a1b2c3d4-0000-4000-8000-000000000000');
    clearBookingOrderId(storage);
    expect(readBookingOrderId(storage)).toBeNull();
  });
});
