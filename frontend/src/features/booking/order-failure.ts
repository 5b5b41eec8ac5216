// Failed order and payment calls in plain words (product spec section 8; docs/api/orders.md
// 'Outcomes the pages must show in words'): a 409's reason becomes a sentence naming the sold-out
// item or the new total, never the raw JSON or 'status: body'.
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../catalogue/format';

export type OrderConflict =
  | { reason: 'sold_out'; itemName: string | null; itemKind: string | null }
  | { reason: 'price_changed'; totalPrice: number | null; currency: string | null }
  | { reason: 'not_payable'; message: string | null }
  | { reason: 'payment_not_verified' };

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
      return { reason: 'sold_out', itemName: textOf(item?.name), itemKind: textOf(item?.kind) };
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
    default:
      return null;
  }
}

function conflictText(conflict: OrderConflict): string {
  switch (conflict.reason) {
    case 'sold_out': {
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
      return 'Your payment has not been verified yet.';
    default: {
      const unknownReason: never = conflict;
      return String(unknownReason);
    }
  }
}

/**
 * What a toast says about a failed call: a known conflict in words, else the server's `error`
 * text, else `fallback` for a server that said nothing, else 'An unexpected error occurred' for a
 * call that never got an answer.
 */
export function failureText(error: unknown, fallback: string): string {
  const conflict = orderConflict(error);
  if (conflict) return conflictText(conflict);
  if (error instanceof ApiError) return error.serverError?.trim() || fallback;
  return 'An unexpected error occurred';
}

/** 'Error saving booking' text of the details page (spec section 8). */
export const orderSaveFailureText = (error: unknown) => failureText(error, 'Failed to create order');
