// A quote in the player's words (issue 17): the before and after of the booking, each line with its
// money and reason, what would be refunded or due, and until when the quote holds. Until the player
// confirms, nothing has moved: the quote speaks of the refund in the future tense.
import { ApiError } from '../../lib/api-client';
import { changeQuoteViewSchema, formatDayRange, formatMoney, formatSignedCents, formatTime, type BookedContentsView, type ChangeQuoteView, type QuoteLineView } from '@pokerfest/domain';

export const NO_REFUND_TEXT = 'No money is refunded under the cancellation policy';

/** After a refund was granted: what the player can expect, and when. */
export function refundOnItsWay(refund: number, currency: string): string {
  return `Refund of ${formatMoney(refund, currency)} is on its way to your card: it usually arrives within 5–10 business days`;
}

/** 'This quote holds until 14:35 UTC', in the player's own time zone (or the one given), named. */
export function quoteHoldsUntil(expiresAt: string, timeZone?: string): string {
  return `This quote holds until ${formatTime(expiresAt, { timeZone })}`;
}

export type QuoteOutcome = { kind: 'refund' | 'due' | 'nothing'; text: string };

/**
 * What the quote moves: a refund, an amount due, or nothing. `paid` says whether money was taken for
 * the booking: only then does a refund of 0 mean the policy keeps it.
 */
export function quoteOutcome(quote: Pick<ChangeQuoteView, 'refund' | 'refundCents' | 'due' | 'dueCents' | 'currency' | 'kind'>, paid: boolean): QuoteOutcome {
  if (quote.dueCents > 0) return { kind: 'due', text: `To pay: ${formatMoney(quote.due, quote.currency)}` };
  if (quote.refundCents > 0) return { kind: 'refund', text: `You will be refunded ${formatMoney(quote.refund, quote.currency)} to your card` };
  if (paid) return { kind: 'nothing', text: NO_REFUND_TEXT };
  return { kind: 'nothing', text: quote.kind === 'cancel' ? 'Nothing was paid for this booking, so nothing is refunded.' : 'Nothing to pay or refund now: your new total is paid at checkout.' };
}

const CHANGE_WORDS: Record<QuoteLineView['change'], string> = { removed: 'Removed', added: 'Added', nights: 'Nights' };

export interface QuoteLineRow {
  key: string;
  title: string;
  /** '+€12.00' due, '−€12.00' refunded, or empty when no money moves for it. */
  amount: string;
  reason: string;
}

export function quoteLineRows(quote: Pick<ChangeQuoteView, 'lines' | 'currency'>): QuoteLineRow[] {
  return quote.lines.map((line) => ({
    key: `${line.kind}-${line.id}-${line.change}`,
    title: `${CHANGE_WORDS[line.change]}: ${line.name}`,
    amount: line.dueCents > 0 ? formatSignedCents(line.dueCents, quote.currency) : line.refundCents > 0 ? formatSignedCents(-line.refundCents, quote.currency) : '',
    reason: line.reason,
  }));
}

/** The booking's contents as short lines: the room with its nights, each seat, each extra with its quantity. */
export function contentsLines(contents: BookedContentsView): string[] {
  const { room } = contents;
  const nights = room ? `${room.nights} ${room.nights === 1 ? 'night' : 'nights'}` : '';
  return [
    ...(room ? [`${room.name}, ${nights} (${formatDayRange(room.checkIn, room.checkOut)})`] : []),
    ...contents.tournaments.map((seat) => `${seat.title}${seat.isPurchased ? '' : ' (pay at venue)'}`),
    ...contents.extras.map((extra) => `${extra.name} × ${extra.quantity}`),
  ];
}

/**
 * The fresh quote a refused confirmation carries (409 'quote_expired' or 'quote_stale'), or null:
 * the booking or its price changed since the quote the player saw.
 */
export function freshQuoteOf(error: unknown): ChangeQuoteView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details;
  if (!details || typeof details !== 'object' || !('quote' in details)) return null;
  const parsed = changeQuoteViewSchema.safeParse(details.quote);
  return parsed.success ? parsed.data : null;
}
