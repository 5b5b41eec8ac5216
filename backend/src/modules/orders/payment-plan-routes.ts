import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assertInstalmentsPayable,
  errorBodySchema,
  instalmentIntentKey,
  instalmentPaymentSchema,
  isOrderId,
  NotFoundError,
  orderIdParams,
  orderViewSchema,
  paymentIntentViewSchema,
  paymentPlanPolicySchema,
  paymentPlanPolicyUpdateSchema,
  paymentPlanPolicyViewSchema,
  unpaidInstalments,
} from '@pokerfest/domain';
import { saveSetting } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { commandDeps, type OrdersDeps } from './deps';
import { loadOrderState, runOrderCommand } from './order-commands';
import { orderAfterCommand } from './order-reads';
import { paymentIntentAnswer } from './payment-routes';
import { PAYMENT_PLAN_SETTING, paymentPlanPolicyInForce, paymentPlanPolicyView } from './payment-plans';

const refused = { '4xx': errorBodySchema };

/** Paying in parts (issue 31): the policy (read by the checkout, edited in Settings) and a plan's later payments. */
export const paymentPlanRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  const answer = { 200: paymentPlanPolicyViewSchema, ...refused };
  app.get('/api/payment-plans', { config: { access: 'public' }, schema: { tags: ['orders'], summary: 'The payment-plan policy in force (what the checkout may offer)', response: answer } }, async () => paymentPlanPolicyView(await paymentPlanPolicyInForce(deps.db)));

  const admin = { tags: ['admin'], response: answer };
  app.get('/api/admin/settings/payment-plans', { config: { access: 'admin' }, schema: { ...admin, summary: 'The payment-plan policy in force, for editing in Settings' } }, async () => paymentPlanPolicyView(await paymentPlanPolicyInForce(deps.db)));

  app.put('/api/admin/settings/payment-plans', { config: { access: 'admin' }, schema: { ...admin, summary: 'Change the payment-plan policy (the fields sent; the others stay)', body: paymentPlanPolicyUpdateSchema } }, async (request) => {
    const user = requireUser(request);
    const saved = await deps.db.transaction().execute(async (trx) => {
      const current = await paymentPlanPolicyInForce(trx);
      const value = paymentPlanPolicySchema.parse({ ...current.value, ...request.body });
      return { value, version: await saveSetting(trx, PAYMENT_PLAN_SETTING, paymentPlanPolicySchema, value, user.id) };
    });
    request.log.info({ audit: 'payment-plans-saved', version: saved.version, by: user.id }, 'payment-plan policy saved by an admin');
    return paymentPlanPolicyView(saved);
  });

  app.delete(
    '/api/orders/:id/automatic-charges',
    { config: { access: 'user' }, schema: { tags: ['payments'], summary: "Stop charging a plan's later payments automatically", params: orderIdParams, response: { 200: orderViewSchema, ...refused } } },
    async (request) => {
      const user = requireUser(request);
      const orderId = request.params.id;
      const state = isOrderId(orderId) ? await loadOrderState(deps.store, orderId) : null;
      if (!state || (state.userId !== user.id && user.role !== 'admin')) throw new NotFoundError('Order not found');
      const result = await runOrderCommand(commandDeps(deps), orderId, { type: 'WithdrawAutomaticCharges', now: deps.now() }, { actorId: user.id, correlationId: request.id });
      request.rememberPosition(result.position);
      return orderAfterCommand(deps.db, deps.store, orderId);
    },
  );

  app.post(
    '/api/orders/:id/payments',
    { config: { access: 'user' }, schema: { tags: ['payments'], summary: "Pay a plan's next payment, or the whole balance", params: orderIdParams, body: instalmentPaymentSchema, response: { 201: paymentIntentViewSchema, ...refused } } },
    async (request, reply) => {
      const user = requireUser(request);
      const orderId = request.params.id;
      const state = isOrderId(orderId) ? await loadOrderState(deps.store, orderId) : null;
      if (!state || (state.userId !== user.id && user.role !== 'admin')) throw new NotFoundError('Order not found');
      const unpaid = unpaidInstalments(state);
      const instalments = request.body.pay === 'next' ? unpaid.slice(0, 1) : unpaid;
      const amountCents = assertInstalmentsPayable(state, instalments);
      // the same entries always make the same intent at the provider: two tabs paying one instalment pay it once
      const intent = await deps.payments.createIntent({ orderId, amountCents, currency: state.currency, idempotencyKey: instalmentIntentKey(state, instalments) });
      const result = await runOrderCommand(
        commandDeps(deps),
        orderId,
        { type: 'RecordPaymentIntent', intentId: intent.intentId, provider: deps.payments.name, amountCents: intent.amountCents, currency: intent.currency, instalments },
        { actorId: user.id, correlationId: request.id },
      );
      request.rememberPosition(result.position);
      return reply.code(201).send(paymentIntentAnswer(orderId, intent, deps.payments.name));
    },
  );
};
