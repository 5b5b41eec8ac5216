import type { DemoIntentRow } from './demo-intents';

// The event the demo provider "delivers" after a confirmation, shaped like Stripe's so the backend's
// one webhook handler reads both. The charge is expanded, which Stripe's deliveries never are,
// so the card's last four digits and brand arrive with the event; both are kept with the intent, so
// a delivery made again names them as the first did.

/** The demo has one customer: the saved card's reference is enough to charge it. */
export const DEMO_CUSTOMER = 'cus_demo';

export function demoWebhookBody(intent: DemoIntentRow & { last_event_id: string; card_last4: string }): string {
  const succeeded = intent.status === 'succeeded';
  const amount = Number(intent.amount_cents);
  const card = { last4: intent.card_last4, brand: intent.card_brand };
  return JSON.stringify({
    id: intent.last_event_id,
    object: 'event',
    type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    created: Math.floor(intent.updated_at.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount,
        amount_received: succeeded ? amount : 0,
        currency: intent.currency.toLowerCase(),
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        metadata: { orderId: intent.order_id, ...(intent.instalments ? { instalments: intent.instalments } : {}) },
        // a card saved for the plan's automatic charges, named as Stripe names one (customer/payment method)
        ...(intent.saved_card ? { setup_future_usage: intent.save_card ? 'off_session' : null, customer: DEMO_CUSTOMER, payment_method: intent.saved_card } : {}),
        latest_charge: {
          id: intent.last_event_id.replace(/^evt_/, 'ch_'),
          object: 'charge',
          paid: succeeded,
          payment_method_details: { type: 'card', card },
        },
        last_payment_error: succeeded
          ? null
          : { type: 'card_error', message: intent.failure_message, payment_method: { type: 'card', card } },
      },
    },
  });
}
