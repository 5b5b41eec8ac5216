// The multi-page booking flow's public entry: the draft the festival page hands to /booking/details.
export { buildBookingDraft, saveBookingDraft, type BookingDraft, type DraftSource } from './booking-draft';
