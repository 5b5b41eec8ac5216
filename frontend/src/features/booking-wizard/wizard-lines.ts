// The wizard's selection as the booking core's package summary lines.
import { addStayDays, fromMajorUnits } from '@pokerfest/domain';
import { formatBuyIn, formatMoney } from '../catalogue';
import { roomName } from '../catalogue';
import { roomLines, seatLabel, type PackageLines } from '../checkout';
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
    paidSeats: chosenTournaments(catalogue, selection).map((t) => ({ key: t.id, label: seatLabel(t.title, t.date), amount: formatBuyIn(t.buyIn, t.currency) })),
    venueSeats: [],
    extras: chosenExtras(catalogue, selection).map((extra) => ({ key: extra.id, label: extra.name, amount: formatMoney(extra.price, currency) })),
    total: quote.ok ? { ok: true, text: formatMoney(quote.price.totalCents / 100, quote.price.currency) } : { ok: false, problem: quote.problem },
  };
}
