import type { z } from 'zod';
import type {
  accommodationSchema,
  casinoSchema,
  extraCreateSchema,
  festivalCreateSchema,
  hotelSchema,
  tournamentCreateSchema,
} from '@pokerfest/domain';

// The request bodies of the admin catalogue writes: what the forms' zod schemas produce.
export type CasinoBody = z.output<typeof casinoSchema>;
export type HotelBody = z.output<typeof hotelSchema>;
export type FestivalBody = z.output<typeof festivalCreateSchema>;
export type AccommodationBody = z.output<typeof accommodationSchema>;
export type TournamentBody = z.output<typeof tournamentCreateSchema>;
export type ExtraBody = z.output<typeof extraCreateSchema>;

/** A PATCH: the record's id and its new field values. */
export interface Update<Body, Id = number> {
  id: Id;
  body: Body;
}
