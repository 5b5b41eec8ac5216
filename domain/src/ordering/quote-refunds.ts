// The money a quote moves once its lines are priced: a change's refunds and charges netted, and what
// a cancellation gives back of what was kept.
import type { QuoteLine } from './order-events';
import { keptCents, type OrderState } from './order-state';

/** Refunds and charges netted: a change that adds and removes pays or gets back only the difference, never more than was kept. */
export function netted(state: OrderState, lines: readonly QuoteLine[]): { refundCents: number; dueCents: number } {
  const refund = lines.reduce((sum, line) => sum + line.refundCents, 0);
  const due = lines.reduce((sum, line) => sum + line.dueCents, 0);
  if (due > refund) return { refundCents: 0, dueCents: due - refund };
  return { refundCents: Math.min(refund - due, keptCents(state)), dueCents: 0 };
}

/**
 * A cancellation gives back what was paid beyond what the policy keeps of the booking: all the
 * policy's refund when everything was paid, less (or nothing) when only part was (a deposit).
 */
export function cancellationRefund(state: OrderState, lines: readonly QuoteLine[]): { refundCents: number; dueCents: number } {
  const policyRefund = lines.reduce((sum, line) => sum + line.refundCents, 0);
  const kept = keptCents(state);
  const policyKeeps = state.totalCents - policyRefund;
  return { refundCents: Math.max(0, Math.min(policyRefund, kept, kept - policyKeeps)), dueCents: 0 };
}
