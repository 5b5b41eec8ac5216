// The festival page's selections, kept in the cart: every change updates the festival's cart entry,
// and opening the page restores them (the hotel only if its room is still offered).
import { useEffect, useMemo, useRef, useState } from 'react';
import { calendarDayOf } from '@pokerfest/domain';
import { findEntry } from '../cart';
import { festivalTotal } from '../cart';
import type { CartProduct } from '../cart';
import { useCart } from '../cart';
import { roomName, festivalTitle, type Accommodation, type Extra, type Festival, type Hotel, type Tournament } from '../catalogue';
import { nextTournamentSelection, type TournamentSelection, type TournamentSelectionEvent } from './machines/tournament-selection.machine';
import { changedStay, defaultStay, fittedStay, stayWindow, type Stay } from './stay-dates';

export function cartProductOf(festival: Festival): CartProduct {
  const title = festivalTitle(festival);
  return {
    productId: festival.productId,
    productName: festival.name || title,
    festivalName: title,
    location: festival.location,
    startDate: festival.startDate,
    endDate: festival.endDate,
  };
}

export function roomLabel(accommodation: Accommodation, hotels: readonly Hotel[] | undefined): string {
  const hotel = hotels?.find((candidate) => candidate.id === accommodation.hotelId);
  return hotel ? `${hotel.name} – ${roomName(accommodation)}` : roomName(accommodation);
}

interface Catalogue {
  accommodations: readonly Accommodation[] | undefined;
  hotels: readonly Hotel[] | undefined;
}

export function useFestivalSelection(festival: Festival, { accommodations, hotels }: Catalogue) {
  const cart = useCart();
  const product = useMemo(() => cartProductOf(festival), [festival]);
  const entry = findEntry(cart.entries, product.productId);
  const hotel = entry?.hotel;
  const [stay, setStay] = useState<Stay>(() =>
    hotel ? { checkIn: hotel.checkIn, checkOut: hotel.checkOut, nights: hotel.nights } : defaultStay(festival.startDate, festival.endDate),
  );
  const chosenRoom = hotel && accommodations?.find((candidate) => candidate.id === hotel.id);
  const window = stayWindow(festival, chosenRoom);
  /** The stay moved into the room's window and minimum stay (the room is chosen with the dates as they are). */
  const fittedTo = (room: Accommodation | undefined, dates: Stay) => fittedStay(calendarDayOf(dates.checkIn), calendarDayOf(dates.checkOut), stayWindow(festival, room));

  const putRoom = (room: Accommodation, dates: Stay) =>
    cart.setHotel(product, {
      id: room.id,
      hotelId: room.hotelId,
      name: roomLabel(room, hotels),
      pricePerNight: room.pricePerNight,
      currency: room.currency,
      nights: dates.nights,
      checkIn: dates.checkIn,
      checkOut: dates.checkOut,
    });

  const chooseRoom = (room: Accommodation) => {
    const next = fittedTo(room, stay);
    setStay(next);
    putRoom(room, next);
  };

  // once the rooms are known: a restored hotel whose room is no longer offered is cleared, and a
  // restored stay that no longer fits its room (its window or minimum changed) is fitted to it
  const checkedRestore = useRef(false);
  useEffect(() => {
    if (checkedRestore.current || !accommodations) return;
    checkedRestore.current = true;
    if (!hotel) return;
    const room = accommodations.find((candidate) => candidate.id === hotel.id);
    if (!room) {
      cart.removeHotel(product.productId);
      return;
    }
    const fitted = fittedTo(room, stay);
    if (fitted.checkIn.getTime() !== stay.checkIn.getTime() || fitted.checkOut.getTime() !== stay.checkOut.getTime()) chooseRoom(room);
    // runs once, when the rooms arrive: the values it reads are those of that moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accommodations]);

  const changeStay = (field: 'checkIn' | 'checkOut', value: string) => {
    const next = changedStay(stay, field, value, window);
    setStay(next);
    if (chosenRoom) putRoom(chosenRoom, next);
  };

  const selectionOf = (tournament: Tournament): TournamentSelection => {
    const chosen = entry?.tournaments.find((t) => t.id === tournament.id);
    if (!chosen) return 'none';
    return chosen.isPurchased ? 'booked' : 'reserved';
  };

  const sendTournament = (tournament: Tournament, event: TournamentSelectionEvent) => {
    const abilities = { canBePurchased: tournament.canBePurchased !== false, canBeReserved: tournament.canBeReserved === true };
    const next = nextTournamentSelection(abilities, selectionOf(tournament), event);
    if (next === 'none') {
      cart.removeTournament(product.productId, tournament.id);
      return;
    }
    cart.addTournament(product, {
      id: tournament.id,
      title: tournament.title,
      buyIn: tournament.buyIn,
      currency: tournament.currency,
      date: tournament.date,
      isPurchased: next === 'booked',
    });
  };

  const hasExtra = (extra: Extra) => Boolean(entry?.extras.some((e) => e.id === extra.id));
  const toggleExtra = (extra: Extra) =>
    hasExtra(extra)
      ? cart.removeExtra(product.productId, extra.id)
      : cart.addExtra(product, { id: extra.id, name: extra.name, description: extra.description, price: extra.price, quantity: 1 });

  return {
    entry,
    stay,
    /** Where the stay may lie now: the festival, and the chosen room's window and minimum stay. */
    window,
    changeStay,
    selectedRoomId: hotel?.id,
    selectRoom: chooseRoom,
    toggleRoom: (room: Accommodation) => (hotel?.id === room.id ? cart.removeHotel(product.productId) : chooseRoom(room)),
    selectionOf,
    sendTournament,
    hasExtra,
    toggleExtra,
    total: entry ? festivalTotal(entry) : 0,
  };
}

export type FestivalSelection = ReturnType<typeof useFestivalSelection>;
