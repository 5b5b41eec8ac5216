import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, joinWaitingListSchema, leaveWaitingListSchema, leftWaitingListSchema, waitingEntryParams, waitingEntryViewSchema } from '@pokerfest/domain';
import { requireUser } from '../../plugins/auth';
import type { WaitingListDeps } from './deps';
import { joinList, leaveByToken, leaveList } from './list-operations';
import { myEntries, myEntry } from './reads';

const tags = ['waiting-list'];
const refused = { '4xx': errorBodySchema };

/** A player's waiting lists: join a sold-out item, see where they stand, leave (also by the e-mail's link). */
export const waitingListPlayerRoutes: FastifyPluginAsyncZod<WaitingListDeps> = async (app, deps) => {
  app.post('/api/waiting-list', { config: { access: 'user' }, schema: { tags, summary: 'Join the waiting list of a sold-out room or tournament', body: joinWaitingListSchema, response: { 201: waitingEntryViewSchema, ...refused } } }, async (request, reply) => {
    const user = requireUser(request);
    const body = request.body;
    const item = 'accommodationId' in body ? { kind: 'accommodation' as const, id: body.accommodationId } : { kind: 'tournament' as const, id: body.tournamentId };
    const nights = 'accommodationId' in body ? (body.nights ?? null) : null;
    const entryId = await joinList(deps, user, item, nights, request.id);
    return reply.code(201).send(await myEntry(deps, user.id, entryId));
  });

  app.get('/api/waiting-list', { config: { access: 'user' }, schema: { tags, summary: "The signed-in player's places on waiting lists", response: { 200: z.array(waitingEntryViewSchema), ...refused } } }, async (request) => {
    const user = requireUser(request);
    return myEntries(deps, user.id);
  });

  app.delete('/api/waiting-list/:id', { config: { access: 'user' }, schema: { tags, summary: 'Leave a waiting list', params: waitingEntryParams, response: { 204: z.null(), ...refused } } }, async (request, reply) => {
    const user = requireUser(request);
    await leaveList(deps, request.params.id, 'player', user.id, user.id);
    return reply.code(204).send(null);
  });

  app.post('/api/waiting-list/leave', { config: { access: 'public' }, schema: { tags, summary: 'Leave a waiting list with the link from its e-mail', body: leaveWaitingListSchema, response: { 200: leftWaitingListSchema, ...refused } } }, async (request) => {
    const { itemName } = await leaveByToken(deps, request.body.token);
    request.log.info({ audit: 'waiting-list-left-by-link' }, 'a player left a waiting list by the e-mail link');
    return { left: true as const, itemName };
  });
};
