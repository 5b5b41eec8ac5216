import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCancelOrderSchema,
  adminPendingWorkSchema,
  adminOrdersQuery,
  adminOrderViewSchema,
  errorBodySchema,
  isOrderId,
  NotFoundError,
  orderHistoryEntrySchema,
  orderIdParams,
  orderStream,
  orderViewSchema,
  type OrderHistoryEntry,
} from '@pokerfest/domain';
import { ordersForAdmin, orderStats, outstandingBalances } from '@pokerfest/projections';
import { requireUser } from '../../plugins/auth';
import { cancelBooking } from './admin-cancellation';
import type { OrdersDeps } from './deps';
import { orderAfterCommand } from './order-reads';
import { pendingWork } from './pending-work';

const tags = ['admin'];
const refused = { '4xx': errorBodySchema };

/** The admin Orders tab (orders with filters, each order's full history, cancelling a booking) and the order figures. */
export const adminOrderRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  app.get('/api/admin/orders', { config: { access: 'admin' }, schema: { tags, summary: 'List orders by status and festival, for the admin Orders tab', querystring: adminOrdersQuery, response: { 200: z.array(adminOrderViewSchema), ...refused } } }, async (request) => {
    await request.readYourWrites(['orders']);
    return ordersForAdmin(deps.db, request.query);
  });

  // The event store is the audit trail: who did what to the order, and when.
  app.get('/api/admin/orders/:id/events', { config: { access: 'admin' }, schema: { tags, summary: "An order's full history from its events: who did what, and when", params: orderIdParams, response: { 200: z.array(orderHistoryEntrySchema), ...refused } } }, async (request): Promise<OrderHistoryEntry[]> => {
    const history = isOrderId(request.params.id) ? await deps.store.readStream(orderStream.format(request.params.id)) : [];
    if (history.length === 0) throw new NotFoundError('Order not found');
    const actorIds = [...new Set(history.map((event) => Number(event.metadata.actorId)).filter((id) => Number.isSafeInteger(id) && id > 0))];
    const actors = actorIds.length ? await deps.db.selectFrom('users').select(['id', 'username']).where('id', 'in', actorIds).execute() : [];
    const byId = new Map(actors.map((actor) => [actor.id, actor]));
    return history.map((event) => ({
      version: event.streamVersion,
      type: event.type,
      data: event.data,
      occurredAt: event.metadata.occurredAt,
      actor: byId.get(Number(event.metadata.actorId)) ?? null,
    }));
  });

  app.post('/api/admin/orders/:id/cancel', { config: { access: 'admin' }, schema: { tags, summary: 'Cancel a booking as an admin, with a reason', params: orderIdParams, body: adminCancelOrderSchema, response: { 200: orderViewSchema, ...refused } } }, async (request) => {
    const admin = requireUser(request);
    const { id } = request.params;
    const result = await cancelBooking(deps, id, request.body.reason, admin, { actorId: admin.id, correlationId: request.id });
    request.rememberPosition(result.position);
    request.log.info({ audit: 'booking-cancelled', orderId: id, by: admin.id, events: result.events.map((event) => event.type) }, 'booking cancelled by an admin');
    return orderAfterCommand(deps.db, deps.store, id);
  });

  const figure = { tags, response: { 200: z.number().int() } };
  app.get('/api/admin/stats/orders-count', { config: { access: 'admin' }, schema: { ...figure, summary: 'The number of orders' } }, async () => (await orderStats(deps.db)).orders);
  app.get('/api/admin/stats/revenue-total', { config: { access: 'admin' }, schema: { ...figure, summary: 'Revenue in cents: paid less refunded, over every order' } }, async () => (await orderStats(deps.db)).revenueCents);
  app.get(
    '/api/admin/stats/outstanding-balances',
    { config: { access: 'admin' }, schema: { tags, summary: 'What confirmed bookings paid in parts still owe (cents), and how many', response: { 200: z.object({ cents: z.number().int(), bookings: z.number().int() }) } } },
    async (request) => {
      await request.readYourWrites(['orders']);
      return outstandingBalances(deps.db);
    },
  );
  app.get(
    '/api/admin/stats/pending-work',
    { config: { access: 'admin' }, schema: { tags, summary: 'Refunds not made yet, and timed work that is late or parked', response: { 200: adminPendingWorkSchema } } },
    async () => pendingWork(deps.db, deps.now()),
  );
};
