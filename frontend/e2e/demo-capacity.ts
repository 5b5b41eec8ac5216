// The browser tests book the demo festival's rooms dozens of times in one run: its room types get
// rooms enough that no test finds them sold out because of the tests before it (tests about stock
// make room types of their own).
import { DEMO_FESTIVAL, demoAdminCookie } from './demo-seed';

const ROOMS_FOR_THE_SUITE = 500;

export async function roomsForTheSuite(baseUrl: string): Promise<void> {
  const cookie = await demoAdminCookie(baseUrl);
  const rooms = (await (await fetch(new URL(`/api/products/${DEMO_FESTIVAL}/accommodations`, baseUrl))).json()) as Array<{ id: number }>;
  for (const room of rooms) {
    const raised = await fetch(new URL(`/api/admin/accommodations/${room.id}`, baseUrl), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ availableRooms: ROOMS_FOR_THE_SUITE }),
    });
    if (!raised.ok) throw new Error(`Room type ${room.id} kept its rooms: ${raised.status} ${await raised.text()}`);
  }
}
