// What a change or cancellation of a booking would cost or give back, priced before anything moves:
// the lines it removes are refunded at the tier's percentage for their kind (the policy recorded
// when the order was paid), the lines it adds are charged at their price, and the two are netted.
// Pure: the caller hands in the order's state, the catalogue rows the request names, the policy and the clock.
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { formatCents, formatDayRange } from '../shared/shop-format';
import { DEFAULT_CANCELLATION_POLICY, daysBeforeStart, festivalHasStarted, tierFor, tierLabel, type CancellationPolicy, type PolicyTier } from './cancellation-policy';
import { isCancellation, type ChangeRequest, type PartsChange } from './change-request';
import type { BookedContents, ChangeActor, ExtraLine, QuoteLine, QuoteTerms, SeatLine } from './order-events';
import type { StockItem } from '../stock/stock-events';
import { balanceCents, bookedContents, isPaid, type OrderState } from './order-state';
import { sumSelection } from './pricing';
import type { PartCents } from './package-price';
import { discountsByPart, paidPrice } from './change-discounts';
import { cancellationRefund, netted } from './quote-refunds';
import { addStayDays, stayProblem } from './stay';

export interface CatalogueTournament {
  id: number;
  title: string;
  date: string;
  buyInCents: number;
  currency: string;
  canBePurchased: boolean;
  canBeReserved: boolean;
  /** Seats left now (capacity minus holds); null when unlimited. */
  remainingSeats: number | null;
}

export interface CatalogueExtra {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
}

/** The catalogue as it stands, for the parts a request adds or re-dates. */
export interface ChangeCatalogue {
  festivalStart: string;
  festivalEnd: string;
  /** The booked room's window and minimum stay (null when it is no longer offered). */
  room: { roomFrom: string | null; roomUntil: string | null; minStayNights: number | null } | null;
  tournaments: readonly CatalogueTournament[];
  extras: readonly CatalogueExtra[];
}

export interface QuoteInput {
  state: OrderState;
  request: ChangeRequest;
  catalogue: ChangeCatalogue;
  /** The policy in force now: the terms of an order not confirmed yet (a confirmed one keeps the terms it was confirmed under). */
  policyInForce: CancellationPolicy;
  actor: ChangeActor;
  quoteId: string;
  now: Date;
}

export interface ChangeQuote extends QuoteTerms {
  kind: 'cancel' | 'change';
  currency: string;
  before: BookedContents;
  after: BookedContents;
  /** Units the change takes (added seats) and gives back (removed seats). */
  hold: StockItem[];
  release: StockItem[];
  /** The order's revision the quote was made on: it is confirmed on that order only. */
  basisRevision: number;
}

const percentOf = (cents: number, percent: number) => Math.floor((cents * percent) / 100);

interface Terms {
  tier: PolicyTier;
  /** Money moves only for a paid booking; an unpaid one is simply re-priced before its checkout. */
  paid: boolean;
  currency: string;
  /**
   * The booking's lines at their prices, and what it costs after its discounts (issue 32): a line
   * taken away is worth its price less its share of the discounts, so nothing is refunded that
   * was never paid.
   */
  fullCents: number;
  totalCents: number;
  /** The discounts still on the booking, part by part (on the parts they came off), and each part's price. */
  partDiscount: PartCents;
  partFull: PartCents;
}

function termsOf({ state, policyInForce, now }: QuoteInput): Terms & { days: number | null } {
  const paid = isPaid(state);
  // a confirmed order keeps the terms it was confirmed under (one confirmed before policies were
  // recorded, the spec's rule); a pending one, paid or not, the terms its confirmation will record
  const policy = state.status === 'confirmed' ? (state.policy ?? DEFAULT_CANCELLATION_POLICY) : policyInForce;
  const days = daysBeforeStart(state.placement?.festival.startDate, now);
  const sums = sumSelection(pricingOf(bookedContents(state)));
  const partFull: PartCents = { hotel: sums.roomCents, tournaments: sums.seatsCents, extras: sums.extrasCents };
  const partDiscount = discountsByPart(state, partFull, Math.max(0, sums.totalCents - state.totalCents));
  return { tier: tierFor(policy, days), paid, currency: state.currency, days, fullCents: sums.totalCents, totalCents: state.totalCents, partDiscount, partFull };
}

