import { cardExpired, type DemoCardInput } from '@pokerfest/domain';

// The demo provider's test cards, as Stripe's test mode knows them. Any other valid number succeeds.

export const DEMO_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const DEMO_FAILURE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
} as const;

export type DemoCardOutcome =
  | { status: 'succeeded'; cardLast4: string }
  | { status: 'failed'; cardLast4: string; failureMessage: string };

/** What the demo processor answers for this card at `now`. Only the last four digits leave here. */
export function demoCardOutcome(card: Pick<DemoCardInput, 'cardNumber' | 'expiry'>, now: Date): DemoCardOutcome {
  const digits = card.cardNumber.replace(/\D/g, '');
  const cardLast4 = digits.slice(-4);
  const failureMessage = failureMessageFor(digits, card.expiry, now);
  return failureMessage ? { status: 'failed', cardLast4, failureMessage } : { status: 'succeeded', cardLast4 };
}

function failureMessageFor(digits: string, expiry: string, now: Date): string | null {
  if (cardExpired(expiry, now)) return DEMO_FAILURE_MESSAGES.expired;
  if (digits === DEMO_TEST_CARDS.declined) return DEMO_FAILURE_MESSAGES.declined;
  if (digits === DEMO_TEST_CARDS.insufficientFunds) return DEMO_FAILURE_MESSAGES.insufficientFunds;
  return null;
}
