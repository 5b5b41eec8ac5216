import { documentSources, type OrderCancelled, type OrderChanged, type OrderState } from '@pokerfest/domain';
import type { Executor, StoredAttachment } from '@pokerfest/infra';
import { bookingReference } from './order-mail';
import { tripCalendar } from './trip-calendar';
import { tripPlaces } from './trip-places';

// What the booking e-mails carry besides their text: the trip as a calendar file (small, made now and
// kept inline with the e-mail) and the order's invoice or credit note by reference (its PDF is made
// from the issued document when the e-mail is sent; the documents context issues it in the same
// transaction as the event, so it is there by then, unless it waits for the seller's details).

/** The booking's document of this cause, as the outbox keeps it. */
export const documentAttachment = (orderId: string, sourceKey: string): StoredAttachment => ({ document: { orderId, sourceKey } });

/** 'trip-NF-1A2B.ics': the trip as the calendar route gives it, at the time of the e-mail. */
export async function tripCalendarAttachment(db: Executor, state: OrderState, options: { publicUrl: string; now: Date }): Promise<StoredAttachment> {
  const placement = state.placement;
  if (!placement) throw new Error('A calendar needs a placed order');
  const places = await tripPlaces(db, placement.festival.productId, placement.room?.hotelId ?? null);
  const calendar = tripCalendar(state, places, { publicUrl: options.publicUrl, uidDomain: new URL(options.publicUrl).hostname, now: options.now });
  return { filename: `trip-${bookingReference(placement.orderId)}.ics`, contentType: 'text/calendar; charset=utf-8', contentBase64: Buffer.from(calendar, 'utf8').toString('base64') };
}

/** A change that moved money has its document: the invoice for the difference charged, or the credit note for the refund. */
export function changeDocumentSource(change: Pick<OrderChanged['data'], 'quoteId' | 'dueCents' | 'refundCents'>): string | null {
  if (change.dueCents > 0) return documentSources.changeDifference(change.quoteId);
  if (change.refundCents > 0) return documentSources.refund(change.quoteId);
  return null;
}

/** A quoted cancellation that gave money back has its credit note. */
export function cancellationDocumentSource(cancelled: Pick<OrderCancelled['data'], 'quoteId' | 'refundCents'>): string | null {
  return cancelled.quoteId !== undefined && (cancelled.refundCents ?? 0) > 0 ? documentSources.refund(cancelled.quoteId) : null;
}
