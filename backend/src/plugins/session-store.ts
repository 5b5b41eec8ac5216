import type { Db } from '@pokerfest/infra';
import { batchedReads } from './batched-reads';
import type { KeptSession } from './identity-cache';
import { RecentReads } from './recent-reads';
import { frozen, type SessionValues, type SessionWrites, type StoredSession } from './request-session';

const expiryOfKept = (kept: KeptSession) => kept.expiresAt;

/** A row's values: what it holds but the cookie settings rows written before ADR 0038 kept beside them. */
function valuesOf(data: unknown): Readonly<SessionValues> {
  const { cookie: _cookie, ...values } = (data && typeof data === 'object' ? data : {}) as SessionValues & { cookie?: unknown };
  return frozen(values);
}

/**
 * Sessions live in Postgres so they survive a restart and are shared by every API instance.
 * `user_id` is kept beside the data so all of one user's sessions can be ended at once.
 * Read through `kept` (ADR 0036): what this process wrote or read lately, never past its expiry;
 * every write and deletion here forgets the session in this process before the caller answers.
 */
export class PostgresSessionStore implements SessionWrites {
  private readonly load: (sid: string) => Promise<KeptSession | undefined>;

  constructor(
    private readonly db: Db,
    private readonly kept: RecentReads<string, KeptSession> = new RecentReads({ ttlMs: 0, maxEntries: 1 }),
    private readonly now: () => number = Date.now,
  ) {
    this.load = batchedReads(async (sids: string[]) => {
      const rows = await this.db.selectFrom('http_sessions').select(['sid', 'data', 'expires_at', 'user_id']).where('sid', 'in', sids).execute();
      return new Map(rows.map((row) => [row.sid, { values: valuesOf(row.data), expiresAt: row.expires_at.getTime(), userId: row.user_id }]));
    });
  }

  /** The session `sid`, or null when there is none or it has expired (then it is removed). */
  async read(sid: string): Promise<StoredSession | null> {
    const kept = await this.kept.read(sid, () => this.load(sid), expiryOfKept);
    if (!kept) return null;
    if (kept.expiresAt <= this.now()) {
      await this.remove(sid);
      return null;
    }
    return { id: sid, values: kept.values, expiresAt: kept.expiresAt };
  }

  async save({ id, values, expiresAt }: StoredSession): Promise<void> {
    const userId = values.userId ?? null;
    const data = JSON.stringify(values);
    const expires = new Date(expiresAt);
    await this.kept.write(
      id,
      { values, expiresAt, userId },
      async () => {
        await this.db
          .insertInto('http_sessions')
          .values({ sid: id, data, expires_at: expires, user_id: userId })
          .onConflict((oc) => oc.column('sid').doUpdateSet({ data, expires_at: expires, user_id: userId, updated_at: new Date() }))
          .execute();
      },
      expiryOfKept,
    );
  }

  async remove(sid: string): Promise<void> {
    await this.db.deleteFrom('http_sessions').where('sid', '=', sid).execute();
    this.kept.forget(sid);
  }

  async destroyForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('http_sessions').where('user_id', '=', userId).execute();
    this.kept.forgetWhere((session) => session.userId === userId);
  }
}
