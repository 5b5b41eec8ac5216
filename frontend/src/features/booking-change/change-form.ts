// The change screen's form (issue 17) and the request it sends: new nights, seats and extras to drop,
// seats and extras of the same festival to add. The request is checked with the API's own schema,
// so the form says what the server would.
import { addCalendarDays, formatDay, MAX_STAY_NIGHTS, partsChangeSchema, type OrderView, type TournamentView } from '@pokerfest/domain';
import type { z } from 'zod';

export type PartsChangeBody = z.input<typeof partsChangeSchema>;

export interface ChangeFormValues {
  /** The number field's text; the booked nights until changed. */
  nights: string;
  removeTournaments: number[];
  /** Extra id → how many of it to drop. */
  removeExtras: Record<number, number>;
  addTournaments: number[];
  /** Extra id → how many of it to add. */
  addExtras: Record<number, number>;
}

/** The most of one extra the form adds at once. */
export const MAX_EXTRA_QUANTITY = 10;
export const NIGHTS_RANGE = { min: 1, max: MAX_STAY_NIGHTS } as const;

/**
 * The nights field's hint: the check-in that stays and the check-out the typed nights give, as the
 * shop writes days ('Check-in stays Jun 1, 2027; check-out Jun 6, 2027. 1 to 60 nights.').
 */
export function stayHint(checkIn: string, nightsText: string): string {
  const nights = Number(nightsText.trim() || Number.NaN);
  const range = `${NIGHTS_RANGE.min} to ${NIGHTS_RANGE.max} nights.`;
  const fits = Number.isInteger(nights) && nights >= NIGHTS_RANGE.min && nights <= NIGHTS_RANGE.max;
  const checkOut = fits ? `check-out ${formatDay(addCalendarDays(checkIn, nights))}` : 'check-out moves with the nights';
  return `Check-in stays ${formatDay(checkIn)}; ${checkOut}. ${range}`;
}

export type ChangedOrder = Pick<OrderView, 'nights' | 'accommodation' | 'tournaments' | 'extras'>;

export function initialChangeForm(order: ChangedOrder): ChangeFormValues {
  const nights = order.accommodation?.nights ?? order.nights;
  return { nights: nights === null ? '' : String(nights), removeTournaments: [], removeExtras: {}, addTournaments: [], addExtras: {} };
}

/** The festival's tournaments a seat can still be added in: not booked already, sold or reserved online. */
export function addableTournaments(order: Pick<OrderView, 'tournaments'>, tournaments: readonly TournamentView[]): TournamentView[] {
  const booked = new Set(order.tournaments.map((tournament) => tournament.id));
  return tournaments.filter((tournament) => !booked.has(tournament.id) && (tournament.canBePurchased || tournament.canBeReserved));
}

/** Each id as many times as its quantity: the API removes or adds one per mention. */
function repeated(quantities: Record<number, number>): number[] {
  return Object.entries(quantities).flatMap(([id, quantity]) => (quantity > 0 ? Array.from({ length: Math.floor(quantity) }, () => Number(id)) : []));
}

function nightsChange(values: ChangeFormValues, order: ChangedOrder): { nights?: number } | { problem: string } {
  if (!order.accommodation) return {};
  const typed = values.nights.trim();
  if (typed === '') return { problem: `Enter the nights of your stay, ${NIGHTS_RANGE.min} to ${NIGHTS_RANGE.max}` };
  const nights = Number(typed);
  return nights === order.accommodation.nights ? {} : { nights };
}

export type BuiltChange = { ok: true; request: PartsChangeBody } | { ok: false; problem: string };

/** The body of POST /api/orders/{id}/change-quote for what the form says, or why it cannot be sent. */
export function buildChangeRequest(values: ChangeFormValues, order: ChangedOrder): BuiltChange {
  const nights = nightsChange(values, order);
  if ('problem' in nights) return { ok: false, problem: nights.problem };
  const tooMany = order.extras.find((extra) => (values.removeExtras[extra.id] ?? 0) > extra.quantity);
  if (tooMany) return { ok: false, problem: `Your booking has ${tooMany.quantity} of ${tooMany.name} to remove.` };
  const request: PartsChangeBody = {
    ...nights,
    removeTournaments: values.removeTournaments,
    removeExtras: repeated(values.removeExtras),
    addTournaments: values.addTournaments,
    addExtras: repeated(values.addExtras),
  };
  const checked = partsChangeSchema.safeParse(request);
  if (!checked.success) return { ok: false, problem: checked.error.issues[0]?.message ?? 'Invalid input' };
  // empty lists are left out: the body says only what changes
  const sent = Object.fromEntries(Object.entries(request).filter(([, value]) => !(Array.isArray(value) && value.length === 0))) as PartsChangeBody;
  return { ok: true, request: sent };
}

/** Adds or drops `id` in a list of checked ids. */
export function toggled(ids: readonly number[], id: number, checked: boolean): number[] {
  const without = ids.filter((candidate) => candidate !== id);
  return checked ? [...without, id] : without;
}

/** A quantity field's text as a whole number within 0..max (anything unreadable is 0). */
export function quantityOf(text: string, max: number): number {
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, max);
}
