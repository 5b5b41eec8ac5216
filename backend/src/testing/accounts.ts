import type { Role } from '@pokerfest/domain';
import { registerAccount } from '../modules/identity';
import { newAccount, SessionClient } from './session-client';
import type { TestApp } from './test-app';

/** A fresh account with `role` (set directly in the database, as no API may) and a browser logged in as it. */
export async function loggedInAs(t: TestApp, role: Role): Promise<{ client: SessionClient; id: number }> {
  const account = newAccount(role);
  const { id } = await registerAccount({ db: t.database.db }, { ...account, role });
  const client = new SessionClient(t.server);
  await client.post('/api/login', { username: account.username, password: account.password });
  return { client, id };
}
