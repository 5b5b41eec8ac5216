// The catalogue's public entry: what other features may use of it (festival, rooms, hotels, seats
// and extras as the API sends them, their reads, how money and dates are shown, and what is left of
// each: "Only N left", "Sold out", and a choice that sold out since), and a hotel's photograph for a room card.
export * from './format';
export * from './types';
export { useProduct, useProductAccommodations, useProductExtras, useProductHotels, useProductTournaments } from './api/festival-reads';
export { prefetchFestival } from './api/prefetch-festival';
export * from './stock';
export { useLowStockThreshold, useSoldOutSinceChosen } from './api/fresh-stock';
export { SoldOutSinceChosen } from './components/sold-out-since-chosen';
export { HotelPhoto } from './components/hotel-photo';
