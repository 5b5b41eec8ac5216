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
