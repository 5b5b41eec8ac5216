import { openingTimeOf, phaseOf, type QueueRules, type SalesOpening } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';

/** A festival's opening times: its own and those of the room types and tournaments that open on their own. */
export interface FestivalOpenings {
  festival: Date | null;
  rooms: ReadonlyMap<number, Date>;
  tournaments: ReadonlyMap<number, Date>;
}

const none: FestivalOpenings = { festival: null, rooms: new Map(), tournaments: new Map() };

/**
 * Every "sales open at" of the catalogue, kept in this process's memory (a handful of rows) and
 * forgotten with the catalogue at every admin write, here or in another process (CatalogueCache's
 * NOTIFY). The order route and the queue's ticker read it without a query.
 */
export class SalesOpenings {
  private loaded: Promise<Map<string, FestivalOpenings>> | undefined;
  /** Counts the catalogue's changes: a reader that saw another count knows an opening may have moved. */
  version = 0;

  constructor(private readonly db: Db) {}

  forget(): void {
    this.loaded = undefined;
    this.version += 1;
  }

  async exists(festivalId: string): Promise<boolean> {
    return (await this.all()).has(festivalId);
  }

  async of(festivalId: string): Promise<FestivalOpenings> {
    return (await this.all()).get(festivalId) ?? none;
  }

  /** The opening an order's items sell under, each item's own else its festival's; distinct instants. */
  async forItems(festivalId: string, rooms: readonly number[], tournaments: readonly number[]): Promise<SalesOpening[]> {
    const openings = await this.of(festivalId);
    const times = distinctTimes([
      ...rooms.map((id) => openingTimeOf(openings.rooms.get(id) ?? null, openings.festival)),
      ...tournaments.map((id) => openingTimeOf(openings.tournaments.get(id) ?? null, openings.festival)),
      ...(rooms.length + tournaments.length === 0 ? [openings.festival] : []),
    ]);
    return times.map((opensAt) => ({ festivalId, opensAt }));
  }

  /** Openings whose waiting room has begun and whose queue may still run (`openForMs` after the opening). */
  async current(now: Date, rules: Pick<QueueRules, 'waitingRoomMs'> & { openForMs: number }): Promise<SalesOpening[]> {
    const found: SalesOpening[] = [];
    for (const [festivalId, openings] of await this.all())
      for (const opensAt of timesOf(openings))
        if (phaseOf(opensAt, now, rules) !== 'countdown' && now.getTime() - opensAt.getTime() < rules.openForMs) found.push({ festivalId, opensAt });
    return found;
  }

  /** Every opening time of the festival (its own, its items'), earliest first. */
  async timesOf(festivalId: string): Promise<Date[]> {
    return timesOf(await this.of(festivalId));
  }

  private all(): Promise<Map<string, FestivalOpenings>> {
    if (!this.loaded) {
      const loading = this.load();
      this.loaded = loading;
      loading.catch(() => this.loaded === loading && (this.loaded = undefined));
    }
    return this.loaded;
  }

  private async load(): Promise<Map<string, FestivalOpenings>> {
    const [festivals, rooms, tournaments] = await Promise.all([
      // every festival, so a queue call for one that does not exist is told so without a query
      this.db.selectFrom('festivals').select(['product_id as festival_id', 'sales_open_at']).execute(),
      this.db.selectFrom('accommodations').select(['festival_id', 'id', 'sales_open_at']).where('sales_open_at', 'is not', null).execute(),
      this.db.selectFrom('tournaments').select(['festival_id', 'id', 'sales_open_at']).where('sales_open_at', 'is not', null).execute(),
    ]);
    const byFestival = new Map<string, { festival: Date | null; rooms: Map<number, Date>; tournaments: Map<number, Date> }>();
    const entry = (id: string) => {
      let found = byFestival.get(id);
      if (!found) byFestival.set(id, (found = { festival: null, rooms: new Map(), tournaments: new Map() }));
      return found;
    };
    for (const row of festivals) entry(row.festival_id).festival = row.sales_open_at;
    for (const row of rooms) entry(row.festival_id).rooms.set(row.id, row.sales_open_at!);
    for (const row of tournaments) entry(row.festival_id).tournaments.set(row.id, row.sales_open_at!);
    return byFestival;
  }
}

/** The instants among `times`, each once, earliest first. */
function distinctTimes(times: readonly (Date | null)[]): Date[] {
  const distinct = new Map<number, Date>();
  for (const time of times) if (time) distinct.set(time.getTime(), time);
  return [...distinct.values()].sort((a, b) => a.getTime() - b.getTime());
}

const timesOf = (openings: FestivalOpenings) => distinctTimes([openings.festival, ...openings.rooms.values(), ...openings.tournaments.values()]);
