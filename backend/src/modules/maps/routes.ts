import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { mapConfigViewSchema, type MapConfigView } from '@pokerfest/domain';
import type { Config } from '@pokerfest/infra';

/**
 * The location picker's tiles and geocoder, read at run time so one build serves every
 * deployment; the Content-Security-Policy admits the same origins (security-headers.ts, 0024).
 */
export const mapConfigRoutes: FastifyPluginAsync<{ map: Config['map'] }> = async (app, { map }) => {
  // The answer goes through its zod schema even on a server that sets no compilers (the CSP test
  // mounts this plugin alone); inside the app this is the compiler app.ts sets anyway.
  app.setSerializerCompiler(serializerCompiler);
  const view: MapConfigView = { tiles: map.tiles, geocoder: map.geocoder };
  app.get('/api/map/config', { config: { access: 'public' }, schema: { tags: ['catalogue'], summary: 'The map tiles and geocoder the location picker uses', response: { 200: mapConfigViewSchema } } }, async () => view);
};
