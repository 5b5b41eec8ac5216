import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Db } from '@pokerfest/infra';
import { batchedReads } from './batched-reads';
import type { KeptSession } from './identity-cache';
import { RecentReads } from './recent-reads';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_TTL_MS = 7 * 24 * 3600 * 1000;
const expiryOfKept = (kept: KeptSession) => kept.expiresAt;

/**
 * Sessions live in Postgres so they survive a restart and are shared by every API instance.
 * `user_id` is kept beside the data so all of one user's sessions can be ended at once.
 * Read through `kept` (ADR 0036): what this process wrote or read lately, never past its expiry;
 * every write and deletion here forgets the session in this process before the caller answers.
 */
export class PostgresSessionStore implements SessionStore {
  private readonly load: (sid: string) => Promise<KeptSession | undefined>;

  constructor(
    private readonly db: Db,
    private readonly kept: RecentReads<string, KeptSession> = new RecentReads({ ttlMs: 0, maxEntries: 1 }),
  ) {
    this.load = batchedReads(async (sids: string[]) => {
      const rows = await this.db.selectFrom('http_sessions').select(['sid', 'data', 'expires_at', 'user_id']).where('sid', 'in', sids).execute();
      return new Map(rows.map((row) => [row.sid, { data: JSON.stringify(row.data), expiresAt: row.expires_at.getTime(), userId: row.user_id }]));
    });
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expires = expiryOf(session);
    const userId = session.userId ?? null;
    const data = JSON.stringify(session);
    const save = async () => {
      await this.db
        .insertInto('http_sessions')
        .values({ sid, data, expires_at: expires, user_id: userId })
        .onConflict((oc) => oc.column('sid').doUpdateSet({ data, expires_at: expires, user_id: userId, updated_at: new Date() }))
        .execute();
    };
    this.kept.write(sid, { data, expiresAt: expires.getTime(), userId }, save, expiryOfKept).then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    this.kept.read(sid, () => this.load(sid), expiryOfKept).then((kept) => {
      if (!kept) return callback(null, null);
      if (kept.expiresAt <= Date.now()) return this.destroy(sid, (error) => callback(error, null));
      return callback(null, JSON.parse(kept.data) as Session);
    }, (error: unknown) => callback(error));
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('http_sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => {
        this.kept.forget(sid);
        callback();
      }, callback);
  }

  async destroyForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('http_sessions').where('user_id', '=', userId).execute();
    this.kept.forgetWhere((session) => session.userId === userId);
  }
}

function expiryOf(session: Session): Date {
  const cookie = (session as { cookie?: unknown }).cookie as { expires?: string | Date | null; originalMaxAge?: number | null } | undefined;
  if (cookie?.expires) return new Date(cookie.expires);
  return new Date(Date.now() + (cookie?.originalMaxAge ?? DEFAULT_TTL_MS));
}
