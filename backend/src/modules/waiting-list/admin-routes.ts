import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWaitingListSchema,
  adminWaitingListsQuery,
  adminWaitingListsSchema,
  errorBodySchema,
  moveWaitingEntrySchema,
  NotFoundError,
  waitingEntryParams,
  waitingListSettingsSchema,
  waitingListSettingsViewSchema,
} from '@pokerfest/domain';
import { saveSetting } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import type { WaitingListDeps } from './deps';
import { WAITING_LIST_SETTING, waitingListSettings } from './list-commands';
import { moveEntry } from './list-operations';
import { adminList, adminLists } from './reads';

const tags = ['admin'];
const refused = { '4xx': errorBodySchema };

/** Admin: every list of a festival with positions, offers and history; moving an entry (with a reason); the offer hours. */
export const waitingListAdminRoutes: FastifyPluginAsyncZod<WaitingListDeps> = async (app, deps) => {
  app.get('/api/admin/waiting-lists', { config: { access: 'admin' }, schema: { tags, summary: 'Every waiting list of a festival, with positions, offers and history', querystring: adminWaitingListsQuery, response: { 200: adminWaitingListsSchema, ...refused } } }, async (request) =>
    adminLists(deps, request.query.festivalId),
  );

  app.post(
    '/api/admin/waiting-lists/entries/:id/move',
    { config: { access: 'admin' }, schema: { tags, summary: 'Move a waiting-list entry to another position, with a reason', params: waitingEntryParams, body: moveWaitingEntrySchema, response: { 200: adminWaitingListSchema, ...refused } } },
    async (request) => {
      const admin = requireUser(request);
      const { position, reason } = request.body;
      const item = await moveEntry(deps, request.params.id, position, reason, admin.id);
      request.log.info({ audit: 'waiting-list-entry-moved', entryId: request.params.id, position, reason, by: admin.id }, 'waiting-list entry moved by an admin');
      const list = await adminList(deps, item);
      if (!list) throw new NotFoundError('Waiting list not found');
      return list;
    },
  );

  const settings = { tags, response: { 200: waitingListSettingsViewSchema, ...refused } };
  app.get('/api/admin/settings/waiting-list', { config: { access: 'admin' }, schema: { ...settings, summary: 'How many hours a waiting-list offer holds its room or seat' } }, async () => {
    const { value, version } = await waitingListSettings(deps.db);
    return { settings: value, version };
  });

  app.put('/api/admin/settings/waiting-list', { config: { access: 'admin' }, schema: { ...settings, summary: 'Set how many hours a waiting-list offer holds its room or seat', body: waitingListSettingsSchema } }, async (request) => {
    const admin = requireUser(request);
    const version = await saveSetting(deps.db, WAITING_LIST_SETTING, waitingListSettingsSchema, request.body, admin.id);
    request.log.info({ audit: 'waiting-list-settings-saved', version, by: admin.id, offerHours: request.body.offerHours }, 'waiting-list offer hours saved by an admin');
    return { settings: request.body, version };
  });
};
