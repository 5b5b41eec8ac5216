import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, ForbiddenError, soldOut, stockOf, orderIdParams, orderStatusUpdateSchema, orderViewSchema, placeOrderSchema, priceRequestSchema, priceViewSchema, type OrderView, type PlaceOrderRequest } from '@pokerfest/domain';
import { runOrderCommand } from './order-commands';
import { ordersOfUser } from '@pokerfest/projections';
import { requireUser } from '../../plugins/auth';
import { commandDeps, type OrdersDeps } from './deps';
import { idempotentCall, isDuplicateKey, saveAnswer, storedAnswer } from './idempotency';
import { configuredEarnRate, orderAfterCommand, placedOrder, visibleOrder } from './order-reads';
import { withdrawReplacedOrder } from './order-replacement';
import { confirmPaidOrder } from './payment-verdicts';
import { buildPlaceOrder } from './place-order';
import { lineOfRequest, refuseWhenSoldOut, rememberedSoldOut, stockItemsOf, watchHold } from './early-refusal';
import { policyInForce } from './cancellation-policies';
import { admitted } from './sales-gate';
import { withPaymentPlan } from './payment-plans';
import { priceView, promotionsFor } from './package-promotions';

const tags = ['orders'];
const refused = { '4xx': errorBodySchema };

