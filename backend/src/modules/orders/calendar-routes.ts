import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isOrderId, NotFoundError, orderIdParams, bookingReference } from '@pokerfest/domain';
import { requireUser } from '../../plugins/auth';
import type { OrdersDeps } from './deps';
import { loadOrderState } from './order-commands';
import { tripCalendar } from './trip-calendar';
import { tripPlaces } from './trip-places';

const tags = ['orders'];

/** GET /api/orders/{id}/calendar.ics: the trip as a calendar file, for the booking's owner and admins. */
export const calendarRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  app.get('/api/orders/:id/calendar.ics', { config: { access: 'user' }, schema: { tags, summary: "A booking's trip as an iCalendar file", params: orderIdParams } }, async (request, reply) => {
    const user = requireUser(request);
    const state = isOrderId(request.params.id) ? await loadOrderState(deps.store, request.params.id) : null;
    if (!state?.placement || (state.userId !== user.id && user.role !== 'admin')) throw new NotFoundError('Order not found');
    const places = await tripPlaces(deps.db, state.placement.festival.productId, state.placement.room?.hotelId ?? null);
    const uidDomain = new URL(deps.config.PUBLIC_URL).hostname;
    const body = tripCalendar(state, places, { publicUrl: deps.config.PUBLIC_URL, uidDomain, now: deps.now() });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="booking-${bookingReference(state.placement.orderId)}.ics"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
};
