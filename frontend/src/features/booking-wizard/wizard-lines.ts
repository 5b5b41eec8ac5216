// The wizard's selection as the booking core's package summary lines.
import { addStayDays, fromMajorUnits } from '@pokerfest/domain';
import { formatBuyIn, formatMoney } from '../catalogue';
import { roomName } from '../catalogue';
import { PAY_AT_VENUE, roomLines, seatLabel, type PackageLines } from '../checkout';
import { chosenExtras, chosenRoom, chosenTournaments, hotelOf, quoteSelection, type WizardCatalogue, type WizardSelection } from './wizard-package';

export function wizardPackageLines(catalogue: WizardCatalogue, selection: WizardSelection): PackageLines {
  const room = chosenRoom(catalogue, selection);
  const quote = quoteSelection(catalogue, selection);
  const currency = quote.ok ? quote.price.currency : room?.currency;
  const { checkIn, nights } = selection;
  return {
    room: room
      ? roomLines({
          id: room.id,
          hotel: hotelOf(catalogue, room)?.name ?? 'Hotel',
          room: roomName(room),
          checkIn,
          checkOut: checkIn && addStayDays(checkIn, nights),
          nights,
          pricePerNight: room.pricePerNight,
          price: (fromMajorUnits(room.pricePerNight) * nights) / 100,
          currency: room.currency,
        })
      : null,
    paidSeats: chosenTournaments(catalogue, selection, 'paid').map((t) => ({ key: t.id, label: seatLabel(t.title, t.date), amount: formatBuyIn(t.buyIn, t.currency) })),
    venueSeats: chosenTournaments(catalogue, selection, 'reserved').map((t) => ({ key: t.id, label: seatLabel(t.title, t.date), amount: PAY_AT_VENUE, muted: true })),
    extras: chosenExtras(catalogue, selection).map(({ extra, quantity }) => ({
      key: extra.id,
      label: quantity === 1 ? extra.name : `${extra.name} × ${quantity}`,
      amount: formatMoney((fromMajorUnits(extra.price) * quantity) / 100, currency),
    })),
    total: quote.ok ? { ok: true, text: formatMoney(quote.price.totalCents / 100, quote.price.currency) } : { ok: false, problem: quote.problem },
  };
}
