import { daysUntilTrip, formatDay, sellerLines, type CustomerDetails, type OrderPlaced, type Seller, bookingReference } from '@pokerfest/domain';
import type { MailMessage } from '@pokerfest/infra';
import { calendarAttachment } from './mail-attachments';
import { bookingLink } from './order-mail';
import type { TripPlaces } from './trip-calendar';

// The reminder some days before the trip: where the player stays (with the hotel's address, which
// the confirmation did not give), when, each seat with its day and casino, and the trip as a
// calendar file to import.

export interface TripReminderFacts {
  placement: OrderPlaced['data'];
  customer: CustomerDetails;
  /** The trip's first day (tripStartDay). */
  startDay: string;
  places: TripPlaces;
  /** The booking as an iCalendar file (trip-calendar.ts). */
  calendar: string;
  publicUrl: string;
  now: Date;
  seller?: Seller;
}

/** "in 7 days", "tomorrow": how far off the trip is, counted in UTC days from `now`. */
export function tripCountdown(startDay: string, now: Date): string {
  const days = daysUntilTrip(startDay, now);
  if (days === 1) return 'tomorrow';
  if (days <= 0) return 'today';
  return `in ${days} days`;
}

function stayLines(room: NonNullable<OrderPlaced['data']['room']>, hotelLocation: string | null): string[] {
  return [
    `Your stay: ${room.hotelName} - ${room.roomType}`,
    ...(hotelLocation ? [`Address: ${hotelLocation}`] : []),
    `Check-in: ${formatDay(room.checkIn)}`,
    `Check-out: ${formatDay(room.checkOut)} (${room.nights} night${room.nights === 1 ? '' : 's'})`,
    '',
  ];
}

function seatLines(facts: TripReminderFacts): string[] {
  const { seats } = facts.placement;
  if (seats.length === 0) return [];
  const venue = facts.places.venue ? ` at ${facts.places.venue}` : '';
  const byDay = [...seats].sort((a, b) => a.date.localeCompare(b.date));
  return [
    'Your tournaments:',
    ...byDay.map((seat) => `- ${seat.title}: ${formatDay(seat.date)}${venue}${seat.isPurchased ? '' : ' (reserved, pay at the venue)'}`),
    '',
  ];
}

export function tripReminderEmail(facts: TripReminderFacts): MailMessage {
  const { placement, customer } = facts;
  const reference = bookingReference(placement.orderId);
  const countdown = tripCountdown(facts.startDay, facts.now);
  const lines = [`Hello ${customer.name},`, '', `Your trip to ${placement.festival.name} starts ${countdown}, on ${formatDay(facts.startDay)}. Reference: ${reference}.`, ''];
  if (placement.room) lines.push(...stayLines(placement.room, facts.places.hotelLocation));
  lines.push(...seatLines(facts));
  if (placement.extras.length > 0) lines.push(...placement.extras.map((extra) => `Extra: ${extra.name} x ${extra.quantity}`), '');
  lines.push('The calendar file attached adds your stay and your tournaments to your calendar.', '');
  lines.push(`Your booking: ${bookingLink(facts.publicUrl, placement.orderId)}`, '');
  if (facts.seller) lines.push(...sellerLines(facts.seller), '');
  return {
    to: customer.email,
    subject: `Your trip to ${placement.festival.name} starts ${countdown}`,
    text: `${lines.join('\n')}\n`,
    attachments: [calendarAttachment(placement.orderId, facts.calendar)],
  };
}
