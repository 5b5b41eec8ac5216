import type { FastifyPluginAsync } from 'fastify';
import { adminOrderRoutes } from './admin-order-routes';
import { calendarRoutes } from './calendar-routes';
import { changeRoutes } from './change-routes';
import { cancellationPolicyRoutes } from './cancellation-policy-routes';
import type { OrdersDeps } from './deps';
import { orderRoutes } from './order-routes';
import { paymentRoutes } from './payment-routes';
import { paymentPlanRoutes } from './payment-plan-routes';
import { tripReminderRoutes } from './trip-reminder-routes';

export type { OfferCheck, OrdersDeps } from './deps';
export { placementRush, type PlacementRush } from './early-refusal';
export { paymentWebhookRoutes } from './payment-routes';
export { ORDER_HOLD_TIMER_KIND } from './reactions';

/** Booking and payment: the player's order and payment calls, the admin's orders the cancellation policy (read by anyone, edited by admins) and the trip reminder's setting. */
export const ordersModule: FastifyPluginAsync<OrdersDeps> = async (app, deps) => {
  await app.register(orderRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(changeRoutes, deps);
  await app.register(calendarRoutes, deps);
  await app.register(adminOrderRoutes, deps);
  await app.register(cancellationPolicyRoutes, deps);
  await app.register(tripReminderRoutes, deps);
  await app.register(paymentPlanRoutes, deps);
};
