// What the demo seed gives every browser test run: its admin and its first festival. No vitest
// import here: global setup uses it too.

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** The demo seed's admin (development and test only). */
export const demoAdmin: TestAccount = { username: 'admin', email: 'admin@demo.pokerfest.test', password: 'admin123' };

export const DEMO_FESTIVAL = 'vienna-spring-2027';

/** The demo admin's session cookie, logged in through the API (for a test's own admin calls). */
export async function demoAdminCookie(baseUrl: string): Promise<string> {
  const login = await fetch(new URL('/api/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: demoAdmin.username, password: demoAdmin.password }),
  });
  const cookie = login.headers.getSetCookie().find((header) => header.startsWith('sid='))?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`The demo admin could not log in: ${login.status}`);
  return cookie;
}