function removal(terms: Terms, listed: Pick<QuoteLine, 'kind' | 'id' | 'name' | 'quantity' | 'priceCents'>, percentKey: keyof PolicyTier['refundPercent'], what: string): QuoteLine {
  const line = { ...listed, priceCents: paidPrice(terms, listed.kind, listed.priceCents) };
  const percent = terms.tier.refundPercent[percentKey];
  const money = formatCents(line.priceCents, terms.currency);
  if (!terms.paid) return { ...line, change: line.kind === 'hotel' && line.quantity < 0 ? 'nights' : 'removed', refundPercent: null, refundCents: 0, dueCents: 0, reason: `${what} removed: ${money} less to pay` };
  const refundCents = line.priceCents > 0 ? percentOf(line.priceCents, percent) : 0;
  const reason =
    line.priceCents === 0
      ? `${what} removed: paid at the venue, nothing to refund`
      : `${what} removed: ${percent}% of ${money} refunded (${tierLabel(terms.tier)})`;
  return { ...line, change: line.kind === 'hotel' && line.quantity < 0 ? 'nights' : 'removed', refundPercent: percent, refundCents, dueCents: 0, reason };
}

function addition(terms: Terms, line: Pick<QuoteLine, 'kind' | 'id' | 'name' | 'quantity' | 'priceCents'>, what: string): QuoteLine {
  const money = formatCents(line.priceCents, terms.currency);
  const change = line.kind === 'hotel' ? 'nights' : 'added';
  if (line.priceCents === 0) return { ...line, change, refundPercent: null, refundCents: 0, dueCents: 0, reason: `${what} added: paid at the venue` };
  if (!terms.paid) return { ...line, change, refundPercent: null, refundCents: 0, dueCents: 0, reason: `${what} added: ${money} more to pay` };
  return { ...line, change, refundPercent: null, refundCents: 0, dueCents: line.priceCents, reason: `${what} added: ${money} to pay` };
}

const seatPrice = (seat: SeatLine) => (seat.isPurchased ? seat.buyInCents : 0);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function cancellationLines(terms: Terms, before: BookedContents): QuoteLine[] {
  const lines: QuoteLine[] = [];
  const { room } = before;
  if (room) {
    const line = { kind: 'hotel' as const, id: room.id, name: `${room.hotelName} - ${room.roomType}`, quantity: -room.nights, priceCents: room.pricePerNightCents * room.nights };
    lines.push({ ...removal(terms, line, 'hotel', `${line.name}, ${plural(room.nights, 'night')}`), change: 'removed' });
  }
  for (const seat of before.seats) lines.push(removal(terms, { kind: 'tournament', id: seat.id, name: seat.title, quantity: -1, priceCents: seatPrice(seat) }, 'tournaments', `${seat.title} seat`));
  for (const extra of before.extras) {
    lines.push(removal(terms, { kind: 'extra', id: extra.id, name: extra.name, quantity: -extra.quantity, priceCents: extra.priceCents * extra.quantity }, 'extras', `${extra.name} × ${extra.quantity}`));
  }
  return lines;
}

function counts(ids: readonly number[]): Map<number, number> {
  const byId = new Map<number, number>();
  for (const id of ids) byId.set(id, (byId.get(id) ?? 0) + 1);
  return byId;
}

function changeNights(input: QuoteInput, terms: Terms, contents: BookedContents, nights: number | undefined, lines: QuoteLine[]): BookedContents {
  const room = contents.room;
  if (nights === undefined || (room && nights === room.nights)) return contents;
  if (!room) throw new ValidationError('This booking has no hotel room whose nights could change.');
  const rules = input.catalogue.room;
  if (!rules) throw new NotFoundError('The booked room is no longer offered, so its nights cannot change.');
  const checkOut = addStayDays(room.checkIn, nights);
  const window = { festivalStart: input.catalogue.festivalStart, festivalEnd: input.catalogue.festivalEnd, roomFrom: rules.roomFrom, roomUntil: rules.roomUntil, minStayNights: rules.minStayNights };
  const problem = stayProblem({ checkIn: room.checkIn, checkOut, nights }, window);
  if (problem) throw new ValidationError(problem, { reason: 'stay_not_allowed' });
  const difference = nights - room.nights;
  const line = { kind: 'hotel' as const, id: room.id, name: `${room.hotelName} - ${room.roomType}`, quantity: difference, priceCents: Math.abs(difference) * room.pricePerNightCents };
  const what = `${plural(Math.abs(difference), 'night')} (${formatDayRange(room.checkIn, checkOut)})`;
  lines.push(difference > 0 ? addition(terms, line, what) : removal(terms, line, 'hotel', what));
  return { ...contents, room: { ...room, nights, checkOut } };
}

