import { bookingReference, calendarDayStart } from '@pokerfest/domain';
import ical, { ICalEventStatus } from 'ical-generator';
import type { OrderState, SeatLine } from '@pokerfest/domain';
import { calendarText, escapedCalendarText } from './calendar-text';
import { bookingLink } from './order-mail';

// A booking's trip as an iCalendar file (RFC 5545), made with ical-generator: one all-day event for
// the hotel stay (check-in to check-out) and one per tournament seat. UIDs are the booking's and the
// item's, and SEQUENCE is the order's revision, so importing the file again after a change updates
// the events instead of adding them twice; a cancelled booking's events say CANCELLED. A seat a
// change removed stays in the file as CANCELLED under its UID (its SEQUENCE, the revision, is past
// every file that still held it), or a calendar that imported it would keep it. The stay's UID is the
// booking's alone and a change only moves its nights, so it is updated, never replaced. Every text
// passes calendarText or escapedCalendarText: no stored text ends a property's line early.

export interface TripPlaces {
  /** The hotel's address as the catalogue holds it. */
  hotelLocation: string | null;
  /** Where the tournaments are played: the festival's casino, else the festival's location. */
  venue: string;
}

export interface TripCalendarOptions {
  publicUrl: string;
  /** The shop's domain part of the UIDs. */
  uidDomain: string;
  now: Date;
}

export function tripCalendar(state: OrderState, places: TripPlaces, options: TripCalendarOptions): string {
  const placement = state.placement;
  if (!placement || !state.orderId) throw new Error('A calendar needs a placed order');
  const reference = bookingReference(state.orderId);
  const link = bookingLink(options.publicUrl, state.orderId);
  const status = state.status === 'cancelled' || state.status === 'expired' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED;
  const calendar = ical({ name: escapedCalendarText(`${placement.festival.name} (${reference})`), prodId: { company: options.uidDomain, product: 'pokerfest' } });
  const common = { allDay: true, stamp: options.now, sequence: state.revision, status, url: link };
  const { room } = placement;
  if (room) {
    calendar.createEvent({
      ...common,
      id: `stay-${state.orderId}@${options.uidDomain}`,
      start: calendarDayStart(room.checkIn),
      end: calendarDayStart(room.checkOut),
      summary: calendarText(`${room.hotelName} – ${room.roomType} (${placement.festival.name})`),
      location: calendarText(places.hotelLocation ? `${room.hotelName}, ${places.hotelLocation}` : room.hotelName),
      description: calendarText(`${room.nights} night${room.nights === 1 ? '' : 's'}, booking ${reference}: ${link}`),
    });
  }
  const addSeat = (seat: SeatLine, seatStatus: ICalEventStatus) => {
    calendar.createEvent({
      ...common,
      status: seatStatus,
      id: `seat-${state.orderId}-${seat.id}@${options.uidDomain}`,
      start: calendarDayStart(seat.date),
      end: calendarDayStart(seat.date, 1),
      summary: calendarText(`${seat.title} (${placement.festival.name})`),
      location: calendarText(places.venue),
      description: calendarText(`${seat.isPurchased ? 'Seat paid' : 'Seat reserved, paid at the venue'}, booking ${reference}: ${link}`),
    });
  };
  for (const seat of placement.seats) addSeat(seat, status);
  for (const seat of state.removedSeats) addSeat(seat, ICalEventStatus.CANCELLED);
  return calendar.toString();
}
