import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopViewSchema, type ShopView } from '@pokerfest/domain';
import type { Config, Executor } from '@pokerfest/infra';
import { sellerInForce, type SellerConfig } from './seller-settings';

export interface ShopDeps {
  db: Executor;
  config: SellerConfig & Pick<Config, 'LOW_STOCK_THRESHOLD'>;
}

/**
 * GET /api/shop: the shop's facts the SPA shows but must not build in (the seller on receipts and
 * legal pages, when a room is
 * running out). Public and the same for everyone; read per request, so an admin's save in
 * Settings is answered at once by every process.
 */
export const shopRoutes: FastifyPluginAsyncZod<ShopDeps> = async (app, { db, config }) => {
  app.get(
    '/api/shop',
    { config: { access: 'public' }, schema: { tags: ['shop'], summary: "The shop's facts: the seller, and when a room counts as running out", response: { 200: shopViewSchema } } },
    async (): Promise<ShopView> => ({ seller: await sellerInForce(db, config), lowStockThreshold: config.LOW_STOCK_THRESHOLD }),
  );
};
