import type { Trx } from '@pokerfest/infra';
import type { Seed } from './seeds';

// A small but complete shop: four festivals in four cities (two featured, one inactive), their
// casinos and hotels (photographs shipped in frontend/public/images/demo, drawn by
// scripts/images/demo-photos.ts), rooms, tournaments and extras.
const CITIES = [
  {
    festival: { product_id: 'vienna-spring-2027', title: 'Vienna Spring Poker Festival', location: 'Vienna, Austria', latitude: '48.208200', longitude: '16.373800', start_date: '2027-03-12', end_date: '2027-03-21', featured: true, active: true, starting_price_cents: 45000, max_loyalty_points: 1500, image_url: '/images/demo/vienna-spring.webp' },
    casino: { name: 'Casino Wien', location: 'Kärntner Straße 41, Vienna', latitude: '48.203700', longitude: '16.370500', website: 'https://www.casinos.at' },
    hotel: { name: 'Hotel Imperial Vienna', stars: 5, location: 'Kärntner Ring 16, Vienna', image_url: '/images/demo/hotel-imperial.webp' },
    rooms: [['Standard Double', 18000, 12], ['Deluxe Suite', 32000, 4]],
    tournaments: [
      ['Opening Event €330', '2027-03-12', 33000, true, true, 0],
      ['Main Event €1,100', '2027-03-15', 110000, true, false, 0],
      ['Ladies Event €220', '2027-03-16', 22000, false, true, 0],
      ['High Roller €2,200', '2027-03-19', 220000, true, false, 3],
    ],
  },
  {
    festival: { product_id: 'bratislava-summer-2027', title: 'Bratislava Summer Poker Festival', location: 'Bratislava, Slovakia', latitude: '48.148600', longitude: '17.107700', start_date: '2027-06-04', end_date: '2027-06-13', featured: true, active: true, starting_price_cents: 39000, max_loyalty_points: 1200, image_url: '/images/demo/bratislava-summer.webp' },
    casino: { name: 'Banco Casino Bratislava', location: 'Hodžovo námestie 2, Bratislava', latitude: '48.150800', longitude: '17.107200', website: 'https://www.bancocasino.sk' },
    hotel: { name: 'Danube Riverside Hotel', stars: 4, location: 'Rázusovo nábrežie 6, Bratislava', image_url: '/images/demo/hotel-danube.webp' },
    rooms: [['Superior Room', 12000, 15], ['River View Suite', 21000, 5]],
    tournaments: [
      ['Warm-up €150', '2027-06-05', 15000, true, true, 0],
      ['Main Event €880', '2027-06-09', 88000, true, false, 0],
      ['Deepstack €330 (reserve)', '2027-06-11', 33000, false, true, 0],
    ],
  },
  {
    festival: { product_id: 'prague-autumn-2027', title: 'Prague Autumn Open', location: 'Prague, Czech Republic', latitude: '50.087500', longitude: '14.421300', start_date: '2027-09-17', end_date: '2027-09-26', featured: false, active: true, starting_price_cents: 42000, max_loyalty_points: 1400, image_url: '/images/demo/prague-autumn.webp' },
    casino: { name: 'Casino Praha Old Town', location: 'Na Příkopě 15, Prague', latitude: '50.085900', longitude: '14.425000', website: null },
    hotel: { name: 'Old Town Boutique Hotel', stars: 4, location: 'Celetná 20, Prague', image_url: '/images/demo/hotel-old-town.webp' },
    rooms: [['Classic Room', 11000, 10], ['Junior Suite', 19000, 3]],
    tournaments: [
      ['Main Event €1,100', '2027-09-20', 110000, true, true, 0],
      ['Mystery Bounty €440', '2027-09-22', 44000, true, false, 0],
    ],
  },
  {
    festival: { product_id: 'budapest-winter-2027', title: 'Budapest Winter Series', location: 'Budapest, Hungary', latitude: '47.497900', longitude: '19.040200', start_date: '2027-12-03', end_date: '2027-12-12', featured: false, active: false, starting_price_cents: 35000, max_loyalty_points: 1000, image_url: '/images/demo/budapest-winter.webp' },
    casino: { name: 'Las Vegas Casino Budapest', location: 'Roosevelt tér 2, Budapest', latitude: '47.498900', longitude: '19.046000', website: null },
    hotel: { name: 'Castle View Hotel', stars: 3, location: 'Fő utca 10, Budapest', image_url: '/images/demo/hotel-castle.webp' },
    rooms: [['Standard Room', 9500, 20]],
    tournaments: [['Main Event €550', '2027-12-06', 55000, true, false, 0]],
  },
] as const;

/** Every picture the demo catalogue names, festivals' and hotels': the files that must ship with the front end. */
export const demoImageUrls: readonly string[] = CITIES.flatMap((city) => [city.festival.image_url, city.hotel.image_url]);

const EXTRAS = [
  ['Airport Transfer', 'Private car between the airport and your hotel, both ways.', 4500],
  ['Festival Dinner', 'Three-course players dinner on the opening night.', 7500],
  ['Spa Day Pass', 'A day of pool, sauna and massage at the hotel spa.', 6000],
] as const;

export const demoCatalogue: Seed = {
  name: 'demo-catalogue',
  async run(trx: Trx) {
    for (const city of CITIES) {
      const casino = await trx
        .insertInto('casinos')
        .values({ ...city.casino, description: `${city.casino.name}: the festival's tournament venue.`, contact_info: 'poker@casino.example' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hotel = await trx
        .insertInto('hotels')
        .values({
          ...city.hotel,
          description: `${city.hotel.name}, a short walk from the tournament venue.`,
          latitude: city.festival.latitude,
          longitude: city.festival.longitude,
          website: null,
          contact_info: 'reservations@hotel.example',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const festival = city.festival;
      await trx
        .insertInto('festivals')
        .values({ ...festival, casino_id: casino.id, description: `${festival.title}: ten days of tournaments, cash games and side events in ${festival.location}.` })
        .execute();
      for (const [roomType, cents, rooms] of city.rooms) {
        await trx
          .insertInto('accommodations')
          .values({
            festival_id: festival.product_id,
            hotel_id: hotel.id,
            room_type: roomType,
            description: `${roomType} at ${city.hotel.name}, breakfast included.`,
            price_per_night_cents: cents,
            available_rooms: rooms,
            min_stay_days: 1,
            check_in_date: festival.start_date,
            check_out_date: festival.end_date,
            amenities: 'Wi-Fi, Breakfast, Air conditioning',
          })
          .execute();
      }
      for (const [title, date, buyIn, purchase, reserve, seats] of city.tournaments) {
        await trx
          .insertInto('tournaments')
          .values({ festival_id: festival.product_id, title, date, buy_in_cents: buyIn, can_be_purchased: purchase, can_be_reserved: reserve, available_seats: seats, description: `${title} at ${city.casino.name}.` })
          .execute();
      }
      for (const [name, description, cents] of EXTRAS) {
        await trx.insertInto('extras').values({ festival_id: festival.product_id, name, description, price_cents: cents }).execute();
      }
    }
  },
};
