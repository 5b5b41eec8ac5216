import { bookingReference } from '@pokerfest/domain';
import type { DocumentRequest, OrderState } from '@pokerfest/domain';
import type { Executor, StoredAttachment } from '@pokerfest/infra';
import { tripCalendar } from './trip-calendar';
import { tripPlaces } from './trip-places';

// What the booking e-mails carry besides their text: the trip as a calendar file (small, made now and
// kept inline with the e-mail) and the order's invoice or credit note by reference (its PDF is made
// from the issued document when the e-mail is sent; the documents context issues it in the same
// transaction as the event, so it is there by then, unless it waits for the seller's details).

/**
 * The document an event asks for (the domain's request: `confirmationInvoice`, `changeDocument`,
 * `cancellationCreditNote`), by reference; none when the event asks for none (nothing paid, no money moved).
 */
export const attachedDocument = (request: Pick<DocumentRequest, 'orderId' | 'sourceKey'> | null): StoredAttachment[] =>
  request ? [{ document: { orderId: request.orderId, sourceKey: request.sourceKey } }] : [];

/** 'trip-NF-1A2B.ics': the trip as the calendar route gives it, at the time of the e-mail. */
export async function tripCalendarAttachment(db: Executor, state: OrderState, options: { publicUrl: string; now: Date }): Promise<StoredAttachment> {
  const placement = state.placement;
  if (!placement) throw new Error('A calendar needs a placed order');
  const places = await tripPlaces(db, placement.festival.productId, placement.room?.hotelId ?? null);
  const calendar = tripCalendar(state, places, { publicUrl: options.publicUrl, uidDomain: new URL(options.publicUrl).hostname, now: options.now });
  return calendarAttachment(placement.orderId, calendar);
}

/** A calendar file as the outbox keeps it: inline, it is small. */
export function calendarAttachment(orderId: string, calendar: string): StoredAttachment {
  return { filename: `trip-${bookingReference(orderId)}.ics`, contentType: 'text/calendar; charset=utf-8', contentBase64: Buffer.from(calendar, 'utf8').toString('base64') };
}
