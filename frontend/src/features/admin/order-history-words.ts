// An order's history in the admin Orders tab, in words: each event's type, and its data summarised
// (money in the event is in cents and shows in its currency with two decimals).
import { formatDay, formatMoment, orderStream, type OrderEvent, type OrderHistoryEntry, type QuoteLine, type QuoteTerms } from '@pokerfest/domain';
import { formatMoney } from './catalogue-format';

const TYPE_WORDS: Partial<Record<string, string>> = {
  PaymentIntentCreated: 'Payment started',
};

/** 'CustomerDetailsRecorded' → 'Customer details recorded'. */
export function eventTypeInWords(type: string): string {
  const known = TYPE_WORDS[type];
  if (known) return known;
  const words = type
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : type;
}

/** Who caused the event: the acting user, else the system (webhooks, expiry jobs). */
export function eventActor(entry: Pick<OrderHistoryEntry, 'actor'>): string {
  return entry.actor?.username ?? 'system';
}

const money = (cents: number, currency = 'EUR') => formatMoney(cents / 100, currency);
const cardEnding = (last4: string | null | undefined) => (last4 ? ` with the card ending ${last4}` : '');
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const changeLines = (lines: readonly QuoteLine[]) => lines.map((line) => line.reason).join('; ');
const quoteMoney = (terms: Pick<QuoteTerms, 'refundCents' | 'dueCents'>) =>
  terms.refundCents > 0 ? `, ${money(terms.refundCents)} refunded` : terms.dueCents > 0 ? `, ${money(terms.dueCents)} paid` : '';

function summariseKnown(event: OrderEvent): string {
  switch (event.type) {
    case 'OrderPlaced': {
      const { festival, room, seats, extras, totalCents, currency } = event.data;
      const stay = room ? `${room.hotelName} – ${room.roomType}, ${count(room.nights, 'night')}` : 'no room';
      return `${festival.name}: ${stay}; ${count(seats.length, 'seat')}; ${count(extras.length, 'extra')}; total ${money(totalCents, currency)}`;
    }
    case 'StockHeld':
      return `Held ${event.data.items.map((item) => item.name).join(', ') || 'nothing'}`;
    case 'StockReleased':
      return `Released ${event.data.items.map((item) => item.name).join(', ') || 'nothing'} (${event.data.reason})`;
    case 'CustomerDetailsRecorded':
      return [event.data.name, event.data.email, event.data.phone].filter(Boolean).join(', ');
    case 'PaymentIntentCreated':
      return `${money(event.data.amountCents, event.data.currency)} through the ${event.data.provider} provider`;
    case 'PaymentSucceeded':
      return `${money(event.data.amountCents, event.data.currency)} paid${cardEnding(event.data.cardLast4)}`;
    case 'PaymentFailed':
      return event.data.cardLast4 ? `${event.data.reason} (card ending ${event.data.cardLast4})` : event.data.reason;
    case 'OrderConfirmed':
      return 'The order is paid and confirmed';
    case 'OrderCancelled':
      return event.data.lines ? `${event.data.reason}${quoteMoney({ refundCents: event.data.refundCents ?? 0, dueCents: 0 })} (${event.data.tierLabel ?? ''}; asked by the ${event.data.requestedBy?.role ?? 'player'})` : event.data.reason;
    case 'OrderExpired':
      return 'The hold ended before the order was paid';
    case 'RefundRequested':
      return `${money(event.data.amountCents)}: ${event.data.reason}`;
    case 'OrderChanged':
      return `${changeLines(event.data.lines)}; total ${money(event.data.before.totalCents)} → ${money(event.data.after.totalCents)}${quoteMoney(event.data)} (${event.data.tierLabel}; asked by the ${event.data.requestedBy.role})`;
    case 'OrderChangeRequested':
      return `${changeLines(event.data.lines)}; waiting for ${money(event.data.dueCents)} until ${formatMoment(event.data.holdExpiresAt)} (asked by the ${event.data.requestedBy.role})`;
    case 'OrderChangeLapsed':
      return event.data.reason === 'expired' ? 'The change was not paid in time; its held items went back' : 'The change was dropped when the booking was cancelled';
    case 'InstalmentReminded':
      return `Reminded of payment ${event.data.index + 1}, due ${formatDay(event.data.dueDate)}`;
    case 'AutomaticChargesConsented':
      return `The later payments are charged automatically${cardEnding(event.data.cardLast4)}`;
    case 'AutomaticChargesWithdrawn':
      return 'Automatic charges stopped: the player pays the later payments';
    case 'InstalmentOverdue':
      return `Payment ${event.data.index + 1}, due ${formatDay(event.data.dueDate)}, is overdue; the booking is cancelled on ${formatDay(event.data.graceEndsOn)} unless it is paid`;
    default: {
      const unknown: never = event;
      return summariseAny((unknown as { data: unknown }).data);
    }
  }
}

/** The plain fields of data we do not know, as 'key: value' pairs. */
export function summariseAny(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (typeof data !== 'object') return String(data);
  return Object.entries(data)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, 6)
    .map(([key, value]) => `${eventTypeInWords(key).toLowerCase()}: ${String(value)}`)
    .join('; ');
}

/** The event's data in one line; data of an unexpected shape is listed plainly instead. */
export function summariseEvent(entry: Pick<OrderHistoryEntry, 'type' | 'data'>): string {
  const event = { type: entry.type, data: entry.data };
  if (!orderStream.isEvent(event)) return summariseAny(entry.data);
  try {
    return summariseKnown(event);
  } catch {
    return summariseAny(entry.data);
  }
}
