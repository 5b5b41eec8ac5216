// The catalogue's public entry: what other features may use of it (festival, rooms, hotels, seats
// and extras as the API sends them, their reads, and how money and dates are shown).
export * from './format';
export * from './types';
export { useProduct, useProductAccommodations, useProductExtras, useProductHotels, useProductTournaments } from './api/festival-reads';
export { prefetchFestival } from './api/prefetch-festival';
