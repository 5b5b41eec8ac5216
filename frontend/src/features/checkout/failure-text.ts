// Every failed order and payment call of both booking screens in plain words (product spec section
// 8; docs/api/orders.md 'Outcomes the pages must show in words'): a 409's reason becomes a sentence
// naming the sold-out item or the new total, never the raw JSON or 'status: body'. One map for the
// multi-page flow and the wizard.
import { ApiError } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../catalogue';

export type OrderConflict =
  | { reason: 'sold_out'; itemName: string | null; itemKind: string | null; message?: string | null }
  | { reason: 'price_changed'; totalPrice: number | null; currency: string | null }
  | { reason: 'not_payable'; message: string | null }
  | { reason: 'payment_not_verified' }
  /** Issue 30: the festival's sales have not opened yet, or they go through a queue and this buyer's turn is missing or over. */
  | { reason: 'not_on_sale'; opensAt: string | null }
  | { reason: 'admission_required' };

export const GENERIC_BOOKING_FAILURE = 'Your booking could not be completed. Please try again.';
const NO_ANSWER = 'An unexpected error occurred';
const UNREACHABLE = 'The booking service could not be reached. Please check your connection and try again.';

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The reason of a 409 answer, when it is one the pages know. */
export function orderConflict(error: unknown): OrderConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = record(error.details);
  switch (details?.reason) {
    case 'sold_out': {
      const item = record(details.item);
      // without the item the server's own sentence says most
      if (!item) return { reason: 'sold_out', itemName: null, itemKind: null, message: error.serverError?.trim() || null };
      return { reason: 'sold_out', itemName: textOf(item.name), itemKind: textOf(item.kind) };
    }
    case 'price_changed':
      return {
        reason: 'price_changed',
        totalPrice: typeof details.totalPrice === 'number' ? details.totalPrice : null,
        currency: textOf(details.currency),
      };
    case 'amount_mismatch': {
      // the payment-intent call's name for the same outcome, with the order's figure in cents
      const expected = record(details.expected);
      const cents = expected?.amountCents;
      return { reason: 'price_changed', totalPrice: typeof cents === 'number' ? cents / 100 : null, currency: textOf(expected?.currency) };
    }
    case 'not_payable':
      return { reason: 'not_payable', message: error.serverError?.trim() || null };
    case 'payment_not_verified':
      return { reason: 'payment_not_verified' };
    case 'not_on_sale':
      return { reason: 'not_on_sale', opensAt: textOf(details.opensAt) };
    case 'admission_required':
      return { reason: 'admission_required' };
    default:
      return null;
  }
}

function conflictText(conflict: OrderConflict): string {
  switch (conflict.reason) {
    case 'sold_out': {
      if (conflict.message) return conflict.message;
      const what = conflict.itemKind === 'accommodation' ? 'room' : conflict.itemKind === 'tournament' ? 'tournament' : 'option';
      const item = conflict.itemName ?? `the ${what} you chose`;
      return `Sorry, ${item} is sold out. Please go back to the package selection and choose another ${what}.`;
    }
    case 'price_changed':
      return conflict.totalPrice === null
        ? 'The price of your package has changed. Please go back to the package selection to review it.'
        : `The price of your package has changed: the total is now ${formatMoney(conflict.totalPrice, conflict.currency)}. Please go back to the package selection to review it.`;
    case 'not_payable':
      return (
        conflict.message ??
        'This booking can no longer be paid: it is already paid, was cancelled, or its hold on your rooms and seats has expired.'
      );
    case 'payment_not_verified':
      return 'Your payment has not been confirmed yet. Please check your bookings in the dashboard in a moment.';
    case 'not_on_sale':
      return conflict.opensAt
        ? `This festival is not on sale yet: sales open on ${formatDateTime(conflict.opensAt)}. Please come back to the festival page then.`
        : 'This festival is not on sale yet. Please come back to the festival page when sales open.';
    case 'admission_required':
      return "Sales for this festival go through a queue, and booking needs your turn in it (a turn lasts a limited time). Please go back to the festival page and wait for your turn there.";
    default: {
      const unknownReason: never = conflict;
      return String(unknownReason);
    }
  }
}

/** Words for a server that answered without saying why. */
function statusText(status: number): string {
  if (status === 401) return 'Your session has ended. Please log in again.';
  if (status === 404) return 'This festival or one of its options is no longer available.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'The booking service is not answering right now. Please try again in a moment.';
  return GENERIC_BOOKING_FAILURE;
}

/**
 * What the player is told about a failed call: a known conflict in words, else the server's `error`
 * text, else `fallback` (the spec's own words for that screen) or plain words by status. A call
 * that never got an answer: 'An unexpected error occurred' where the screen names a fallback, else
 * that the service could not be reached.
 */
export function failureText(error: unknown, fallback?: string): string {
  const conflict = orderConflict(error);
  if (conflict) return conflictText(conflict);
  if (error instanceof ApiError) return error.serverError?.trim() || fallback || statusText(error.status);
  if (fallback) return NO_ANSWER;
  if (error instanceof TypeError) return UNREACHABLE;
  if (error instanceof Error && error.message && !error.message.trim().startsWith('{')) return error.message;
  return GENERIC_BOOKING_FAILURE;
}

/** Whether the order was refused because the festival's sales have not opened or need a turn in its queue: the festival page is the way on. */
export function isSalesQueueRefusal(error: unknown): boolean {
  const reason = orderConflict(error)?.reason;
  return reason === 'not_on_sale' || reason === 'admission_required';
}

/** 'Error saving booking' text of the details page (spec section 8). */
export const orderSaveFailureText = (error: unknown) => failureText(error, 'Failed to create order');

export const PAYMENT_FAILURE = 'An error occurred while processing your payment.';

/** The provider's reason for a declined card, or the spec's words. */
export function declineText(reason: string | null | undefined): string {
  return reason?.trim() || PAYMENT_FAILURE;
}
