// The waiting list's public entry (issue 19): joining from a sold-out item, my entries, the offer a
// checkout link names, and the admin's calls.
export { NotifyMeButton } from './components/notify-me-button';
export { OfferBanner } from './components/offer-banner';
export { useFestivalOffer, type FestivalOffer, type FestivalOfferState } from './use-festival-offer';
export { myWaitingListQueryKey, useLeaveWaitingList, useMyWaitingList } from './api/waiting-list-calls';
export { clockTime, entryStatusLabels, heldUntilText, offerForSelection, positionText, type WaitingItem } from './waiting-list-words';
export * from './api/waiting-list-schemas';
