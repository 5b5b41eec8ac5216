import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyBookingDetails, type BookingDetailsValues } from '@pokerfest/domain';
import { restoreCustomerDetails, saveCustomerDetails } from './customer-details';
import { memoryStorage } from '../../lib/memory-storage';

const values: BookingDetailsValues = {
  ...emptyBookingDetails,
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'Ann.Smith@example.com',
  phone: '+43 660 1234567',
  casinoMembership: 'member',
  heardFrom: 'friend',
  newsletter: true,
  acceptTerms: true,
  acceptPrivacy: true,
};
const now = new Date('2027-01-02T03:04:05Z');

afterEach(() => vi.restoreAllMocks());

describe('saved customer details (spec section 3)', () => {
  it('stores the form values with the booking id and time', () => {
    const storage = memoryStorage();
    saveCustomerDetails(storage, { values, bookingId: 'order-1', accountEmail: 'ann.smith@example.com', now });
    expect(JSON.parse(storage.items.get('pokerfest_customer_details') ?? '{}')).toMatchObject({
      firstName: 'Ann',
      bookingId: 'order-1',
      timestamp: '2027-01-02T03:04:05.000Z',
    });
  });

  it('restores them only for the same email, with the consent boxes unticked', () => {
    const storage = memoryStorage();
    saveCustomerDetails(storage, { values, bookingId: 'order-1', accountEmail: 'ann.smith@example.com', now });
    expect(restoreCustomerDetails(storage, ' ANN.SMITH@example.com')).toMatchObject({
      firstName: 'Ann',
      phone: '+43 660 1234567',
      casinoMembership: 'member',
      newsletter: true,
      acceptTerms: false,
      acceptPrivacy: false,
    });
    expect(restoreCustomerDetails(storage, 'bob@example.com')).toBeNull();
  });

  it('also restores for the account whose form used another email', () => {
    const storage = memoryStorage();
    saveCustomerDetails(storage, { values: { ...values, email: 'billing@example.com' }, bookingId: 'o', accountEmail: 'ann@example.com', now });
    expect(restoreCustomerDetails(storage, 'ann@example.com')?.email).toBe('billing@example.com');
  });

  it('drops fields of the wrong type or with unknown choices, and survives unreadable text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage({
      pokerfest_customer_details: JSON.stringify({ email: 'a@b.c', firstName: 7, heardFrom: 'radio', roomOccupancy: 'shared', newsletter: 'yes' }),
    });
    expect(restoreCustomerDetails(storage, 'a@b.c')).toEqual({ email: 'a@b.c', roomOccupancy: 'shared', acceptTerms: false, acceptPrivacy: false });
    expect(restoreCustomerDetails(memoryStorage({ pokerfest_customer_details: '{' }), 'a@b.c')).toBeNull();
    expect(restoreCustomerDetails(memoryStorage(), 'a@b.c')).toBeNull();
  });
});
