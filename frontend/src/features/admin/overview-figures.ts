import { formatCents } from '@pokerfest/domain';

// The admin Overview figures (product spec section 2): each arrives as a bare number; revenue in cents.

/** Revenue in euros, two decimals and thousands separators ('€3,075.00'); €0.00 when missing or unreadable. */
export function revenueInEuros(cents: number | undefined): string {
  return formatCents(Number.isFinite(cents) ? (cents as number) : 0, 'EUR');
}

/** A count as a whole number; 0 when the figure is missing or unreadable. */
export function countText(count: number | undefined): string {
  return String(Number.isFinite(count) ? Math.trunc(count as number) : 0);
}
