import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  casinoViewSchema,
  errorBodySchema,
  extraViewSchema,
  festivalFilterQuery,
  festivalListItemViewSchema,
  festivalParams,
  festivalViewSchema,
  hotelViewSchema,
  NotFoundError,
  publicAccommodationViewSchema,
  publicTournamentViewSchema,
} from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { StockView } from '../stock';
import type { CatalogueCache } from './cache';
import { festivalList } from './festival-list';
import { remainingStockReads } from './remaining-stock';
import { accommodationView, casinoView, extraView, festivalView, hotelView, tournamentView } from './views';

// The domain's festival filter, under the name the routes below already use.
const byFestival = festivalFilterQuery;
const noQuery = z.object({});
// what answers a bad festival id or filter, or an inactive festival
const refused = { '4xx': errorBodySchema };
const list = <View extends z.ZodType>(view: View) => ({ 200: z.array(view) });
const listOfFestival = <View extends z.ZodType>(view: View) => ({ 200: z.array(view), ...refused });

/**
 * The shop front's reads: active festivals only, answered from the catalogue cache; the room and
 * tournament lists with what is left of each, merged in per request (never cached).
 */
export const publicCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db; cache: CatalogueCache; stockView: StockView }> = async (app, { db, cache, stockView }) => {
  const activeFestival = async (id: string) => {
    const row = await db.selectFrom('festivals').selectAll().where('product_id', '=', id).where('active', '=', true).executeTakeFirst();
    if (!row) throw new NotFoundError('Festival not found');
    return row;
  };
  const accommodations = (festivalId?: string) => {
    let q = db.selectFrom('accommodations').selectAll().orderBy('price_per_night_cents').orderBy('id');
    if (festivalId) q = q.where('festival_id', '=', festivalId);
    return q.execute().then((rows) => rows.map(accommodationView));
  };
  const tournaments = (festivalId?: string) => {
    let q = db.selectFrom('tournaments').selectAll().orderBy('date').orderBy('id');
    if (festivalId) q = q.where('festival_id', '=', festivalId);
    return q.execute().then((rows) => rows.map(tournamentView));
  };
  const extras = (festivalId?: string) => {
    let q = db.selectFrom('extras').selectAll().orderBy('id');
    if (festivalId) q = q.where('festival_id', '=', festivalId);
    return q.execute().then((rows) => rows.map(extraView));
  };
  const tags = ['catalogue'];
  const { withRemainingRooms, withRemainingSeats } = remainingStockReads(stockView);

  app.get(
    '/api/products',
    { config: { access: 'public' }, schema: { tags, summary: 'The festivals on sale, with what each card tells (hotels, tournaments, casino)', querystring: noQuery, response: list(festivalListItemViewSchema) } },
    async (request, reply) => cache.send(request, reply, () => festivalList(db)),
  );
  app.get('/api/products/:id', { config: { access: 'public' }, schema: { tags, summary: 'One festival on sale', params: festivalParams, querystring: noQuery, response: { 200: festivalViewSchema, ...refused } } }, async (request, reply) =>
    cache.send(request, reply, async () => festivalView(await activeFestival(request.params.id))),
  );
  app.get('/api/products/:id/hotels', { config: { access: 'public' }, schema: { tags, summary: "The hotels of a festival's rooms", params: festivalParams, querystring: noQuery, response: listOfFestival(hotelViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, async () => {
      await activeFestival(request.params.id);
      const rows = await db
        .selectFrom('hotels')
        .selectAll()
        .where('id', 'in', db.selectFrom('accommodations').select('hotel_id').where('festival_id', '=', request.params.id))
        .orderBy('name')
        .execute();
      return rows.map(hotelView);
    }),
  );
  app.get('/api/products/:id/accommodations', { config: { access: 'public' }, schema: { tags, summary: "A festival's rooms, with what is left of each", params: festivalParams, querystring: noQuery, response: listOfFestival(publicAccommodationViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, async () => (await activeFestival(request.params.id), accommodations(request.params.id)), (rooms) => withRemainingRooms(rooms)),
  );
  app.get('/api/products/:id/tournaments', { config: { access: 'public' }, schema: { tags, summary: "A festival's tournaments, with the seats left", params: festivalParams, querystring: noQuery, response: listOfFestival(publicTournamentViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, async () => (await activeFestival(request.params.id), tournaments(request.params.id)), (rows) => withRemainingSeats(rows)),
  );
  app.get('/api/products/:id/extras', { config: { access: 'public' }, schema: { tags, summary: "A festival's extras", params: festivalParams, querystring: noQuery, response: listOfFestival(extraViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, async () => (await activeFestival(request.params.id), extras(request.params.id))),
  );
  app.get('/api/casinos', { config: { access: 'public' }, schema: { tags, summary: 'Every casino', querystring: noQuery, response: list(casinoViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, async () => (await db.selectFrom('casinos').selectAll().orderBy('name').execute()).map(casinoView)),
  );
  app.get('/api/hotels', { config: { access: 'public' }, schema: { tags, summary: 'Every hotel', querystring: noQuery, response: list(hotelViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, async () => (await db.selectFrom('hotels').selectAll().orderBy('name').execute()).map(hotelView)),
  );
  app.get('/api/accommodations', { config: { access: 'public' }, schema: { tags, summary: 'Rooms with what is left of each, of one festival or of all', querystring: byFestival, response: listOfFestival(publicAccommodationViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, () => accommodations(request.query.festivalId), (rooms) => withRemainingRooms(rooms)),
  );
  app.get('/api/tournaments', { config: { access: 'public' }, schema: { tags, summary: 'Tournaments with the seats left, of one festival or of all', querystring: byFestival, response: listOfFestival(publicTournamentViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, () => tournaments(request.query.festivalId), (rows) => withRemainingSeats(rows)),
  );
  app.get('/api/extras', { config: { access: 'public' }, schema: { tags, summary: 'Extras, of one festival or of all', querystring: byFestival, response: listOfFestival(extraViewSchema) } }, async (request, reply) =>
    cache.send(request, reply, () => extras(request.query.festivalId)),
  );
};
