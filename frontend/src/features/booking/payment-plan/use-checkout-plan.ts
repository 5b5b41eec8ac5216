// The checkout's plan choice as state: the policy in force read once the page opens, the offer it
// makes for this booking today, and the player's choice kept within it. Until the policy is read (or
// when it cannot be), nothing is offered and the order goes out without a plan: paid in full.
import { useState } from 'react';
import type { PaymentPlanChoice, PlanOffer } from '@pokerfest/domain';
import { checkoutOffer, fittedChoice, PAY_IN_FULL, type PlanQuestion } from './plan-choice';
import { usePaymentPlanPolicy } from './plan-calls';

export type CheckoutPlan =
  | { offered: false }
  | { offered: true; question: PlanQuestion; offer: Extract<PlanOffer, { offered: true }>; choice: PaymentPlanChoice; choose: (choice: PaymentPlanChoice) => void };

interface CheckoutPlanSource {
  festivalStart: string | null;
  totalCents: number;
  /** The choice made before (kept with the booking draft), if any. */
  stored: PaymentPlanChoice | undefined;
  onChoose: (choice: PaymentPlanChoice) => void;
}

export function useCheckoutPlan({ festivalStart, totalCents, stored, onChoose }: CheckoutPlanSource): CheckoutPlan {
  const policy = usePaymentPlanPolicy();
  // one clock for the page's life: the schedule does not shift under the player at midnight
  const [now] = useState(() => new Date());
  if (!policy.data) return { offered: false };
  const question: PlanQuestion = { policy: policy.data, festivalStart, totalCents, now };
  const offer = checkoutOffer(question);
  if (!offer.offered) return { offered: false };
  return { offered: true, question, offer, choice: fittedChoice(stored ?? PAY_IN_FULL, offer), choose: onChoose };
}
