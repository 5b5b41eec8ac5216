import { afterAll, beforeAll } from 'vitest';
import { loggedInAs } from '../../../testing/accounts';
import type { SessionClient } from '../../../testing/session-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The integration tests of admin calls (the users' and the catalogue's) each run one test app with
// an admin logged in to it.

export interface AppWithAdmin {
  readonly t: TestApp;
  /** The browser session of a fresh admin of `t`. */
  readonly admin: SessionClient;
}

/** Starts the file's test app and logs an admin in before its tests, closes the app after them. */
export function appWithAdminPerFile(): AppWithAdmin {
  let t: TestApp | undefined;
  let admin: SessionClient | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loggedInAs(t, 'admin')).client;
  });
  afterAll(async () => t?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test app starts in beforeAll: read it inside tests and hooks');
    return value;
  };
  return {
    get t() {
      return started(t);
    },
    get admin() {
      return started(admin);
    },
  };
}
