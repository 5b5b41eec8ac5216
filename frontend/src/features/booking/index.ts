// What the booking feature offers other features; anything not named here is its own business.
export { buildBookingDraft, saveBookingDraft, type BookingDraft, type DraftOffer, type DraftSource } from './booking-draft';
export { OrderActions, completePaymentPath } from './order-actions/order-actions';
export { closedSentences, isOpenPending, orderStanding, standingLooks, standsAsBooking, type OrderStanding } from './order-actions/order-standing';
export { useNowPassing, useOrderStanding } from './order-actions/use-order-standing';
export { bookingReference } from './booking-reference';
export { BookingProgress } from './components/booking-progress';
export { bookingChanges, festivalStillAhead, type BookingChanges } from './order-changes/changeability';
export { BookingChangeLinks } from './order-changes/change-links';
export { PendingChangeNotice } from './order-changes/pending-change-notice';
export { CancellationTerms } from './order-changes/cancellation-terms';
export { holdEndText } from './order-actions/order-standing';
export { orderDocumentsQueryOptions, useOrderDocuments } from './order-documents/document-calls';
export { bookingInvoice, documentKindLabels, documentTitle, mayHaveDocuments } from './order-documents/document-words';
export { DocumentList } from './order-documents/document-list';
export { PaymentPlanSummary } from './payment-plan/payment-plan-summary';
export { isPaidInParts } from './payment-plan/schedule-words';