function removeSeats(terms: Terms, contents: BookedContents, ids: readonly number[], lines: QuoteLine[], release: StockItem[]): BookedContents {
  let seats = contents.seats;
  for (const [id, count] of counts(ids)) {
    const seat = seats.find((candidate) => candidate.id === id);
    if (!seat) throw new ValidationError(`Tournament ${id} is not part of this booking.`, { reason: 'not_booked', tournamentId: id });
    if (count > 1) throw new ValidationError(`A booking holds one seat per tournament: ${seat.title} can be removed once.`);
    seats = seats.filter((candidate) => candidate.id !== id);
    release.push({ kind: 'tournament', id, name: seat.title });
    lines.push(removal(terms, { kind: 'tournament', id, name: seat.title, quantity: -1, priceCents: seatPrice(seat) }, 'tournaments', `${seat.title} seat`));
  }
  return { ...contents, seats };
}

function addSeats(input: QuoteInput, terms: Terms, contents: BookedContents, ids: readonly number[], lines: QuoteLine[], hold: StockItem[]): BookedContents {
  const seats = [...contents.seats];
  for (const [id, count] of counts(ids)) {
    const row = input.catalogue.tournaments.find((candidate) => candidate.id === id);
    if (!row) throw new ValidationError(`Tournament ${id} is not part of this festival.`, { reason: 'not_offered', tournamentId: id });
    if (count > 1 || seats.some((seat) => seat.id === id)) throw new ValidationError(`This booking already has a seat in ${row.title}: a booking holds one seat per tournament.`);
    if (!row.canBePurchased && !row.canBeReserved) throw new ValidationError(`Seats in ${row.title} are not offered online.`);
    if (row.remainingSeats !== null && row.remainingSeats <= 0) throw new ConflictError(`Sorry, ${row.title} is sold out.`, { reason: 'sold_out', item: { kind: 'tournament', id, name: row.title } });
    const isPurchased = row.canBePurchased;
    if (isPurchased && row.currency !== terms.currency && row.buyInCents > 0) {
      throw new ValidationError(`${row.title} is sold in ${row.currency}; this booking is paid in ${terms.currency}.`);
    }
    const seat: SeatLine = { id, title: row.title, date: row.date, buyInCents: row.buyInCents, currency: row.currency, isPurchased };
    seats.push(seat);
    hold.push({ kind: 'tournament', id, name: row.title });
    lines.push(addition(terms, { kind: 'tournament', id, name: row.title, quantity: 1, priceCents: seatPrice(seat) }, `${row.title} seat`));
  }
  return { ...contents, seats };
}

function removeExtras(terms: Terms, contents: BookedContents, ids: readonly number[], lines: QuoteLine[]): BookedContents {
  let extras = contents.extras;
  for (const [id, count] of counts(ids)) {
    const extra = extras.find((candidate) => candidate.id === id);
    if (!extra || extra.quantity < count) throw new ValidationError(`This booking has ${extra ? `only ${extra.quantity} of ${extra.name}` : `no extra ${id}`} to remove.`, { reason: 'not_booked', extraId: id });
    extras = extra.quantity === count ? extras.filter((candidate) => candidate.id !== id) : extras.map((candidate) => (candidate.id === id ? { ...candidate, quantity: candidate.quantity - count } : candidate));
    lines.push(removal(terms, { kind: 'extra', id, name: extra.name, quantity: -count, priceCents: extra.priceCents * count }, 'extras', `${extra.name} × ${count}`));
  }
  return { ...contents, extras };
}

function addExtras(input: QuoteInput, terms: Terms, contents: BookedContents, ids: readonly number[], lines: QuoteLine[]): BookedContents {
  let extras: ExtraLine[] = contents.extras;
  for (const [id, count] of counts(ids)) {
    const booked = extras.find((candidate) => candidate.id === id);
    const row = input.catalogue.extras.find((candidate) => candidate.id === id);
    if (!row) throw new ValidationError(`Extra ${id} is not offered for this festival.`, { reason: 'not_offered', extraId: id });
    // more of an extra already booked is sold at the booked price: one line per extra
    const priceCents = booked ? booked.priceCents : row.priceCents;
    extras = booked
      ? extras.map((candidate) => (candidate.id === id ? { ...candidate, quantity: candidate.quantity + count } : candidate))
      : [...extras, { id, name: row.name, description: row.description, priceCents, quantity: count }];
    lines.push(addition(terms, { kind: 'extra', id, name: row.name, quantity: count, priceCents: priceCents * count }, `${row.name} × ${count}`));
  }
  return { ...contents, extras };
}