/** The player's order calls of spec 7: place, list, read, and ask for a status. */
export const orderRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  // Per player, not per address: players behind one network do not share a budget. Counted where a
  // placement is about to ask the database (ADR 0039): a refusal the sales gate or the sold-out memo
  // gives from memory costs nothing, so it spends none of the budget, nor waits for the counter's
  // Redis round trip (in a rush, the 990 refused in the item's line never reach it). A replay by
  // Idempotency-Key reads the database too: counted. Counted once per request whichever comes first.
  const attemptLimit = app.rateLimit({
    max: deps.config.ORDER_RATE_LIMIT_MAX,
    timeWindow: deps.config.ORDER_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => (request.user ? `order-user-${request.user.id}` : `order-ip-${request.ip}`),
  });
  const spendAttempt = (request: FastifyRequest, reply: FastifyReply) => attemptLimit.call(app, request, reply);

  /**
   * The sales gate's and the memo's refusals (ADRs 0037, 0032) as the first thing after validation.
   * Only for a plain placement: a call with an Idempotency-Key may be a replay whose stored answer
   * comes first, one for someone else is refused 403 first, and one replacing an order or taking an
   * offer is never refused from the memo; those go on to the handler, which asks again.
   */
  const refuseEarly = async (request: FastifyRequest<{ Body: PlaceOrderRequest }>) => {
    const body = request.body;
    if (request.headers['idempotency-key'] !== undefined || !request.user) return;
    if (body.userId !== undefined && body.userId !== request.user.id) return;
    // not on sale yet, or a queue runs and this buyer has no admission: from memory too
    await admitted(deps, body, request.user.id);
    if (body.replacesOrderId || body.offerId) return;
    const known = rememberedSoldOut(body, { memo: deps.rush?.memo });
    if (known) throw soldOut(known);
  };

  app.post('/api/orders', { config: { access: 'user', attemptsLimited: true }, preHandler: refuseEarly, schema: { tags, summary: 'Place an order for a festival package (held until it is paid)', body: placeOrderSchema, response: { 201: orderViewSchema, ...refused } } }, async (request, reply) => {
    const user = requireUser(request);
    if (request.body.userId !== undefined && request.body.userId !== user.id) throw new ForbiddenError('An order is always placed for yourself');
    const call = idempotentCall(request, user.id, 'orders');
    if (call) await spendAttempt(request, reply);
    const replay = call && (await storedAnswer<OrderView>(deps.db, call));
    if (replay) return reply.code(replay.statusCode).send(replay.body);
    // (again for a call the early check passed by: a replay's stored answer came first)
    await admitted(deps, request.body, user.id);

    const place = async () => {
      // in line: a buyer of an item this process saw sold out meanwhile is refused before the
      // catalogue is read (not one replacing an order: that order's units come back first)
      // (nor one buying through a waiting-list offer: its unit is set aside, the item reads sold out)
      const known = !request.body.replacesOrderId && !request.body.offerId && rememberedSoldOut(request.body, { memo: deps.rush?.memo });
      if (known) throw soldOut(known);
      await spendAttempt(request, reply);
      const now = deps.now();
      const { voucherCode, useCredit } = request.body;
      const bought = await buildPlaceOrder(deps.db, request.body, user, { orderId: randomUUID(), now, holdMs: deps.config.ORDER_HOLD_MS });
      // the VIP discount, the code and the credit, as the price call priced them (only read when they may apply)
      const built = { ...bought, promotions: await promotionsFor(deps.db, user, { voucherCode, useCredit }, now, false) };
      const offerId = request.body.offerId;
      const placement = offerId ? { ...built, offer: await deps.offers(deps.db, offerId, user.id, stockOf(built), now) } : built;
      // nothing to pay (or all paid by credit) is confirmed as placed, under the policy in force (only read when it may matter)
      const priced = placement.clientTotalCents === 0 || useCredit ? { ...placement, terms: await policyInForce(deps.db) } : placement;
      // paid in parts: the choice under the payment-plan policy in force, which the order records
      const command = await withPaymentPlan(deps.db, priced, request.body.paymentPlan);
      const replaces = request.body.replacesOrderId;
      if (replaces) request.rememberPosition(await withdrawReplacedOrder(deps, replaces, command, { user, correlationId: request.id }));
      const items = stockItemsOf(command);
      // the room the catalogue chose (a hotel's id names its cheapest room type): that one's opening counts
      await admitted(deps, { ...request.body, hotelId: command.room?.id ?? null }, user.id);
      // after the withdrawal: the earlier order's units are free for this one by now
      await refuseWhenSoldOut(deps.db, command, items, { memo: deps.rush?.memo, offered: placement.offer });
      const earnRatePercent = await configuredEarnRate(deps.db);
      const refused = watchHold(deps.rush?.memo, command.festival.productId, items);
      try {
        const result = await runOrderCommand(commandDeps(deps), command.orderId, command, {
          actorId: user.id,
          correlationId: request.id,
          alsoWrite: call && ((trx, events) => saveAnswer(trx, call, { statusCode: 201, body: placedOrder(events, now, earnRatePercent) })),
        });
        request.rememberPosition(result.position);
        return reply.code(201).send(placedOrder(result.events, now, earnRatePercent));
      } catch (error) {
        refused(error);
        // a concurrent twin with the same key committed first: answer what it answered
        const twin = call && isDuplicateKey(error) ? await storedAnswer<OrderView>(deps.db, call) : undefined;
        if (twin) return reply.code(twin.statusCode).send(twin.body);
        throw error;
      }
    };
    const line = deps.rush && lineOfRequest(request.body);
    return line ? deps.rush!.line.through(line, place) : place();
  });

  // Issue 32: the price an order would have, with the VIP discount, a code and the credit, before it is placed (holds nothing).
  // per user: each price reads the catalogue, the code and the credit (and a code is worth guessing)
  const priceLimit = {
    max: deps.config.PRICE_RATE_LIMIT_MAX,
    timeWindow: deps.config.ORDER_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => (request.user ? `price-user-${request.user.id}` : `price-ip-${request.ip}`),
  };
  app.post('/api/orders/price', { config: { access: 'user', rateLimit: priceLimit }, schema: { tags, summary: 'Price a selection as the order would be priced: subtotal, discounts, total, credit and what the card pays', body: priceRequestSchema, response: { 200: priceViewSchema, ...refused } } }, async (request) => {
    const user = requireUser(request);
    const now = deps.now();
    const command = await buildPlaceOrder(deps.db, { ...request.body, totalPrice: 0 }, user, { orderId: randomUUID(), now, holdMs: deps.config.ORDER_HOLD_MS });
    return priceView(command, await promotionsFor(deps.db, user, request.body, now));
  });

  app.get('/api/orders', { config: { access: 'user' }, schema: { tags, summary: "The signed-in player's orders", response: { 200: z.array(orderViewSchema), ...refused } } }, async (request) => {
    const user = requireUser(request);
    await request.readYourWrites(['orders']);
    return ordersOfUser(deps.db, user.id);
  });

  app.get('/api/orders/:id', { config: { access: 'user' }, schema: { tags, summary: "One of the signed-in player's orders", params: orderIdParams, response: { 200: orderViewSchema, ...refused } } }, async (request) => {
    const user = requireUser(request);
    await request.readYourWrites(['orders']);
    return visibleOrder(deps.db, deps.store, request.params.id, user);
  });

  app.put('/api/orders/:id/status', { config: { access: 'user' }, schema: { tags, summary: 'Confirm a paid order, or cancel it, as its owner', params: orderIdParams, body: orderStatusUpdateSchema, response: { 200: orderViewSchema, ...refused } } }, async (request) => {
    const user = requireUser(request);
    const order = await visibleOrder(deps.db, deps.store, request.params.id, user);
    const context = { actorId: user.id, correlationId: request.id };
    const result =
      request.body.status === 'cancelled'
        ? await runOrderCommand(commandDeps(deps), order.id, { type: 'CancelOrder', reason: 'Cancelled by the customer', now: deps.now() }, context)
        : await confirmPaidOrder(deps, order.id, context);
    request.rememberPosition(result.position);
    return orderAfterCommand(deps.db, deps.store, order.id);
  });
};
