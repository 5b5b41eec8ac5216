import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopViewSchema, type ShopView } from '@pokerfest/domain';
import { sellerOf, type Config } from '@pokerfest/infra';

/**
 * GET /api/shop: the shop's facts the SPA shows but must not build in, because each deployment sets
 * them (the seller on receipts). Public and the same for everyone.
 */
export const shopRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const shop: ShopView = { seller: sellerOf(config) };
  app.get('/api/shop', { config: { access: 'public' }, schema: { tags: ['shop'], response: { 200: shopViewSchema } } }, async () => shop);
};
