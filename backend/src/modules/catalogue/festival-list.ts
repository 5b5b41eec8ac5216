import type { FestivalListItemView } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import { festivalView } from './views';

/** The festivals on sale, soonest first, each with its card's counts and casino in the same query. */
export async function festivalList(db: Db): Promise<FestivalListItemView[]> {
  const rows = await db
    .selectFrom('festivals')
    .selectAll('festivals')
    .select((eb) => [
      eb
        .selectFrom('accommodations')
        .whereRef('accommodations.festival_id', '=', 'festivals.product_id')
        .select((inner) => inner.fn.count<string>('accommodations.hotel_id').distinct().as('count'))
        .as('hotel_count'),
      eb
        .selectFrom('tournaments')
        .whereRef('tournaments.festival_id', '=', 'festivals.product_id')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .as('tournament_count'),
      eb.selectFrom('casinos').whereRef('casinos.id', '=', 'festivals.casino_id').select('casinos.name').as('casino_name'),
    ])
    .where('festivals.active', '=', true)
    .orderBy('festivals.start_date')
    .orderBy('festivals.product_id')
    .execute();
  return rows.map(({ hotel_count, tournament_count, casino_name, ...festival }) => ({
    ...festivalView(festival),
    hotelCount: Number(hotel_count ?? 0),
    tournamentCount: Number(tournament_count ?? 0),
    casinoName: casino_name ?? null,
  }));
}
