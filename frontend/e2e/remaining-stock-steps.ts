// Steps of the remaining-stock browser test (issue 19): a festival with one room type of a few rooms,
// made by the demo admin, and rooms bought away by other players through the real API.
import { demoAdmin } from './accounts';
import { apiLogin, registered } from './loyalty-steps';

export interface ScarceFestival {
  productId: string;
  title: string;
  hotelName: string;
  room: { id: number; roomType: string; pricePerNight: number };
}

let counter = 0;

/** What a scarce festival's hotel and room are called (the tests find them by these words). */
interface ScarceRoomNames {
  hotel: string;
  roomType: string;
}

/** A festival in 2029 whose only room type has `rooms` rooms. */
export async function scarceFestival(baseUrl: string, rooms: number, names: ScarceRoomNames = { hotel: 'Schlossberg Hotel', roomType: 'Double Room' }): Promise<ScarceFestival> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  const admin = await apiLogin(baseUrl, demoAdmin);
  const title = `Graz Last Rooms Open ${unique}`;
  const festival = await admin.call<{ id: string }>('POST', '/api/admin/products', {
    productId: `graz-last-rooms-${unique}`,
    title,
    description: 'A festival with few rooms',
    location: 'Graz, Austria',
    startDate: '2029-06-01',
    endDate: '2029-06-10',
  });
  const productId = String(festival.id);
  const hotelName = `${names.hotel} ${unique}`;
  const hotel = await admin.call<{ id: number }>('POST', '/api/admin/hotels', { name: hotelName, description: 'Hotel below the castle hill', location: 'Graz' });
  const { roomType } = names;
  const pricePerNight = 110;
  const room = await admin.call<{ id: number }>('POST', '/api/admin/accommodations', {
    festivalId: productId,
    hotelId: hotel.id,
    roomType,
    description: 'A double room facing the old town',
    pricePerNight,
    currency: 'EUR',
    availableRooms: rooms,
    minStayDays: 1,
  });
  return { productId, title, hotelName, room: { id: room.id, roomType, pricePerNight } };
}

/** Another player, registered for the purpose, orders the room for 4 nights (the order holds it while unpaid). */
export async function roomBoughtByAnotherPlayer(baseUrl: string, festival: ScarceFestival): Promise<void> {
  const { session } = await registered(baseUrl, 'rival');
  await session.call('POST', '/api/orders', {
    productId: festival.productId,
    hotelId: festival.room.id,
    nights: 4,
    totalPrice: festival.room.pricePerNight * 4,
    status: 'pending',
    customerFullName: 'Rita Rival',
    customerEmail: 'rita.rival@example.test',
    customerPhone: '+43 660 5550000',
  });
}
