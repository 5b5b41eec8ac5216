/** A festival (also called a product) as GET /api/products lists it; fields the client reads. */
export interface Festival {
  id: number | string;
  productId: string;
  title?: string | null;
  name?: string | null;
  description?: string | null;
  location?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  imageUrl?: string | null;
  featured?: boolean | null;
  active?: boolean | string | null;
  casinoId?: number | null;
  startingPrice?: number | null;
  startingPriceCurrency?: string | null;
  maxLoyaltyPoints?: number | null;
}

/** Only festivals whose `active` is not explicitly false are shown to users. */
export function isListed(festival: Festival): boolean {
  return festival.active !== false;
}

export function festivalTitle(festival: Festival): string {
  return festival.title || festival.name || festival.productId;
}

/** The id used in /festivals/{id} and /booking/{id}. */
export function festivalRouteId(festival: Festival): string {
  return festival.productId || String(festival.id);
}
