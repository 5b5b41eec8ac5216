import type { Executor } from '@pokerfest/infra';
import type { TripPlaces } from './trip-calendar';

/** Where the trip happens as the catalogue says now: the hotel's address, the festival's casino (else its location). */
export async function tripPlaces(db: Executor, festivalId: string, hotelId: number | null): Promise<TripPlaces> {
  const [hotel, festival] = await Promise.all([
    hotelId === null ? undefined : db.selectFrom('hotels').select('location').where('id', '=', hotelId).executeTakeFirst(),
    db
      .selectFrom('festivals')
      .leftJoin('casinos', 'casinos.id', 'festivals.casino_id')
      .select(['festivals.location as festivalLocation', 'casinos.name as casinoName', 'casinos.location as casinoLocation'])
      .where('festivals.product_id', '=', festivalId)
      .executeTakeFirst(),
  ]);
  const venue = festival?.casinoName ? `${festival.casinoName}, ${festival.casinoLocation ?? festival.festivalLocation}` : (festival?.festivalLocation ?? '');
  return { hotelLocation: hotel?.location ?? null, venue };
}
