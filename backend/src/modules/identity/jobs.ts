import type { ContextJobs, Db } from '@pokerfest/infra';

/** Identity's background work: expired sessions and stale login-failure counters would otherwise pile up forever. */
export function identityJobs(deps: { db: Db }): ContextJobs {
  return { timers: new Map(), housekeeping: (now) => removeExpiredSessionData(deps.db, now) };
}

export async function removeExpiredSessionData(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('http_sessions').where('expires_at', '<=', now).execute();
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await db
    .deleteFrom('login_failures')
    .where('first_failed', '<', dayAgo)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}
