import { formatCents } from '@pokerfest/domain';

// The admin Overview figures (product spec section 2): each arrives as a bare number, revenue in cents;
// the outstanding balances (issue 31) as cents with the number of bookings that owe them.

/** Revenue in euros, two decimals and thousands separators ('€3,075.00'); €0.00 when missing or unreadable. */
export function revenueInEuros(cents: number | undefined): string {
  return formatCents(Number.isFinite(cents) ? (cents as number) : 0, 'EUR');
}

/** A count as a whole number; 0 when the figure is missing or unreadable. */
export function countText(count: number | undefined): string {
  return String(Number.isFinite(count) ? Math.trunc(count as number) : 0);
}

/**
 * What confirmed bookings paid in parts still owe (issue 31): the sum in euros and how many bookings
 * owe it; nothing owed reads as such rather than as '0 bookings', and a missing figure as €0.00.
 */
export function outstandingFigure(balances: { cents: number; bookings: number } | undefined): { amount: string; note: string } {
  const bookings = Number(countText(balances?.bookings));
  const amount = revenueInEuros(balances?.cents);
  if (bookings <= 0) return { amount, note: 'No booking owes a balance' };
  return { amount, note: `Owed by ${bookings} ${bookings === 1 ? 'booking' : 'bookings'} paid in parts` };
}

