import '../festival.css';
import type { Accommodation, Extra, Hotel, Tournament } from '../../catalogue';
import { NotifyMeButton } from '../../waiting-list';
import type { ChoosableWhenSoldOut, OnSaleFrom, SoldOutAction } from '../sold-out-action';
import type { FestivalSelection } from '../use-festival-selection';
import { ExtrasSection } from './extras-section';
import { HotelSection } from './hotel-section';
import type { ListQuery } from './package-section';
import { TournamentSection } from './tournament-section';

export interface PackageLists {
  accommodations: ListQuery<Accommodation>;
  hotels: readonly Hotel[] | undefined;
  tournaments: ListQuery<Tournament>;
  extras: ListQuery<Extra>;
}

interface PackageChoicesProps {
  lists: PackageLists;
  selection: FestivalSelection;
  /** What a sold-out room type or seat offers; the waiting list's "Notify me" unless told. */
  soldOutAction?: SoldOutAction;
  /** A sold-out item this player may still choose (held for them by a waiting-list offer). */
  choosableWhenSoldOut?: ChoosableWhenSoldOut;
  /** Why the player cannot go on yet, shown in the hotel section once they tried (the wizard's 'Please select a hotel'). */
  roomProblem?: string | null;
  /** Which rooms and seats are not on sale yet; all are when left out. */
  onSaleFrom?: OnSaleFrom;
}

/**
 * The package's three sections, hotel and dates, tournaments and extras, as the festival page and
 * the booking wizard both show them: one set of controls and one stay rule for both screens, each
 * choice kept in the festival's cart entry.
 */
export function PackageChoices({ lists, selection, soldOutAction, choosableWhenSoldOut, roomProblem, onSaleFrom }: PackageChoicesProps) {
  const notifyMe: SoldOutAction = (item) => (
    <NotifyMeButton item={item.kind === 'accommodation' ? { kind: 'accommodation', id: item.id, nights: selection.stay.nights } : { kind: 'tournament', id: item.id }} itemName={item.name} />
  );
  const onSoldOut = soldOutAction ?? notifyMe;
  return (
    <>
      <HotelSection
        accommodations={lists.accommodations}
        hotels={lists.hotels}
        selection={selection}
        soldOutAction={onSoldOut}
        choosableWhenSoldOut={choosableWhenSoldOut}
        problem={roomProblem}
        onSaleFrom={onSaleFrom}
      />
      <TournamentSection tournaments={lists.tournaments} selection={selection} soldOutAction={onSoldOut} choosableWhenSoldOut={choosableWhenSoldOut} onSaleFrom={onSaleFrom} />
      <ExtrasSection extras={lists.extras} selection={selection} />
    </>
  );
}
