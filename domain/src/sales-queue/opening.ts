import { ConflictError } from '../shared/errors';

// When an item may be sold (issue 30): an opening is a festival's, or one of its room types' or
// tournaments', "sales open at" instant. Before it nothing of it can be booked; in the last minutes
// before it visitors gather in a waiting room, and from it they are let through in a fair order.

/** An opening of a festival's sales: every item of the festival whose own time (or the festival's) is `opensAt`. */
export interface SalesOpening {
  festivalId: string;
  opensAt: Date;
}

/** The rules of every waiting room, from the shop's configuration. */
export interface QueueRules {
  /** How long before the opening the waiting room takes visitors in. */
  waitingRoomMs: number;
  /** How long a visitor who stopped asking keeps the place. */
  keepPlaceMs: number;
  /** How long an admission lets its holder place orders. */
  admissionValidMs: number;
}

export type OpeningPhase = 'countdown' | 'waiting_room' | 'open';

/** Where an opening stands at `now`: counting down, gathering its waiting room, or open. */
export function phaseOf(opensAt: Date, now: Date, rules: Pick<QueueRules, 'waitingRoomMs'>): OpeningPhase {
  const until = opensAt.getTime() - now.getTime();
  if (until <= 0) return 'open';
  return until <= rules.waitingRoomMs ? 'waiting_room' : 'countdown';
}

/** The opening an item sells under: its own time when it has one, else its festival's. */
export function openingTimeOf(own: Date | null, festival: Date | null): Date | null {
  return own ?? festival;
}

/** A placement for an item before its opening: the 409 every early buyer gets. */
export function notOnSale(opening: SalesOpening): ConflictError {
  return new ConflictError(`Sales open at ${opening.opensAt.toISOString()}. Please come back then.`, {
    reason: 'not_on_sale',
    festivalId: opening.festivalId,
    opensAt: opening.opensAt.toISOString(),
  });
}

/** A placement without a valid admission while the opening's queue lets people through. */
export function admissionRequired(opening: SalesOpening): ConflictError {
  return new ConflictError('Sales for this festival go through the queue. Please wait for your turn on the festival page.', {
    reason: 'admission_required',
    festivalId: opening.festivalId,
    opensAt: opening.opensAt.toISOString(),
  });
}
