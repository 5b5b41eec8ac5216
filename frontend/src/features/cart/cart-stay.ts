// A cart entry's stay always agrees with itself: the nights are the days between check-in and
// check-out (issue 12). A stay whose dates make no sense (unreadable, or check-out not after
// check-in) goes back to the festival's default stay; the server checks every order again anyway.
import { addStayDays, calendarDayOf, calendarDayStart, stayNights } from '@pokerfest/domain';
import type { CartHotel, CartProduct } from './types';

export const DEFAULT_NIGHTS = 4;

const dayOf = (date: Date): string | null => (Number.isNaN(date.getTime()) ? null : calendarDayOf(date));

/** Check-in on the festival's first day (else `today`), check-out 4 days later but not after its last day. */
export function defaultStayDays(festivalStart: string | null | undefined, festivalEnd: string | null | undefined, today: Date = new Date()): { checkIn: string; checkOut: string } {
  const checkIn = festivalStart?.slice(0, 10) || calendarDayOf(today);
  const wanted = addStayDays(checkIn, DEFAULT_NIGHTS);
  const end = festivalEnd?.slice(0, 10);
  // a festival shorter than the default stay: to its last day, still at least one night
  const checkOut = end && end < wanted ? (end > checkIn ? end : addStayDays(checkIn, 1)) : wanted;
  return { checkIn, checkOut };
}

/** The hotel with nights taken from its dates, or with the festival's default stay when its dates make no sense. */
export function coherentHotel(hotel: CartHotel, festival: Pick<CartProduct, 'startDate' | 'endDate'>): CartHotel {
  const checkIn = dayOf(hotel.checkIn);
  const checkOut = dayOf(hotel.checkOut);
  const nights = checkIn && checkOut ? stayNights(checkIn, checkOut) : NaN;
  if (nights >= 1) return nights === hotel.nights ? hotel : { ...hotel, nights };
  const stay = defaultStayDays(festival.startDate, festival.endDate);
  return { ...hotel, checkIn: calendarDayStart(stay.checkIn), checkOut: calendarDayStart(stay.checkOut), nights: stayNights(stay.checkIn, stay.checkOut) };
}
