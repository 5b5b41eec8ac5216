import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { casinoSchema, casinoViewSchema, hotelSchema, hotelUpdateSchema, hotelViewSchema, NotFoundError, ConflictError, recordIdParams } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { CatalogueCache } from './cache';
import { casinoView, hotelView } from './views';
import { asDeleteError, guarded } from './write-errors';

// The domain's int4 id parameters, under the name the routes below already use.
const idParams = recordIdParams;
const ok = z.object({ ok: z.literal(true) });
type Place = z.output<typeof casinoSchema>;

function placeColumns(input: Partial<Place>) {
  return {
    name: input.name,
    description: input.description,
    location: input.location,
    latitude: input.latitude,
    longitude: input.longitude,
    website: input.website,
    contact_info: input.contactInfo,
  };
}

/** Casinos and hotels: the places festivals and rooms refer to. */
export const adminPlacesRoutes: FastifyPluginAsyncZod<{ db: Db; cache: CatalogueCache }> = async (app, { db, cache }) => {
  const tags = ['admin catalogue'];

  app.get('/api/admin/casinos', { config: { access: 'admin' }, schema: { tags, summary: 'List the casinos', response: { 200: z.array(casinoViewSchema) } } }, async () =>
    (await db.selectFrom('casinos').selectAll().orderBy('name').execute()).map(casinoView),
  );
  app.post('/api/admin/casinos', { config: { access: 'admin' }, schema: { tags, summary: 'Add a casino', body: casinoSchema, response: { 201: casinoViewSchema } } }, async (request, reply) => {
    const row = await db.insertInto('casinos').values(placeColumns(request.body) as never).returningAll().executeTakeFirstOrThrow();
    await cache.changed();
    return reply.status(201).send(casinoView(row));
  });
  app.patch('/api/admin/casinos/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Edit a casino', params: idParams, body: casinoSchema.partial(), response: { 200: casinoViewSchema } } }, async (request) => {
    const row = await db.updateTable('casinos').set({ ...placeColumns(request.body), updated_at: new Date() }).where('id', '=', request.params.id).returningAll().executeTakeFirst();
    if (!row) throw new NotFoundError('Casino not found');
    await cache.changed();
    return casinoView(row);
  });
  app.delete('/api/admin/casinos/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Delete a casino', params: idParams, response: { 200: ok } } }, async (request) => {
    const used = await db.selectFrom('festivals').select('title').where('casino_id', '=', request.params.id).execute();
    if (used.length) throw new ConflictError(`This casino is used by ${used.length} festival(s): ${used.map((f) => f.title).join(', ')}. Remove it from them first.`);
    const gone = await guarded(() => db.deleteFrom('casinos').where('id', '=', request.params.id).executeTakeFirst(), (e) => asDeleteError(e, 'This casino is still used by a festival.'));
    if (gone.numDeletedRows === 0n) throw new NotFoundError('Casino not found');
    await cache.changed();
    return { ok: true as const };
  });

  app.get('/api/admin/hotels', { config: { access: 'admin' }, schema: { tags, summary: 'List the hotels', response: { 200: z.array(hotelViewSchema) } } }, async () =>
    (await db.selectFrom('hotels').selectAll().orderBy('name').execute()).map(hotelView),
  );
  app.post('/api/admin/hotels', { config: { access: 'admin' }, schema: { tags, summary: 'Add a hotel', body: hotelSchema, response: { 201: hotelViewSchema } } }, async (request, reply) => {
    const { stars, imageUrl } = request.body;
    const row = await db.insertInto('hotels').values({ ...placeColumns(request.body), stars, image_url: imageUrl ?? null } as never).returningAll().executeTakeFirstOrThrow();
    await cache.changed();
    return reply.status(201).send(hotelView(row));
  });
  app.patch('/api/admin/hotels/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Edit a hotel', params: idParams, body: hotelUpdateSchema, response: { 200: hotelViewSchema } } }, async (request) => {
    const { stars, imageUrl } = request.body;
    const row = await db
      .updateTable('hotels')
      .set({ ...placeColumns(request.body), stars, image_url: imageUrl, updated_at: new Date() })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Hotel not found');
    await cache.changed();
    return hotelView(row);
  });
  app.delete('/api/admin/hotels/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Delete a hotel', params: idParams, response: { 200: ok } } }, async (request) => {
    const rooms = await db.selectFrom('accommodations').select(({ fn }) => fn.countAll<string>().as('n')).where('hotel_id', '=', request.params.id).executeTakeFirstOrThrow();
    if (Number(rooms.n) > 0) throw new ConflictError(`This hotel still has ${rooms.n} accommodation(s) at festivals. Delete those first.`);
    const gone = await guarded(() => db.deleteFrom('hotels').where('id', '=', request.params.id).executeTakeFirst(), (e) => asDeleteError(e, 'This hotel still has accommodations.'));
    if (gone.numDeletedRows === 0n) throw new NotFoundError('Hotel not found');
    await cache.changed();
    return { ok: true as const };
  });
};
