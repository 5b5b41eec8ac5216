// The catalogue's public entry: what other features may use of it (festival, rooms, hotels, seats
// and extras as the API sends them, their reads, and how money and dates are shown).
export * from './format';
export * from './types';
export { useProduct } from './api/get-product';
export { useProductAccommodations } from './api/get-product-accommodations';
export { useProductExtras } from './api/get-product-extras';
export { useProductHotels } from './api/get-product-hotels';
export { useProductTournaments } from './api/get-product-tournaments';
export { prefetchFestival } from './api/prefetch-festival';
