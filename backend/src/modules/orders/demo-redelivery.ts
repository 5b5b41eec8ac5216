import { demoDeliveryBody, type BackgroundPayments } from '@pokerfest/infra';
import { applyPaymentVerdict, type VerdictDeps } from './payment-verdicts';

/** Failures are kept on the timer's row (attempts, last error); a delivery for no order of this shop is acknowledged and dropped. */
const quiet = { warn: () => undefined };

/**
 * The demo provider's delivery made again, as Stripe makes an unacknowledged one: signed now, read
 * by the same verified handler as the webhook route. A verdict that cannot be recorded throws, and
 * the timer tries again after its back-off; any other answer is the shop's acknowledgement.
 */
export async function redeliverDemoWebhook(deps: VerdictDeps & { payments: BackgroundPayments }, payload: Record<string, unknown>): Promise<void> {
  const provider = deps.payments;
  // a delivery written while the shop ran the demo provider, found after it moved to Stripe: nobody can sign it
  if (!provider.signedDelivery) return;
  const delivery = provider.signedDelivery(demoDeliveryBody(payload), deps.now());
  await applyPaymentVerdict(deps, provider.parseWebhook(delivery.rawBody, delivery.signature), quiet);
}
