import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, errorBodySchema, festivalProductIdParams, NotFoundError, recordIdParams, salesQueueAdminViewSchema, salesQueueStatusSchema, salesQueueUpdateSchema } from '@pokerfest/domain';
import type { SalesQueueDeps } from './deps';
import { changeQueue } from './queue-store';
import { adminQueueList } from './admin-list';

const tags = ['sales queue'];
const refused = { '4xx': errorBodySchema };

/** A festival's waiting room as its visitors meet it, and the admin's view and controls. */
export const salesQueueRoutes: FastifyPluginAsyncZod<SalesQueueDeps> = async (app, deps) => {
  const { board, openings, streams, browsers } = deps;
  const params = festivalProductIdParams;
  const known = async (festivalId: string) => {
    if (!(await openings.exists(festivalId))) throw new NotFoundError('Festival not found');
  };
  // open streams would hold the server's close up until the shutdown timeout
  app.addHook('preClose', (done) => {
    streams.endAll();
    done();
  });
  const joinLimit = { max: deps.config.QUEUE_JOIN_RATE_LIMIT_MAX, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => browsers.joinKey(request) };

  app.get('/api/products/:productId/queue', { config: { access: 'public' }, schema: { tags, summary: "This visitor's place for the festival's next sales opening (no place is taken)", params, response: { 200: salesQueueStatusSchema, ...refused } } }, async (request, reply) => {
    await known(request.params.productId);
    reply.header('Cache-Control', 'no-store');
    return board.status(request.params.productId, browsers.visitorOf(request, null), false);
  });

  app.post('/api/products/:productId/queue', { config: { access: 'public', rateLimit: joinLimit }, schema: { tags, summary: "Take a place in the festival's waiting room (the same place again for this browser or account)", params, response: { 200: salesQueueStatusSchema, ...refused } } }, async (request, reply) => {
    await known(request.params.productId);
    reply.header('Cache-Control', 'no-store');
    return board.status(request.params.productId, browsers.visitorOf(request, reply), true);
  });

  app.get('/api/products/:productId/queue/events', { config: { access: 'public' }, schema: { tags, summary: 'The same status, live (text/event-stream; poll the status call when it cannot be kept)', params, response: { 200: z.string().describe('text/event-stream: one `data:` line per status, as the status call answers it'), ...refused } } }, async (request, reply) => {
    await known(request.params.productId);
    if (streams.full) throw new DomainError('Too many live connections: please ask for the status instead', 429, 'too_many_streams');
    streams.serve(request, reply, request.params.productId, browsers.visitorOf(request, null));
    return reply;
  });

  app.get('/api/admin/sales-queues', { config: { access: 'admin' }, schema: { tags, summary: 'Every sales queue: waiting, let through, gone, rate and pause', response: { 200: z.array(salesQueueAdminViewSchema), ...refused } } }, async () =>
    adminQueueList(deps.db, deps.now(), board),
  );

  app.patch('/api/admin/sales-queues/:id', { config: { access: 'admin' }, schema: { tags, summary: "Pause or resume a queue, or change how many it lets through per minute", params: recordIdParams, body: salesQueueUpdateSchema, response: { 200: salesQueueAdminViewSchema, ...refused } } }, async (request) => {
    const changed = await changeQueue(deps.db, request.params.id, request.body, deps.now(), board.settings);
    if (!changed) throw new NotFoundError('Queue not found');
    await board.step();
    const view = (await adminQueueList(deps.db, deps.now(), board)).find((queue) => queue.id === changed.id);
    if (!view) throw new NotFoundError('Queue not found');
    return view;
  });
};
