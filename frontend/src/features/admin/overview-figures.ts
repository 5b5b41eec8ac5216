// The admin Overview figures (product spec section 2): each arrives as a bare number; revenue in cents.

/** Revenue in euros with two decimals; 0.00 when the figure is missing or unreadable. */
export function revenueInEuros(cents: number | undefined): string {
  return (Number.isFinite(cents) ? (cents as number) / 100 : 0).toFixed(2);
}

/** A count as a whole number; 0 when the figure is missing or unreadable. */
export function countText(count: number | undefined): string {
  return String(Number.isFinite(count) ? Math.trunc(count as number) : 0);
}
