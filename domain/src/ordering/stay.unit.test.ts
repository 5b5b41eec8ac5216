import { describe, expect, it } from 'vitest';
import { addStayDays, stayNights, stayProblem } from './stay';

const festival = { festivalStart: '2027-03-12', festivalEnd: '2027-03-21' };

describe('a stay', () => {
  it('counts the nights between two days, across month ends', () => {
    expect(stayNights('2027-03-12', '2027-03-19')).toBe(7);
    expect(stayNights('2027-02-27', '2027-03-02')).toBe(3);
    expect(addStayDays('2027-02-27', 3)).toBe('2027-03-02');
  });

  it('is coherent inside the festival with matching nights', () => {
    expect(stayProblem({ checkIn: '2027-03-12', checkOut: '2027-03-19', nights: 7 }, festival)).toBeNull();
    expect(stayProblem({ checkIn: '2027-03-12', checkOut: '2027-03-21', nights: 9 }, festival)).toBeNull();
  });

  it('refuses check-out on or before check-in, and nights that disagree with the dates', () => {
    expect(stayProblem({ checkIn: '2027-03-12', checkOut: '2027-03-12', nights: 7 }, festival)).toBe('Check-out must be at least one night after check-in');
    expect(stayProblem({ checkIn: '2027-03-14', checkOut: '2027-03-12', nights: 2 }, festival)).toBe('Check-out must be at least one night after check-in');
    expect(stayProblem({ checkIn: '2027-03-12', checkOut: '2027-03-14', nights: 7 }, festival)).toMatch(/is 2 nights, not 7/);
  });

  it('keeps the stay inside the festival and the room window, with the minimum stay', () => {
    expect(stayProblem({ checkIn: '2027-03-11', checkOut: '2027-03-14', nights: 3 }, festival)).toBe('The stay must lie between Mar 12, 2027 and Mar 21, 2027');
    expect(stayProblem({ checkIn: '2027-03-19', checkOut: '2027-03-22', nights: 3 }, festival)).toMatch(/between/);
    const room = { ...festival, roomFrom: '2027-03-14', roomUntil: '2027-03-30', minStayNights: 3 };
    expect(stayProblem({ checkIn: '2027-03-13', checkOut: '2027-03-17', nights: 4 }, room)).toBe('The stay must lie between Mar 14, 2027 and Mar 21, 2027');
    expect(stayProblem({ checkIn: '2027-03-14', checkOut: '2027-03-16', nights: 2 }, room)).toBe('This room needs a stay of at least 3 nights');
  });
});
