import { describe, expect, it } from 'vitest';
import { calendarDayOf, parseCalendarDay } from '@pokerfest/domain';
import { changedStay, defaultStay, fittedStay, stayLimits, stayWindow, type Stay } from './stay-dates';

const day = (text: string) => parseCalendarDay(text) as Date;
const days = (stay: Stay) => [calendarDayOf(stay.checkIn), calendarDayOf(stay.checkOut), stay.nights];

const festival = { startDate: '2027-03-12', endDate: '2027-03-21' };
const festivalOnly = stayWindow(festival);
/** A room bookable 2027-03-14 to 2027-03-19, at least 3 nights. */
const roomWindow = stayWindow(festival, { checkInDate: '2027-03-14', checkOutDate: '2027-03-19', minStayDays: 3 });

describe('festival stay dates (spec sections 4 and 9, issue 12)', () => {
  it('defaults to the festival start and start + 4 days, 4 nights, not past the festival end', () => {
    expect(days(defaultStay('2027-04-10'))).toEqual(['2027-04-10', '2027-04-14', 4]);
    expect(days(defaultStay('2027-04-10', '2027-04-12'))).toEqual(['2027-04-10', '2027-04-12', 2]);
    expect(days(defaultStay('2027-04-10', '2027-04-10'))).toEqual(['2027-04-10', '2027-04-11', 1]);
  });

  it('derives the nights from the dates after every change', () => {
    const stay = defaultStay(festival.startDate, festival.endDate);
    expect(days(changedStay(stay, 'checkOut', '2027-03-19', festivalOnly))).toEqual(['2027-03-12', '2027-03-19', 7]);
    expect(days(changedStay(stay, 'checkIn', '2027-03-14', festivalOnly))).toEqual(['2027-03-14', '2027-03-16', 2]);
  });

  it('never lets check-out reach check-in: a check-out set on or before check-in becomes the next day', () => {
    const week = changedStay(defaultStay(festival.startDate, festival.endDate), 'checkOut', '2027-03-19', festivalOnly);
    const onto = changedStay({ ...week }, 'checkIn', '2027-03-14', festivalOnly);
    expect(days(changedStay(onto, 'checkOut', '2027-03-14', festivalOnly))).toEqual(['2027-03-14', '2027-03-15', 1]);
    expect(days(changedStay(onto, 'checkOut', '2027-03-12', festivalOnly))).toEqual(['2027-03-14', '2027-03-15', 1]);
  });

  it('pushes check-out forward when check-in moves onto or past it, capped by the festival end', () => {
    const stay = defaultStay(festival.startDate, festival.endDate); // 12 → 16
    expect(days(changedStay(stay, 'checkIn', '2027-03-16', festivalOnly))).toEqual(['2027-03-16', '2027-03-17', 1]);
    expect(days(changedStay(stay, 'checkIn', '2027-03-18', festivalOnly))).toEqual(['2027-03-18', '2027-03-19', 1]);
    expect(days(changedStay(stay, 'checkIn', '2027-03-21', festivalOnly))).toEqual(['2027-03-20', '2027-03-21', 1]);
    expect(days(changedStay(stay, 'checkIn', '2027-03-01', festivalOnly))).toEqual(['2027-03-12', '2027-03-16', 4]);
    expect(days(changedStay(stay, 'checkOut', '2027-03-30', festivalOnly))).toEqual(['2027-03-12', '2027-03-21', 9]);
  });

  it("keeps a chosen room's window and minimum stay", () => {
    expect(days(fittedStay('2027-03-12', '2027-03-16', roomWindow))).toEqual(['2027-03-14', '2027-03-17', 3]);
    expect(days(fittedStay('2027-03-18', '2027-03-20', roomWindow))).toEqual(['2027-03-16', '2027-03-19', 3]);
    const stay = fittedStay('2027-03-14', '2027-03-18', roomWindow);
    expect(days(changedStay(stay, 'checkOut', '2027-03-15', roomWindow))).toEqual(['2027-03-14', '2027-03-17', 3]);
  });

  it('ignores an emptied or unreadable date input', () => {
    const stay = defaultStay(festival.startDate, festival.endDate);
    expect(changedStay(stay, 'checkOut', '', festivalOnly)).toBe(stay);
    expect(changedStay(stay, 'checkIn', 'soon', festivalOnly)).toBe(stay);
  });

  it('limits check-in to the last day that leaves a night and check-out to check-in + the minimum .. the end', () => {
    expect(stayLimits(festivalOnly, day('2027-03-14'))).toEqual({ checkIn: { min: '2027-03-12', max: '2027-03-20' }, checkOut: { min: '2027-03-15', max: '2027-03-21' } });
    expect(stayLimits(roomWindow, day('2027-03-15'))).toEqual({ checkIn: { min: '2027-03-14', max: '2027-03-16' }, checkOut: { min: '2027-03-18', max: '2027-03-19' } });
  });
});
