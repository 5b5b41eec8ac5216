import type { FastifyPluginAsync } from 'fastify';
import { enqueueTimer, type CreatedIntent } from '@pokerfest/infra';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amountDueCents,
  creditKeptCents,
  assertInstalmentsPayable,
  assertPayable,
  ConflictError,
  createPaymentIntentSchema,
  demoConfirmSchema,
  demoConfirmViewSchema,
  errorBodySchema,
  formatCents,
  fromMajorUnits,
  NotFoundError,
  paymentConfigViewSchema,
  paymentIntentKey,
  paymentIntentViewSchema,
  webhookAnswerSchema,
  type DemoConfirmView,
  type PaymentConfigView,
  type PaymentIntentView,
} from '@pokerfest/domain';
import { loadOrderState, runOrderCommand } from './order-commands';
import { requireUser } from '../../plugins/auth';
import { commandDeps, type OrdersDeps } from './deps';
import { idempotentCall, saveAnswer, storedAnswer } from './idempotency';
import { applyPaymentVerdict } from './payment-verdicts';

const tags = ['payments'];
const refused = { '4xx': errorBodySchema };

/** What the calls that start a payment answer: the intent the browser confirms, and what it charges. */
export function paymentIntentAnswer(orderId: string, intent: CreatedIntent, provider: PaymentIntentView['provider']): PaymentIntentView {
  return { orderId, paymentIntentId: intent.intentId, clientSecret: intent.clientSecret, amount: intent.amountCents / 100, amountCents: intent.amountCents, currency: intent.currency, provider };
}

/** Payment intents for the player's own pending orders, and the demo provider's card confirmation. */
export const paymentRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  app.get('/api/payments/config', { config: { access: 'public' }, schema: { tags, summary: 'The payment provider checkout uses, with its publishable key', response: { 200: paymentConfigViewSchema } } }, (): PaymentConfigView => ({ provider: deps.payments.name, publishableKey: deps.payments.publishableKey }));

  app.post('/api/create-payment-intent', { config: { access: 'user' }, schema: { tags, summary: "Start paying a pending order, or a change's difference (one payment intent per order)", body: createPaymentIntentSchema, response: { 201: paymentIntentViewSchema, ...refused } } }, async (request, reply) => {
    const user = requireUser(request);
    const call = idempotentCall(request, user.id, 'payment-intents');
    const replay = call && (await storedAnswer<PaymentIntentView>(deps.db, call));
    if (replay) return reply.code(replay.statusCode).send(replay.body);

    const { orderId, amount, autoCharge } = request.body;
    const state = await loadOrderState(deps.store, orderId);
    if (!state || (state.userId !== user.id && user.role !== 'admin')) throw new NotFoundError('Order not found');
    assertPayable(state);
    // the order's total (its deposit under a plan), or the difference of a change waiting for its payment
    const dueCents = amountDueCents(state);
    // under a plan the client may name the order's total, as the spec's client does: the deposit is what is charged
    const named = amount === undefined ? dueCents : fromMajorUnits(amount);
    // (and so may a client of an order part paid by credit: the card pays the rest)
    const totalNamed = named === state.totalCents && ((state.plan && !state.payment.paidIntentId) || creditKeptCents(state) > 0);
    if (named !== dueCents && !totalNamed) {
      throw new ConflictError(`The amount to pay is ${formatCents(dueCents, state.currency)}.`, {
        reason: 'price_changed',
        totalPrice: dueCents / 100,
        totalPriceCents: dueCents,
        currency: state.currency,
      });
    }
    // one intent per order (and per change): a retry (or a second card after a decline) confirms the same intent
    // consenting to automatic charges saves the card: another intent than the one without consent
    const consent = autoCharge === true;
    if (consent && (!state.plan || state.pendingChange)) throw new ConflictError('Automatic charges are for the later payments of a payment plan: this payment has none.', { reason: 'auto_charge_not_available' });
    const idempotencyKey = consent ? `${paymentIntentKey(state)}-auto` : paymentIntentKey(state);
    const intent = await deps.payments.createIntent({ orderId, amountCents: dueCents, currency: state.currency, idempotencyKey, ...(consent ? { saveCard: true } : {}) });
    const result = await runOrderCommand(
      commandDeps(deps),
      orderId,
      { type: 'RecordPaymentIntent', intentId: intent.intentId, provider: deps.payments.name, amountCents: intent.amountCents, currency: intent.currency, ...(consent ? { autoCharge: true } : {}) },
      { actorId: user.id, correlationId: request.id },
    );
    request.rememberPosition(result.position);
    const answer = paymentIntentAnswer(orderId, intent, deps.payments.name);
    if (call) await saveAnswer(deps.db, call, { statusCode: 201, body: answer }, true);
    return reply.code(201).send(answer);
  });

  app.post('/api/payments/demo/confirm', { config: { access: 'user' }, schema: { tags, summary: 'Pay with a test card through the demo payment provider', body: demoConfirmSchema, response: { 200: demoConfirmViewSchema, ...refused } } }, async (request): Promise<DemoConfirmView> => {
    const user = requireUser(request);
    const provider = deps.payments;
    if (provider.name !== 'demo') throw new NotFoundError('The demo checkout is not enabled');
    const { clientSecret, ...card } = request.body;
    const intent = await deps.db.selectFrom('demo_payment_intents').select(['id', 'order_id']).where('client_secret', '=', clientSecret).executeTakeFirst();
    const state = intent && (await loadOrderState(deps.store, intent.order_id));
    if (!state || (state.userId !== user.id && user.role !== 'admin')) throw new NotFoundError('Payment not found');
    // a plan's later payment is payable while its entries are unpaid; any other while the order is
    const instalments = state.plan?.intents[intent.id];
    if (instalments && !instalments.includes(0)) assertInstalmentsPayable(state, instalments);
    else assertPayable(state);
    const { outcome, webhook, redelivery } = await provider.confirmCard({ clientSecret, card, now: deps.now() });
    // the outcome reaches the order through the same verified handler as a provider's webhook;
    // its delivery is durable: not acknowledged (a failure, a crash before the next line), it comes again
    const event = provider.parseWebhook(webhook.rawBody, webhook.signature);
    const applied = await applyPaymentVerdict(deps, event, request.log).catch(async (error: unknown) => {
      await enqueueTimer(deps.queue, redelivery, deps.now()).catch(() => undefined);
      throw error;
    });
    // not acknowledged after all: its redelivery finds the verdict recorded (a duplicate), nothing more
    await provider.acknowledgeDelivery(redelivery.key, deps.now()).catch((error: unknown) => request.log.warn({ err: error }, 'demo delivery not acknowledged'));
    request.rememberPosition(applied.position);
    return outcome.status === 'succeeded'
      ? { status: 'succeeded', paymentIntentId: outcome.intentId }
      : { status: 'failed', paymentIntentId: outcome.intentId, error: outcome.failureMessage ?? 'Your card was declined.' };
  });
};

/**
 * POST /api/payments/webhook: the provider's signed deliveries. Its own scope keeps the body as raw
 * bytes (the signature is over them) and needs no session; the same-origin check does not apply.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<OrdersDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/api/payments/webhook', { config: { access: 'public', allowCrossSite: true }, schema: { tags, summary: "Receive the payment provider's signed verdicts on payments", hide: false, response: { 200: webhookAnswerSchema, '4xx': errorBodySchema, 503: errorBodySchema } } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
    const signature = request.headers[deps.payments.signatureHeaderName];
    const event = deps.payments.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
    return (await applyPaymentVerdict(deps, event, request.log)).answer;
  });
};
