// The client-side cart of product spec section 3 ('Cart entry'): one entry per festival, keyed by productId.
// Money as the API sends it: hotel pricePerNight and extra price in major units, tournament buyIn in cents.

export interface CartHotel {
  /** The accommodation (room) id. */
  id: number;
  hotelId: number;
  /** The hotel's name and room type, as shown. */
  name: string;
  pricePerNight: number;
  currency?: string;
  nights: number;
  checkIn: Date;
  checkOut: Date;
}

export interface CartTournament {
  id: number;
  title: string;
  /** Smallest currency unit. */
  buyIn: number;
  currency?: string;
  date: string;
  /** True for a paid seat, false for a seat reserved to pay at the venue. */
  isPurchased: boolean;
}

export interface CartExtra {
  id: number;
  name: string;
  description?: string | null;
  price: number;
  quantity: number;
}

/** What identifies a festival product in the cart. */
export interface CartProduct {
  productId: string;
  productName: string;
  festivalName: string;
  location: string;
  startDate?: string | null;
  endDate?: string | null;
}

export interface CartEntry extends CartProduct {
  /** Major units, recomputed by every operation. */
  totalPrice: number;
  hotel?: CartHotel;
  tournaments: CartTournament[];
  extras: CartExtra[];
  /** The voucher code the player applied to this festival's package (issue 32): it goes with the order. */
  voucherCode?: string;
}

export type Cart = readonly CartEntry[];
