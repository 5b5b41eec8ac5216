import type { FastifyPluginAsync } from 'fastify';
import { waitingListAdminRoutes } from './admin-routes';
import type { WaitingListDeps } from './deps';
import { waitingListPlayerRoutes } from './player-routes';

export type { WaitingListDeps } from './deps';
export { waitingListJobs } from './jobs';
export { waitingListStockReactions, offerNotValid } from './reactions';
export { offerForOrder } from './offer-check';

/** Waiting lists for sold-out rooms and seats: the player's calls and the admin's. */
export const waitingListModule: FastifyPluginAsync<WaitingListDeps> = async (app, deps) => {
  await app.register(waitingListPlayerRoutes, deps);
  await app.register(waitingListAdminRoutes, deps);
};
