// The change specs' fixtures: the catalogue around the sample order (order-scenario.ts), policies,
// who asks, and `quote(request)`, which prices a change with quoteChange over a history and stores it
// as the API would (with its expiry), ready for ApplyChange.
import { addCalendarDays } from '../../shared/calendar-day';
import type { CancellationPolicy } from '../cancellation-policy';
import { DEFAULT_CANCELLATION_POLICY } from '../cancellation-policy';
import type { ChangeCommand, StoredQuote } from '../change-decider';
import { quoteChange, type ChangeCatalogue, type ChangeQuote } from '../change-quote';
import type { ChangeRequest } from '../change-request';
import type { ChangeActor, OrderEvent } from '../order-events';
import { CONFIRMED } from './order-histories';
import { HOLD_MS, NOW, USER_ID, at, given } from './order-scenario';

export const PLAYER: ChangeActor = { userId: USER_ID, role: 'player' };
export const ADMIN: ChangeActor = { userId: 1, role: 'admin' };

export const QUOTE_ID = 'c0ffee00-0000-4000-8000-000000000001';
export const OTHER_QUOTE_ID = 'c0ffee00-0000-4000-8000-000000000002';
export const QUOTE_VALID_MS = 10 * 60_000;

/** The festival of the sample order starts on 2026-04-10 (UTC). */
export const FESTIVAL_START = '2026-04-10';
/** `days` whole days before the festival's start, at `time` (UTC). */
export const daysBefore = (days: number, time = '10:00:00.000'): Date => new Date(`${addCalendarDays(FESTIVAL_START, -days)}T${time}Z`);

/** Full refund from 30 days on, a mixed one from 7 to 29 days, nothing later. */
export const THREE_TIERS: CancellationPolicy = {
  tiers: [
    { minDays: 30, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } },
    { minDays: 7, maxDays: 29, refundPercent: { hotel: 50, tournaments: 100, extras: 0 } },
    { minDays: 0, maxDays: 6, refundPercent: { hotel: 0, tournaments: 0, extras: 0 } },
  ],
};

/** Everything refunded whenever: the "policy in force" a test sets against the one an order recorded. */
export const ALWAYS_FULL: CancellationPolicy = { tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } }] };

export const confirmedWithPolicy = (policy: CancellationPolicy, version: number | null = 3, minutes = 5): OrderEvent => ({
  type: 'OrderConfirmed',
  data: { confirmedAt: at(minutes).toISOString(), policy, policyVersion: version },
});

/** The sample order paid and confirmed under `policy`. */
export const confirmedUnder = (policy: CancellationPolicy): OrderEvent[] => [...CONFIRMED.slice(0, -1), confirmedWithPolicy(policy)];

/** The festival's catalogue now: the booked room (2-night minimum, 04-08 to 04-18), seats and extras. */
export const CATALOGUE: ChangeCatalogue = {
  festivalStart: '2026-04-10',
  festivalEnd: '2026-04-20',
  room: { roomFrom: '2026-04-08', roomUntil: '2026-04-18', minStayNights: 2 },
  tournaments: [
    { id: 11, title: 'Main Event', date: '2026-04-12', buyInCents: 55_050, currency: 'EUR', canBePurchased: true, canBeReserved: true, remainingSeats: 40 },
    { id: 12, title: 'High Roller', date: '2026-04-15', buyInCents: 110_000, currency: 'EUR', canBePurchased: false, canBeReserved: true, remainingSeats: 3 },
    { id: 13, title: 'Turbo', date: '2026-04-13', buyInCents: 20_000, currency: 'EUR', canBePurchased: true, canBeReserved: false, remainingSeats: 5 },
    { id: 14, title: 'Deepstack', date: '2026-04-14', buyInCents: 55_050, currency: 'EUR', canBePurchased: true, canBeReserved: false, remainingSeats: null },
    { id: 15, title: 'Ladies Event', date: '2026-04-16', buyInCents: 15_000, currency: 'EUR', canBePurchased: true, canBeReserved: false, remainingSeats: 0 },
    { id: 16, title: 'Seniors', date: '2026-04-17', buyInCents: 30_000, currency: 'EUR', canBePurchased: false, canBeReserved: true, remainingSeats: 8 },
  ],
  extras: [
    // the transfer costs more now than when it was booked (45.50)
    { id: 21, name: 'Airport transfer', description: null, priceCents: 5_000 },
    { id: 22, name: 'Spa day', description: 'A day at the spa', priceCents: 8_000 },
  ],
};

export interface QuoteOptions {
  history?: readonly OrderEvent[];
  now?: Date;
  actor?: ChangeActor;
  policyInForce?: CancellationPolicy;
  catalogue?: ChangeCatalogue;
  quoteId?: string;
}

/** The quote as priced now (no expiry): for specs of the pricing. */
export function priced(request: ChangeRequest, options: QuoteOptions = {}): ChangeQuote {
  return quoteChange({
    state: given(...(options.history ?? CONFIRMED)).state,
    request,
    catalogue: options.catalogue ?? CATALOGUE,
    policyInForce: options.policyInForce ?? DEFAULT_CANCELLATION_POLICY,
    actor: options.actor ?? PLAYER,
    quoteId: options.quoteId ?? QUOTE_ID,
    now: options.now ?? NOW,
  });
}

/** The quote as stored by the API: confirmable for QUOTE_VALID_MS from when it was made. */
export function quote(request: ChangeRequest, options: QuoteOptions = {}): StoredQuote {
  const now = options.now ?? NOW;
  return { ...priced(request, options), expiresAt: new Date(now.getTime() + QUOTE_VALID_MS).toISOString() };
}

/** The request as the API parses it (lists default to empty). */
export const parts = (change: { nights?: number; removeTournaments?: number[]; removeExtras?: number[]; addTournaments?: number[]; addExtras?: number[] }): ChangeRequest => ({
  removeTournaments: [],
  removeExtras: [],
  addTournaments: [],
  addExtras: [],
  ...change,
});

export const CANCEL: ChangeRequest = { cancel: true };

/** Confirmed by whoever asked for it, unless `confirmedBy` says otherwise. */
export const applyChange = (stored: StoredQuote, now: Date = NOW, reason?: string, confirmedBy: ChangeActor = stored.requestedBy): ChangeCommand => ({
  type: 'ApplyChange',
  quote: stored,
  confirmedBy,
  now,
  holdMs: HOLD_MS,
  ...(reason ? { reason } : {}),
});
