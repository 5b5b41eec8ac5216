// A player's tournament credit ledger in the admin's words (issue 32): what each entry was, newest first.
import type { CreditEntryKind, CreditEntryView } from '@pokerfest/domain';

export const creditEntryLabels: Record<CreditEntryKind, string> = {
  granted: 'Granted',
  deducted: 'Taken back',
  used: 'Used for a booking',
  returned: 'Returned from a booking',
  refunded: 'Refunded to credit',
};

/** The ledger newest first (the last entry made on top), as the dialog lists it. */
export function newestFirst(entries: readonly CreditEntryView[]): CreditEntryView[] {
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
