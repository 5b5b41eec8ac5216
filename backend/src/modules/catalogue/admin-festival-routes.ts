import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { festivalCreateSchema, festivalProductIdParams, festivalUpdateSchema, festivalViewSchema, ConflictError, fromMajorUnits, NotFoundError, ValidationError } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { CatalogueCache } from './cache';
import { festivalView, salesOpenAtColumn } from './views';
import { asWriteError, guarded } from './write-errors';

// The domain's storable-key parameter, under the name the routes below already use.
const festivalParams = festivalProductIdParams;
type FestivalInput = Partial<z.output<typeof festivalCreateSchema>>;

function festivalColumns(input: FestivalInput) {
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    latitude: input.latitude,
    longitude: input.longitude,
    casino_id: input.casinoId,
    start_date: input.startDate,
    end_date: input.endDate,
    image_url: input.imageUrl,
    base_price: input.basePrice,
    starting_price_cents: input.startingPrice === undefined ? undefined : fromMajorUnits(input.startingPrice),
    starting_price_currency: input.startingPriceCurrency,
    max_loyalty_points: input.maxLoyaltyPoints,
    featured: input.featured,
    active: input.active,
    sales_open_at: salesOpenAtColumn(input.salesOpenAt),
  };
}

export const adminFestivalRoutes: FastifyPluginAsyncZod<{ db: Db; cache: CatalogueCache; now: () => Date }> = async (app, { db, cache, now }) => {
  const tags = ['admin catalogue'];
  const unknownCasino = (e: unknown) => asWriteError(e, 'Unknown casino');

  app.get('/api/admin/products', { config: { access: 'admin' }, schema: { tags, summary: 'Every festival, those not on sale included', response: { 200: z.array(festivalViewSchema) } } }, async () =>
    (await db.selectFrom('festivals').selectAll().orderBy('start_date').orderBy('product_id').execute()).map(festivalView),
  );

  app.post('/api/admin/products', { config: { access: 'admin' }, schema: { tags, summary: 'Create a festival', body: festivalCreateSchema, response: { 201: festivalViewSchema } } }, async (request, reply) => {
    // Without an id the festival is named by its creation time; the id never changes afterwards.
    const productId = request.body.productId ?? `festival-${now().getTime()}`;
    const row = await guarded(
      () =>
        db
          .insertInto('festivals')
          .values({ product_id: productId, ...festivalColumns(request.body) } as never)
          .returningAll()
          .executeTakeFirstOrThrow(),
      unknownCasino,
    );
    await cache.changed();
    return reply.status(201).send(festivalView(row));
  });

  app.patch(
    '/api/admin/products/:productId',
    { config: { access: 'admin' }, schema: { tags, summary: 'Edit a festival', params: festivalParams, body: festivalUpdateSchema, response: { 200: festivalViewSchema } } },
    async (request) => {
      const { productId } = request.params;
      if (request.body.productId !== undefined && request.body.productId !== productId) throw new ValidationError('The festival ID cannot be changed');
      const row = await guarded(
        () =>
          db
            .updateTable('festivals')
            .set({ ...festivalColumns(request.body), updated_at: new Date() })
            .where('product_id', '=', productId)
            .returningAll()
            .executeTakeFirst(),
        unknownCasino,
      );
      if (!row) throw new NotFoundError('Festival not found');
      await cache.changed();
      return festivalView(row);
    },
  );

  app.delete('/api/admin/products/:productId', { config: { access: 'admin' }, schema: { tags, summary: 'Delete a festival with its rooms, tournaments and extras', params: festivalParams, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
    // Its rooms, tournaments and extras go with it in the same statement (ON DELETE CASCADE). The
    // row lock orders this against a booking in flight, which share-locks the festival to register.
    const gone = await db.transaction().execute(async (trx) => {
      const festival = await trx.selectFrom('festivals').select('product_id').where('product_id', '=', request.params.productId).forUpdate().executeTakeFirst();
      if (!festival) throw new NotFoundError('Festival not found');
      const booked = await trx.selectFrom('order_registry').select('order_id').where('festival_id', '=', festival.product_id).limit(1).executeTakeFirst();
      if (booked) throw new ConflictError('This festival has orders and cannot be deleted. Deactivate it instead to hide it from the shop.');
      return trx.deleteFrom('festivals').where('product_id', '=', festival.product_id).executeTakeFirst();
    });
    if (gone.numDeletedRows === 0n) throw new NotFoundError('Festival not found');
    await cache.changed();
    return { ok: true as const };
  });
};