function assertChangeable(input: QuoteInput, cancelling: boolean): void {
  const { state, actor, now } = input;
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (state.status === 'cancelled' || state.status === 'expired') {
    throw new ConflictError(`This booking is ${state.status} and can no longer be changed.`, { reason: 'not_changeable', status: state.status });
  }
  if (actor.role !== 'admin' && actor.role !== 'shop' && festivalHasStarted(state.placement?.festival.startDate, now)) {
    throw new ConflictError('The festival has started: this booking can no longer be changed or cancelled online. Please contact support.', { reason: 'festival_started' });
  }
  if (state.plan && balanceCents(state) > 0 && !cancelling) {
    // the schedule was fixed for this total: a change would re-price what is still owed
    throw new ConflictError('This booking is paid in parts: pay the balance before changing it (it can still be cancelled).', { reason: 'balance_outstanding' });
  }
  if (state.pendingChange && !cancelling) {
    throw new ConflictError('A change of this booking is waiting for its payment: pay it, or let it lapse, before asking for another.', { reason: 'change_pending', quoteId: state.pendingChange.quoteId });
  }
}

const empty = (contents: BookedContents) => !contents.room && contents.seats.length === 0 && contents.extras.length === 0;

const pricingOf = (contents: BookedContents) => ({
  room: contents.room && { pricePerNightCents: contents.room.pricePerNightCents, nights: contents.room.nights, currency: contents.room.currency },
  seats: contents.seats,
  extras: contents.extras,
});

function priced(contents: BookedContents): BookedContents {
  return { ...contents, totalCents: sumSelection(pricingOf(contents)).totalCents };
}

function changedContents(input: QuoteInput, terms: Terms, change: PartsChange, lines: QuoteLine[], hold: StockItem[], release: StockItem[]): BookedContents {
  const overlap = change.addTournaments.find((id) => change.removeTournaments.includes(id));
  if (overlap !== undefined) throw new ValidationError(`Tournament ${overlap} cannot be both added and removed in one change.`);
  let contents = bookedContents(input.state);
  contents = changeNights(input, terms, contents, change.nights, lines);
  contents = removeSeats(terms, contents, change.removeTournaments, lines, release);
  contents = addSeats(input, terms, contents, change.addTournaments, lines, hold);
  contents = removeExtras(terms, contents, change.removeExtras, lines);
  contents = addExtras(input, terms, contents, change.addExtras, lines);
  if (lines.length === 0) throw new ValidationError('Nothing to change: the booking already is as asked.', { reason: 'no_change' });
  return priced(contents);
}

export function quoteChange(input: QuoteInput): ChangeQuote {
  const { state, request } = input;
  const cancelling = isCancellation(request);
  assertChangeable(input, cancelling);
  const terms = termsOf(input);
  const before = bookedContents(state);
  const common = { quoteId: input.quoteId, requestedBy: input.actor, tier: terms.tier, tierLabel: tierLabel(terms.tier), daysBeforeStart: terms.days, currency: state.currency, before, basisRevision: state.revision };
  const cancellation = (): ChangeQuote => {
    const lines = cancellationLines(terms, before);
    return { ...common, kind: 'cancel', lines, ...cancellationRefund(state, lines), after: { room: null, seats: [], extras: [], totalCents: 0 }, hold: [], release: [...state.heldItems] };
  };
  if (cancelling) return cancellation();
  const lines: QuoteLine[] = [];
  const hold: StockItem[] = [];
  const release: StockItem[] = [];
  const listed = changedContents(input, terms, request, lines, hold, release);
  // removing the last item is cancelling the booking
  if (empty(listed)) return cancellation();
  // a discounted booking keeps what is left of its discounts: less the removed lines' shares of them
  const after = terms.fullCents === terms.totalCents ? listed : { ...listed, totalCents: state.totalCents + lines.reduce((sum, line) => sum + (line.change === 'added' || line.quantity > 0 ? line.priceCents : -line.priceCents), 0) };
  return { ...common, kind: 'change', lines, ...netted(state, lines), after, hold, release };
}
