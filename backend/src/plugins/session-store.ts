import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Db } from '@pokerfest/infra';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Sessions live in Postgres so they survive a restart and are shared by every API instance.
 * `user_id` is kept beside the data so all of one user's sessions can be ended at once.
 */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expires = expiryOf(session);
    const userId = session.userId ?? null;
    this.db
      .insertInto('http_sessions')
      .values({ sid, data: JSON.stringify(session), expires_at: expires, user_id: userId })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ data: JSON.stringify(session), expires_at: expires, user_id: userId, updated_at: new Date() }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    this.db
      .selectFrom('http_sessions')
      .select(['data', 'expires_at'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        if (!row) return callback(null, null);
        if (row.expires_at.getTime() <= Date.now()) return this.destroy(sid, (error) => callback(error, null));
        return callback(null, row.data as unknown as Session);
      }, (error: unknown) => callback(error));
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('http_sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  async destroyForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('http_sessions').where('user_id', '=', userId).execute();
  }
}

function expiryOf(session: Session): Date {
  const cookie = (session as { cookie?: unknown }).cookie as { expires?: string | Date | null; originalMaxAge?: number | null } | undefined;
  if (cookie?.expires) return new Date(cookie.expires);
  return new Date(Date.now() + (cookie?.originalMaxAge ?? DEFAULT_TTL_MS));
}
