import { describe, expect, it } from 'vitest';
import { festivalCreateSchema, type FestivalView } from '@pokerfest/domain';
import { emptyAsAbsent, festivalFormValues, festivalIdOf } from './festival-form-values';

const stored: FestivalView = {
  id: 'vienna-spring-2027',
  productId: 'vienna-spring-2027',
  title: 'Vienna Spring Poker',
  name: 'Vienna Spring Poker',
  description: 'Ten days of poker in Vienna.',
  location: 'Vienna, Austria',
  latitude: '48.208200',
  longitude: '16.373800',
  casinoId: 2,
  startDate: '2027-03-14',
  endDate: '2027-03-20',
  imageUrl: '/uploads/festivals/abc.png',
  basePrice: 0,
  startingPrice: 550,
  startingPriceCurrency: 'EUR',
  maxLoyaltyPoints: 2000,
  featured: 'f' as unknown as boolean,
  active: 'true' as unknown as boolean,
  salesOpenAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('festival form values', () => {
  it('starts a new festival with the spec defaults', () => {
    const values = festivalFormValues();
    expect(values).toMatchObject({ startingPrice: 450, startingPriceCurrency: 'EUR', maxLoyaltyPoints: 1500 });
    expect(values.productId).toBeUndefined();
    expect(values.featured).toBe(false);
    expect(values.active).toBe(true);
    const filled = { ...values, title: 'New Cup', description: 'A brand new poker cup.', location: 'Graz', startDate: '2027-05-01', endDate: '2027-05-03' };
    const parsed = festivalCreateSchema.parse(filled);
    expect(parsed.productId).toBeUndefined();
    expect(parsed.casinoId).toBeNull();
    expect(parsed.imageUrl).toBeNull();
  });

  it('edits a stored festival, reading text flags, and validates as it is', () => {
    const values = festivalFormValues(stored);
    expect(values.featured).toBe(false);
    expect(values.active).toBe(true);
    const parsed = festivalCreateSchema.parse(values);
    expect(parsed).toMatchObject({ productId: 'vienna-spring-2027', casinoId: 2, startingPrice: 550, imageUrl: '/uploads/festivals/abc.png' });
  });

  it('addresses a festival by its productId, else its id', () => {
    expect(festivalIdOf(stored)).toBe('vienna-spring-2027');
    expect(festivalIdOf({ productId: '', id: 'festival-1' })).toBe('festival-1');
    expect(festivalIdOf({ productId: '', id: '' })).toBeUndefined();
    expect(festivalIdOf(undefined)).toBeUndefined();
  });

  it('treats an id field left empty as absent', () => {
    expect(emptyAsAbsent('  ')).toBeUndefined();
    expect(emptyAsAbsent('spring-cup')).toBe('spring-cup');
  });
});
