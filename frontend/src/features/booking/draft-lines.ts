// The stored draft as the booking core's package summary lines (details sidebar and payment page).
import { formatBuyIn, formatMoney } from '../catalogue';
import { PAY_AT_VENUE, roomLines, seatLabel, type PackageLines } from '../checkout';
import type { BookingDraft } from './booking-draft';

export function draftPackageLines(draft: BookingDraft): PackageLines {
  const room = draft.accommodation;
  return {
    room: room
      ? roomLines({ id: room.id, hotel: room.hotel, room: room.name, checkIn: room.checkIn, checkOut: room.checkOut, nights: room.nights, pricePerNight: room.pricePerNight, price: room.totalPrice })
      : null,
    paidSeats: draft.bookedTournaments.map((t) => ({ key: t.id, label: seatLabel(t.title, t.date), amount: formatBuyIn(t.buyIn) })),
    venueSeats: draft.reservedTournaments.map((t) => ({ key: t.id, label: seatLabel(t.title, t.date), amount: PAY_AT_VENUE, muted: true })),
    extras: draft.extras.map((extra) => ({ key: extra.id, label: `${extra.name} × ${extra.quantity}`, amount: formatMoney(extra.price * extra.quantity) })),
    total: { ok: true, text: formatMoney(draft.totalBookingPrice) },
  };
}
