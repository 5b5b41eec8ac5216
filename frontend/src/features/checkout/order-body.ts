// The stay part of the POST /api/orders body, the same for both booking screens: the room, its
// nights and, when the stay's dates are known, check-in and check-out (the server refuses dates
// that disagree with the nights).
import { addStayDays } from '@pokerfest/domain';

export interface ChosenStay {
  roomId: number;
  nights: number;
  checkIn?: string | null;
  /** Derived from check-in and nights when not given. */
  checkOut?: string | null;
}

export interface StayFields {
  hotelId: number | null;
  nights: number | null;
  checkIn?: string;
  checkOut?: string;
}

export function stayFields(stay: ChosenStay | null): StayFields {
  if (!stay) return { hotelId: null, nights: null };
  const checkIn = stay.checkIn?.slice(0, 10);
  if (!checkIn) return { hotelId: stay.roomId, nights: stay.nights };
  return { hotelId: stay.roomId, nights: stay.nights, checkIn, checkOut: stay.checkOut?.slice(0, 10) || addStayDays(checkIn, stay.nights) };
}
