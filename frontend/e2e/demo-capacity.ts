// The browser tests book the demo festival's rooms dozens of times in one run: its room types get
// rooms enough that no test finds them sold out because of the tests before it (tests about stock
// make room types of their own).
import { DEMO_FESTIVAL, demoAdmin } from './demo-seed';

const ROOMS_FOR_THE_SUITE = 500;

export async function roomsForTheSuite(baseUrl: string): Promise<void> {
  const login = await fetch(new URL('/api/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: demoAdmin.username, password: demoAdmin.password }),
  });
  const cookie = login.headers.getSetCookie().find((header) => header.startsWith('sid='))?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`The demo admin could not log in: ${login.status}`);
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
