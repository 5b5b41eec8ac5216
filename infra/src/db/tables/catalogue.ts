import type { Generated } from 'kysely';

// The catalogue is plain tables (not event-sourced). Money in cents; dates as 'YYYY-MM-DD' text.

interface Timestamps {
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

interface Place extends Timestamps {
  id: Generated<number>;
  name: string;
  description: string;
  location: string;
  latitude: string | null;
  longitude: string | null;
  website: string | null;
  contact_info: string | null;
}

export type CasinosTable = Place;

export interface HotelsTable extends Place {
  stars: Generated<number>;
  image_url: string | null;
}

export interface FestivalsTable extends Timestamps {
  product_id: string;
  title: string;
  description: string;
  location: string;
  latitude: string | null;
  longitude: string | null;
  casino_id: number | null;
  start_date: string;
  end_date: string;
  image_url: string | null;
  base_price: Generated<number>;
  starting_price_cents: Generated<number>;
  starting_price_currency: Generated<string>;
  max_loyalty_points: Generated<number>;
  featured: Generated<boolean>;
  active: Generated<boolean>;
  sales_open_at: Generated<Date | null>;
}

export interface AccommodationsTable extends Timestamps {
  id: Generated<number>;
  festival_id: string;
  hotel_id: number;
  room_type: string;
  description: string;
  price_per_night_cents: number;
  currency: Generated<string>;
  available_rooms: Generated<number>;
  min_stay_days: Generated<number>;
  check_in_date: string | null;
  check_out_date: string | null;
  amenities: string | null;
  sales_open_at: Generated<Date | null>;
}

export interface TournamentsTable extends Timestamps {
  id: Generated<number>;
  festival_id: string;
  title: string;
  description: string | null;
  date: string;
  buy_in_cents: number;
  can_be_purchased: Generated<boolean>;
  can_be_reserved: Generated<boolean>;
  available_seats: Generated<number>;
  currency: Generated<string>;
  sales_open_at: Generated<Date | null>;
}

export interface ExtrasTable extends Timestamps {
  id: Generated<number>;
  festival_id: string;
  name: string;
  description: string | null;
  price_cents: number;
}
