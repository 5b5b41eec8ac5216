import type { CasinoView, FestivalView } from '@pokerfest/domain';

function containsTerm(fields: (string | null | undefined)[], search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => (field ?? '').toLowerCase().includes(term));
}

/** The Casinos tab search: case-insensitive "contains" over name and location. */
export function matchesCasinoSearch(casino: Pick<CasinoView, 'name' | 'location'>, search: string): boolean {
  return containsTerm([casino.name, casino.location], search);
}

/** The Festivals tab search: case-insensitive "contains" over title, location and description. */
export function matchesFestivalSearch(
  festival: Pick<FestivalView, 'title' | 'location' | 'description'> & { name?: string | null },
  search: string,
): boolean {
  return containsTerm([festival.title || festival.name, festival.location, festival.description], search);
}

/**
 * A festival flag as the server may send it: true/false, 't'/'f' or 'true'/'false' text.
 * Anything else gives the fallback (featured defaults to false, active to true).
 */
export function flagValue(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 't' || text === 'true') return true;
    if (text === 'f' || text === 'false') return false;
  }
  return fallback;
}
