import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, tripReminderSettingsSchema, tripReminderViewSchema, type TripReminderView } from '@pokerfest/domain';
import { requireUser } from '../../plugins/auth';
import type { OrdersDeps } from './deps';
import { tripReminderInForce } from './trip-reminder';
import { saveTripReminder } from './trip-reminder-settings';

const answer = { 200: tripReminderViewSchema, '4xx': errorBodySchema };
const schema = { tags: ['admin'], response: answer };

/** Admin → Settings: how many days before the trip the reminder e-mail goes out. */
export const tripReminderRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  app.get('/api/admin/settings/trip-reminder', { config: { access: 'admin' }, schema: { ...schema, summary: 'How many days before the trip the reminder e-mail goes out' } }, async (): Promise<TripReminderView> => {
    const { value, version } = await tripReminderInForce(deps.db);
    return { settings: value, version };
  });

  app.put('/api/admin/settings/trip-reminder', { config: { access: 'admin' }, schema: { ...schema, summary: 'Set how many days before the trip the reminder e-mail goes out', body: tripReminderSettingsSchema } }, async (request): Promise<TripReminderView> => {
    const user = requireUser(request);
    const { version, retimed } = await saveTripReminder(deps.db, request.body, user.id, deps.config.TRIP_REMINDER_HOUR_UTC);
    request.log.info({ audit: 'trip-reminder-saved', version, by: user.id, daysBefore: request.body.daysBefore, retimed }, 'trip reminder setting saved by an admin');
    return { settings: request.body, version };
  });
};
