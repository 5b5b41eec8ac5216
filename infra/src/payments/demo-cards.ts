import { cardExpired, type DemoCardInput } from '@pokerfest/domain';

// The demo provider's test cards, as Stripe's test mode knows them. Any other valid number succeeds.

export const DEMO_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Succeeds now; saved for a plan's automatic charges, it is declined when charged later (Stripe's 4000 0000 0000 0341). */
  declinesLater: '4000000000000341',
} as const;

export const DEMO_FAILURE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
} as const;

export type DemoCardOutcome =
  | { status: 'succeeded'; cardLast4: string; cardBrand: string | null }
  | { status: 'failed'; cardLast4: string; cardBrand: string | null; failureMessage: string };

/** The brand as Stripe names it, from the number's first digits (Visa 4…, Mastercard 51–55… and 2221–2720…, Amex 34/37…); null for others. */
export function demoCardBrand(digits: string): string | null {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return null;
}

/** What the demo processor answers for this card at `now`. Only the last four digits and the brand leave here. */
export function demoCardOutcome(card: Pick<DemoCardInput, 'cardNumber' | 'expiry'>, now: Date): DemoCardOutcome {
  const digits = card.cardNumber.replace(/\D/g, '');
  const cardLast4 = digits.slice(-4);
  const cardBrand = demoCardBrand(digits);
  const failureMessage = failureMessageFor(digits, card.expiry, now);
  return failureMessage ? { status: 'failed', cardLast4, cardBrand, failureMessage } : { status: 'succeeded', cardLast4, cardBrand };
}

function failureMessageFor(digits: string, expiry: string, now: Date): string | null {
  if (cardExpired(expiry, now)) return DEMO_FAILURE_MESSAGES.expired;
  if (digits === DEMO_TEST_CARDS.declined) return DEMO_FAILURE_MESSAGES.declined;
  if (digits === DEMO_TEST_CARDS.insufficientFunds) return DEMO_FAILURE_MESSAGES.insufficientFunds;
  return null;
}
