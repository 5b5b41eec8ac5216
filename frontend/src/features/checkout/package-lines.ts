// What a package holds, as the one booking summary shows it: the room with its dates and nights,
// paid seats, seats paid at the venue, extras and the total, already in words and money. Each
// screen turns its own source into these lines (the stored draft, the wizard's selection, an order).
// For a signed-in player the total is the server's (issue 32): the subtotal, each discount, the total,
// and the tournament credit with what the card pays (price-lines.ts).
import type { OrderView } from '@pokerfest/domain';
import { formatDate, formatMoney } from '../catalogue';
import { orderPriceLines, type PricedLines } from './price-lines';

export interface SummaryLine {
  key: string | number;
  label: string;
  amount: string;
  /** Shown greyed: nothing to pay now. */
  muted?: boolean;
}

export interface PackageLines {
  room: { title: string; dates: string | null; line: SummaryLine } | null;
  paidSeats: SummaryLine[];
  venueSeats: SummaryLine[];
  extras: SummaryLine[];
  /** The total in words and money, or why the package cannot be priced. */
  total: { ok: true; text: string } | { ok: false; problem: string };
  /** The server's price around the total: subtotal and discounts above it, credit and the card's part below. */
  priced?: PricedLines;
}

export const PAY_AT_VENUE = 'Pay at venue';

export interface RoomSource {
  id: number;
  hotel: string;
  room: string;
  checkIn: string | null;
  checkOut: string | null;
  nights: number;
  pricePerNight: number;
  /** pricePerNight × nights, major units. */
  price: number;
  currency?: string | null;
}

export function roomLines(room: RoomSource): NonNullable<PackageLines['room']> {
  return {
    title: room.room && room.room !== room.hotel ? `${room.hotel} – ${room.room}` : room.hotel,
    dates: room.checkIn && room.checkOut ? `${formatDate(room.checkIn)} – ${formatDate(room.checkOut)}` : null,
    line: {
      key: room.id,
      label: `${room.nights} ${room.nights === 1 ? 'night' : 'nights'} × ${formatMoney(room.pricePerNight, room.currency)}`,
      amount: formatMoney(room.price, room.currency),
    },
  };
}

export const seatLabel = (title: string, date: string | null | undefined) => (date ? `${title} (${formatDate(date)})` : title);

/** The lines of a placed order (payment by order id, the confirmation). */
export function orderPackageLines(order: OrderView): PackageLines {
  const { accommodation: room, currency } = order;
  const seat = (tournament: OrderView['tournaments'][number]): SummaryLine => ({
    key: tournament.id,
    label: seatLabel(tournament.name || tournament.title, tournament.date),
    amount: tournament.isPurchased ? formatMoney(tournament.price, tournament.currency) : PAY_AT_VENUE,
    muted: !tournament.isPurchased,
  });
  return {
    room: room
      ? roomLines({ id: room.id, hotel: room.hotelName, room: room.roomType, checkIn: room.checkIn, checkOut: room.checkOut, nights: room.nights, pricePerNight: room.pricePerNight, price: room.price, currency: room.currency })
      : null,
    paidSeats: order.tournaments.filter((t) => t.isPurchased).map(seat),
    venueSeats: order.tournaments.filter((t) => !t.isPurchased).map(seat),
    extras: order.extras.map((extra) => ({ key: extra.id, label: `${extra.name} × ${extra.quantity}`, amount: formatMoney(extra.price * extra.quantity, currency) })),
    total: { ok: true, text: formatMoney(order.totalPrice, currency) },
    priced: orderPriceLines(order) ?? undefined,
  };
}
