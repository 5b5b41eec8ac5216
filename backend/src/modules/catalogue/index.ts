import type { FastifyPluginAsync } from 'fastify';
import type { Db, LocalDiskStorage } from '@pokerfest/infra';
import type { Stock } from '../stock';
import { adminFestivalRoutes } from './admin-festival-routes';
import { adminItemRoutes } from './admin-item-routes';
import { adminPlacesRoutes } from './admin-places-routes';
import type { CatalogueCache } from './cache';
import { catalogueStatsRoutes } from './stats-routes';
import { uploadRoutes } from './upload-routes';

export { CatalogueCache } from './cache';
export { shopFrontShells } from './page-shells';
export { publicCatalogueRoutes } from './public-routes';

export interface CatalogueDeps {
  db: Db;
  cache: CatalogueCache;
  storage: LocalDiskStorage;
  uploadMaxBytes: number;
  now: () => Date;
  /** Asked before a room type's or tournament's capacity changes or the item goes. */
  stock: Stock;
}

export const catalogueModule: FastifyPluginAsync<CatalogueDeps> = async (app, deps) => {
  await app.register(adminPlacesRoutes, deps);
  await app.register(adminFestivalRoutes, deps);
  await app.register(adminItemRoutes, deps);
  await app.register(catalogueStatsRoutes, deps);
  await app.register(uploadRoutes, deps);
};
