import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accommodationSchema,
  accommodationUpdateSchema,
  accommodationViewSchema,
  extraCreateSchema,
  extraUpdateSchema,
  extraViewSchema,
  fromMajorUnits,
  NotFoundError,
  recordIdParams,
  ValidationError,
  tournamentCreateSchema,
  tournamentUpdateSchema,
  tournamentViewSchema,
} from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { Stock } from '../stock';
import type { CatalogueCache } from './cache';
import { updateItem } from './capacity-change';
import { deleteCatalogueItem } from './delete-item';
import { accommodationView, extraView, salesOpenAtColumn, tournamentView } from './views';
import { asWriteError, guarded } from './write-errors';

// The domain's int4 id parameters, under the name the routes below already use.
const idParams = recordIdParams;
const ok = z.object({ ok: z.literal(true) });
const cents = (major: number | undefined) => (major === undefined ? undefined : fromMajorUnits(major));

function accommodationColumns(input: Partial<z.output<typeof accommodationSchema>>) {
  return {
    festival_id: input.festivalId,
    hotel_id: input.hotelId,
    room_type: input.roomType,
    description: input.description,
    price_per_night_cents: cents(input.pricePerNight),
    currency: input.currency,
    available_rooms: input.availableRooms,
    min_stay_days: input.minStayDays,
    check_in_date: input.checkInDate,
    check_out_date: input.checkOutDate,
    amenities: input.amenities,
    sales_open_at: salesOpenAtColumn(input.salesOpenAt),
  };
}

function tournamentColumns(input: Partial<z.output<typeof tournamentCreateSchema>>) {
  return {
    festival_id: input.productId,
    title: input.title,
    buy_in_cents: input.buyIn,
    date: input.date,
    description: input.description,
    can_be_purchased: input.canBePurchased,
    can_be_reserved: input.canBeReserved,
    available_seats: input.availableSeats,
    currency: input.currency,
    sales_open_at: salesOpenAtColumn(input.salesOpenAt),
  };
}

function extraColumns(input: Partial<z.output<typeof extraCreateSchema>>) {
  return { festival_id: input.productId, name: input.name, description: input.description, price_cents: cents(input.price) };
}

/** Accommodations, tournaments and extras: what a festival's package is built from. */
export const adminItemRoutes: FastifyPluginAsyncZod<{ db: Db; cache: CatalogueCache; stock: Stock; now: () => Date }> = async (app, { db, cache, stock, now }) => {
  const tags = ['admin catalogue'];
  const config = { access: 'admin' as const };
  const writeError = (e: unknown) => asWriteError(e, 'Unknown festival or hotel');

  type Table = 'accommodations' | 'tournaments' | 'extras';

  /**
   * A PATCH may carry the record as the dialog holds it, its festival included; a room, tournament or
   * extra never moves to another festival (its orders name both), so a different one is refused
   * before anything is written. The festival never changes, so reading it first cannot race.
   */
  const keepFestival = async (table: Table, name: string, id: number, festivalId: unknown) => {
    if (festivalId === undefined) return;
    const stored = await db.selectFrom(table).select('festival_id').where('id', '=', id).executeTakeFirst();
    if (!stored) throw new NotFoundError(`${name} not found`);
    const noun = name.toLowerCase();
    if (stored.festival_id !== festivalId) throw new ValidationError(`The festival of ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} cannot be changed`);
  };

  const crud = <Row, View>(
    path: string,
    name: string,
    table: Table,
    schemas: { create: z.ZodType; update: z.ZodType; view: z.ZodType<View> },
    festivalField: 'festivalId' | 'productId',
    columns: (input: never) => Record<string, unknown>,
    view: (row: Row) => View,
  ) => {
    // 'an accommodation', 'a tournament', 'an extra': the OpenAPI summaries' words
    const one = `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name.toLowerCase()}`;
    app.post(path, { config, schema: { tags, summary: `Add ${one} to a festival`, body: schemas.create, response: { 201: schemas.view } } }, async (request, reply) => {
      const row = await guarded(() => db.insertInto(table).values(columns(request.body as never) as never).returningAll().executeTakeFirstOrThrow(), writeError);
      await cache.changed();
      return reply.status(201).send(view(row as Row));
    });
    app.patch(`${path}/:id`, { config, schema: { tags, summary: `Edit ${one}`, params: idParams, body: schemas.update, response: { 200: schemas.view } } }, async (request) => {
      const body = request.body as Record<string, unknown>;
      await keepFestival(table, name, request.params.id, body[festivalField]);
      const { festival_id: _sameFestival, ...changes } = columns(body as never);
      // a changed capacity is told to stock in the same transaction (capacity-change.ts)
      const row = await guarded(
        () =>
          updateItem({ db, stock, now }, table, request.params.id, changes, (executor) =>
            executor.updateTable(table).set({ ...changes, updated_at: new Date() } as never).where('id', '=', request.params.id).returningAll().executeTakeFirst(),
          ),
        writeError,
      );
      if (!row) throw new NotFoundError(`${name} not found`);
      await cache.changed();
      return view(row as Row);
    });
    app.delete(`${path}/:id`, { config, schema: { tags, summary: `Delete ${one} (refused while orders hold its stock)`, params: idParams, response: { 200: ok } } }, async (request) => {
      // Refused with 409 while orders hold its stock; see delete-item.ts for why this cannot race a booking.
      if (!(await deleteCatalogueItem({ db, stock, now }, table, request.params.id))) throw new NotFoundError(`${name} not found`);
      await cache.changed();
      return { ok: true as const };
    });
  };

  crud('/api/admin/accommodations', 'Accommodation', 'accommodations', { create: accommodationSchema, update: accommodationUpdateSchema, view: accommodationViewSchema }, 'festivalId', accommodationColumns, accommodationView);
  crud('/api/admin/tournaments', 'Tournament', 'tournaments', { create: tournamentCreateSchema, update: tournamentUpdateSchema, view: tournamentViewSchema }, 'productId', tournamentColumns, tournamentView);
  crud('/api/admin/extras', 'Extra', 'extras', { create: extraCreateSchema, update: extraUpdateSchema, view: extraViewSchema }, 'productId', extraColumns, extraView);
};
