import type { Executor } from '@pokerfest/infra';

export interface ThrottleRules {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Failed logins are counted per account name, existing or not. After `maxFailures` within the
 * window the name is locked briefly (`lockMs`): long enough to make guessing slow, short enough
 * that nobody can keep a victim out for long.
 */
export async function lockedUntil(db: Executor, account: string, now: Date): Promise<Date | undefined> {
  const row = await db.selectFrom('login_failures').select('locked_until').where('account', '=', account.toLowerCase()).executeTakeFirst();
  return row?.locked_until && row.locked_until > now ? row.locked_until : undefined;
}

export async function recordLoginFailure(db: Executor, account: string, now: Date, rules: ThrottleRules): Promise<void> {
  const key = account.toLowerCase();
  const row = await db.selectFrom('login_failures').selectAll().where('account', '=', key).executeTakeFirst();
  const windowOver = !row || now.getTime() - row.first_failed.getTime() > rules.windowMs || (row.locked_until !== null && row.locked_until <= now);
  const failures = windowOver ? 1 : row.failures + 1;
  const lockUntil = failures >= rules.maxFailures ? new Date(now.getTime() + rules.lockMs) : null;
  await db
    .insertInto('login_failures')
    .values({ account: key, failures, first_failed: windowOver ? now : row.first_failed, locked_until: lockUntil })
    .onConflict((oc) => oc.column('account').doUpdateSet({ failures, first_failed: windowOver ? now : row!.first_failed, locked_until: lockUntil }))
    .execute();
}

export async function clearLoginFailures(db: Executor, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account.toLowerCase()).execute();
}
