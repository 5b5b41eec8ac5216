// The admin catalogue, one entry a resource: its endpoints (config/paths.ts) and the words of its
// toasts, which are product spec section 8's and differ from resource to resource on purpose.
import type { AccommodationView, CasinoView, ExtraView, FestivalView, HotelView, TournamentView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import type { AccommodationBody, CasinoBody, ExtraBody, FestivalBody, HotelBody, TournamentBody } from '../catalogue-types';
import { failureText, failureWithMessage, serverMessage } from '../failure-text';
import { catalogueResource } from './catalogue-resource';

/** A festival's part of the catalogue; its list is read only once the festival has an id. */
type FestivalScope = string | undefined;

/** A record of a festival's part, and the festival whose list is refetched once it is gone. */
export interface FestivalPartRef {
  id: number;
  festivalId: string;
}

const ofFestival = { readable: (festivalId: FestivalScope) => Boolean(festivalId), scopeOfRemoval: (ref: FestivalPartRef) => ref.festivalId };

/** Tournaments and extras never move to another festival, so their PATCH leaves the festival out. */
const withoutFestival = <Body extends { productId: string }>({ productId: _festival, ...fields }: Body) => fields;

const success = (description: string) => () => ({ title: 'Success', description });

/** /api/admin/casinos (casinoSchema); a casino a festival uses cannot be deleted (409). */
export const adminCasinos = catalogueResource<CasinoView, CasinoBody>({
  list: () => apiPaths.admin.casinos,
  collection: apiPaths.admin.casinos,
  item: apiPaths.admin.casino,
  scopeOf: () => undefined,
  scopeOfRemoval: () => undefined,
  created: { done: (casino) => ({ title: 'Casino created', description: casino.name }), failed: (e) => failureText('Failed to create casino', e) },
  updated: { done: (casino) => ({ title: 'Casino updated', description: casino.name }), failed: (e) => failureText('Failed to update casino', e) },
  removed: { done: () => ({ title: 'Casino deleted' }), failed: (e) => failureText('Failed to delete casino', e) },
});

/** /api/admin/hotels (hotelSchema); a hotel with accommodations cannot be deleted (409). */
export const adminHotels = catalogueResource<HotelView, HotelBody>({
  list: () => apiPaths.admin.hotels,
  collection: apiPaths.admin.hotels,
  item: apiPaths.admin.hotel,
  scopeOf: () => undefined,
  scopeOfRemoval: () => undefined,
  created: { done: (hotel) => ({ title: 'Hotel added successfully', description: hotel.name }), failed: (e) => serverMessage(e) ?? 'Failed to add hotel' },
  updated: { done: (hotel) => ({ title: 'Hotel updated successfully', description: hotel.name }), failed: (e) => serverMessage(e) ?? 'Failed to update hotel' },
  removed: { done: () => ({ title: 'Hotel deleted successfully' }), failed: (e) => serverMessage(e) ?? 'Failed to delete hotel' },
});

/**
 * /api/admin/products, every festival, inactive ones too. Without a productId the server assigns
 * festival-{timestamp}; the id itself never changes. The API names a festival `name`, the form `title`.
 */
export const adminFestivals = catalogueResource<FestivalView, FestivalBody, void, string>({
  list: () => apiPaths.admin.products,
  collection: apiPaths.admin.products,
  item: apiPaths.admin.product,
  scopeOf: () => undefined,
  scopeOfRemoval: () => undefined,
  createBody: (body) => ({ ...body, name: body.title }),
  updateBody: ({ productId: _id, ...fields }) => ({ ...fields, name: fields.title }),
  alsoStale: [[apiPaths.admin.stats.festivalsCount]],
  created: {
    done: (festival) =>
      festival.productId ? { title: 'Festival created', description: festival.title } : { title: 'Error', description: 'Creation failed', tone: 'destructive' },
    failed: (e) => failureText('Failed to create festival', e),
  },
  updated: { done: (festival) => ({ title: 'Festival updated', description: festival.title }), failed: (e) => failureText('Failed to update festival', e) },
  removed: { done: () => ({ title: 'Festival deleted' }), failed: (e) => failureText('Failed to delete festival', e) },
});

/** The rooms offered at one festival: read from the public /api/accommodations, written under /api/admin/accommodations. */
export const festivalAccommodations = catalogueResource<AccommodationView, AccommodationBody, FestivalScope, number, FestivalPartRef>({
  ...ofFestival,
  list: (festivalId) => apiPaths.accommodations(festivalId ?? ''),
  collection: apiPaths.admin.accommodations,
  item: apiPaths.admin.accommodation,
  scopeOf: (body) => body.festivalId,
  created: { done: () => ({ title: 'Accommodation created' }), failed: (e) => failureWithMessage('Failed to create accommodation', e) },
  updated: { done: () => ({ title: 'Accommodation updated' }), failed: (e) => failureWithMessage('Failed to update accommodation', e) },
  removed: { done: () => ({ title: 'Accommodation deleted' }), failed: (e) => failureWithMessage('Failed to delete accommodation', e) },
});

/** One festival's tournaments: read from the public /api/tournaments, written under /api/admin/tournaments. */
export const festivalTournaments = catalogueResource<TournamentView, TournamentBody, FestivalScope, number, FestivalPartRef>({
  ...ofFestival,
  list: (festivalId) => apiPaths.tournaments(festivalId ?? ''),
  collection: apiPaths.admin.tournaments,
  item: apiPaths.admin.tournament,
  scopeOf: (body) => body.productId,
  updateBody: withoutFestival,
  created: { done: success('Tournament created successfully'), failed: (e) => failureWithMessage('Failed to create tournament', e) },
  updated: { done: success('Tournament updated successfully'), failed: (e) => failureWithMessage('Failed to update tournament', e) },
  removed: { done: success('Tournament deleted successfully'), failed: (e) => failureWithMessage('Failed to delete tournament', e) },
});

/** One festival's extra products: read from the public /api/extras, written under /api/admin/extras. */
export const festivalExtras = catalogueResource<ExtraView, ExtraBody, FestivalScope, number, FestivalPartRef>({
  ...ofFestival,
  list: (festivalId) => apiPaths.extras(festivalId ?? ''),
  collection: apiPaths.admin.extras,
  item: apiPaths.admin.extra,
  scopeOf: (body) => body.productId,
  updateBody: withoutFestival,
  created: { done: success('Extra product added successfully'), failed: (e) => failureWithMessage('Failed to add extra product', e) },
  updated: { done: success('Extra product updated successfully'), failed: (e) => failureText('Failed to update extra product', e) },
  removed: { done: success('Extra product deleted successfully'), failed: (e) => failureText('Failed to delete extra product', e) },
});
