// What a failed booking step says to the player (product spec section 8, 'Booking Failed'): the
// server's or the card provider's message in plain words, never a raw error body.
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../catalogue/format';

export const GENERIC_BOOKING_FAILURE = 'Your booking could not be completed. Please try again.';

interface ErrorBody {
  error?: unknown;
  details?: { reason?: unknown; totalPrice?: unknown; currency?: unknown };
}

function errorBody(error: ApiError): ErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

function reasonText(body: ErrorBody | undefined): string | undefined {
  switch (body?.details?.reason) {
    case 'price_changed': {
      const { totalPrice, currency } = body.details;
      const price = typeof totalPrice === 'number' ? ` to ${formatMoney(totalPrice, typeof currency === 'string' ? currency : 'EUR')}` : '';
      return `The price of this package has changed${price}. Please review your selection and try again.`;
    }
    case 'not_payable':
      return 'This booking can no longer be paid: it was already paid, cancelled, or its hold has expired. Please start again.';
    case 'payment_not_verified':
      return 'Your payment has not been confirmed yet. Please check your bookings in the dashboard in a moment.';
    default:
      return undefined;
  }
}

function statusText(status: number): string {
  if (status === 401) return 'Your session has ended. Please log in again.';
  if (status === 404) return 'This festival or one of its options is no longer available.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'The booking service is not answering right now. Please try again in a moment.';
  return GENERIC_BOOKING_FAILURE;
}

/** The words of a failed booking call; a JSON body's `error` field wins over the generic words. */
export function bookingFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = errorBody(error);
    const text = reasonText(body) ?? (typeof body?.error === 'string' && body.error.trim() ? body.error.trim() : undefined);
    return text ?? statusText(error.status);
  }
  if (error instanceof TypeError) return 'The booking service could not be reached. Please check your connection and try again.';
  if (error instanceof Error && error.message && !error.message.trim().startsWith('{')) return error.message;
  return GENERIC_BOOKING_FAILURE;
}

/** The provider's reason for a declined card, or the usual words. */
export function declineText(reason: string | null | undefined): string {
  return reason?.trim() || 'Your card was declined.';
}
