import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeQuoteViewSchema, changeRequestSchema, confirmChangeSchema, errorBodySchema, orderIdParams, orderViewSchema } from '@pokerfest/domain';
import { requireUser } from '../../plugins/auth';
import { confirmChange, quoteFor } from './change-quotes';
import type { OrdersDeps } from './deps';
import { orderAfterCommand } from './order-reads';

const tags = ['orders'];
const refused = { '4xx': errorBodySchema };

/** A booking changed or cancelled by its owner (or an admin): quote first, then confirm that quote. */
export const changeRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  // per user: a quote reads the catalogue and is stored, so it is budgeted like an order
  const rateLimit = {
    max: deps.config.CHANGE_RATE_LIMIT_MAX,
    timeWindow: deps.config.ORDER_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => (request.user ? `change-user-${request.user.id}` : `change-ip-${request.ip}`),
  };

  app.post(
    '/api/orders/:id/change-quote',
    { config: { access: 'user', rateLimit }, schema: { tags, summary: 'Quote a change to a booking, or its cancellation, before confirming it', params: orderIdParams, body: changeRequestSchema, response: { 200: changeQuoteViewSchema, ...refused } } },
    async (request) => quoteFor(deps, request.params.id, request.body, requireUser(request)),
  );

  app.post(
    '/api/orders/:id/changes',
    { config: { access: 'user', rateLimit }, schema: { tags, summary: 'Confirm a quoted change or cancellation of a booking', params: orderIdParams, body: confirmChangeSchema, response: { 200: orderViewSchema, ...refused } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const result = await confirmChange(deps, id, request.body.quoteId, user, { actorId: user.id, correlationId: request.id });
      request.rememberPosition(result.position);
      if (result.events.length > 0) request.log.info({ audit: 'booking-changed', orderId: id, by: user.id, quoteId: request.body.quoteId, events: result.events.map((event) => event.type) }, 'booking changed');
      return orderAfterCommand(deps.db, deps.store, id);
    },
  );
};
