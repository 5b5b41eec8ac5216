// The stored draft's price for the signed-in player (issue 32): its package with the code kept in the
// draft and the credit choice, priced by the server; the details page shows it and places the order
// at its total, and the payment page charges what the placed order says the card pays.
import { usePackagePrice, type PackagePrice, type PriceTerms } from '../checkout';
import type { BookingDraft } from './booking-draft';
import { draftPackage } from './order-request';

export const draftTerms = (draft: Pick<BookingDraft, 'voucherCode' | 'useCredit'>): PriceTerms => ({ voucherCode: draft.voucherCode ?? null, useCredit: draft.useCredit === true });

export function useDraftPrice(draft: BookingDraft): PackagePrice {
  return usePackagePrice(draftPackage(draft), draftTerms(draft));
}
