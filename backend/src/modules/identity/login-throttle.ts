import { sql } from 'kysely';
import type { Executor } from '@pokerfest/infra';

export interface ThrottleRules {
  /** Failed logins at one account from one client address within the window before that pair is locked. */
  maxFailures: number;
  /** Failed logins at one account from all addresses within the window after which each further failure locks its address at once. */
  accountMaxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Whose failures a login attempt counts towards: an account, at one client address. */
export interface ThrottleKey {
  account: string;
  client: string;
}

/** The `client` of the row that counts an account's failures over all addresses. No address is `*`. */
const ALL_CLIENTS = '*';

/**
 * The account a login text names: the user's id when it names one (so the username and the
 * e-mail count together), else the text itself, lower-cased, so an unknown name is throttled
 * exactly like a known one and the answers tell nobody which names exist.
 */
export function throttleKey(login: string, user: { id: number } | undefined, client: string): ThrottleKey {
  return { account: user ? `user:${user.id}` : `name:${login.trim().toLowerCase()}`, client };
}

/*
 * The rule. Failures are counted per pair (account, client address); after `maxFailures` within
 * the window the pair is locked for `lockMs`: that address gets 429 for that account, however the
 * account is named, while the owner at any other address still logs in. Nobody can lock an
 * account for everyone, so the lock can stay short and nobody gains by renewing it.
 *
 * The account-wide ceiling: the account's failures from all addresses are counted too, and once
 * they reach `accountMaxFailures` within the window every further failure locks its pair at once
 * (one guess per address and lock instead of `maxFailures`). That slows guessing spread over many
 * addresses, yet it still locks no address that has not failed itself: the owner typing the right
 * password at a clean address always gets in.
 */

/**
 * Counts this attempt for its pair before the password is checked, so parallel requests cannot all
 * slip past one check (a success removes the count again). Returns when the pair's lock ends if
 * it is locked; the attempt is then refused and not counted.
 */
export async function admitLoginAttempt(db: Executor, key: ThrottleKey, now: Date, rules: ThrottleRules): Promise<Date | undefined> {
  const windowStart = new Date(now.getTime() - rules.windowMs);
  const lockEnd = new Date(now.getTime() + rules.lockMs);
  // A pair starts counting again once its window is over or its lock has ended.
  const restart = sql`(f.first_failed < ${windowStart}::timestamptz OR f.locked_until IS NOT NULL)`;
  const counted = sql`(CASE WHEN ${restart} THEN 1 ELSE f.failures + 1 END)`;
  const admitted = await sql<{ failures: number }>`
    INSERT INTO login_failures AS f (account, client, failures, first_failed, locked_until)
    VALUES (${key.account}, ${key.client}, 1, ${now}::timestamptz, ${rules.maxFailures <= 1 ? lockEnd : null}::timestamptz)
    ON CONFLICT (account, client) DO UPDATE SET
      failures = ${counted},
      first_failed = CASE WHEN ${restart} THEN ${now}::timestamptz ELSE f.first_failed END,
      locked_until = CASE WHEN ${counted} >= ${rules.maxFailures}::int THEN ${lockEnd}::timestamptz END
    WHERE f.locked_until IS NULL OR f.locked_until <= ${now}::timestamptz
    RETURNING failures`.execute(db);
  if (admitted.rows.length > 0) return undefined;
  const row = await db.selectFrom('login_failures').select('locked_until').where('account', '=', key.account).where('client', '=', key.client).executeTakeFirst();
  // The lock ended (or a success cleared it) between the two statements: ask for one more second.
  return row?.locked_until && row.locked_until > now ? row.locked_until : new Date(now.getTime() + 1000);
}

/** A wrong password (or an unknown name): counts towards the account-wide ceiling, and past it locks the pair at once. */
export async function recordLoginFailure(db: Executor, key: ThrottleKey, now: Date, rules: ThrottleRules): Promise<void> {
  const windowStart = new Date(now.getTime() - rules.windowMs);
  const restart = sql`f.first_failed < ${windowStart}::timestamptz`;
  const total = await sql<{ failures: number }>`
    INSERT INTO login_failures AS f (account, client, failures, first_failed, locked_until)
    VALUES (${key.account}, ${ALL_CLIENTS}, 1, ${now}::timestamptz, NULL)
    ON CONFLICT (account, client) DO UPDATE SET
      failures = CASE WHEN ${restart} THEN 1 ELSE f.failures + 1 END,
      first_failed = CASE WHEN ${restart} THEN ${now}::timestamptz ELSE f.first_failed END
    RETURNING failures`.execute(db);
  if (Number(total.rows[0]?.failures ?? 0) < rules.accountMaxFailures) return;
  const lockEnd = new Date(now.getTime() + rules.lockMs);
  await db
    .updateTable('login_failures')
    .set({ locked_until: lockEnd })
    .where('account', '=', key.account)
    .where('client', '=', key.client)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', lockEnd)]))
    .execute();
}

/** A success clears its own address's count (not the account-wide one, which only time clears). */
export async function clearLoginFailures(db: Executor, key: ThrottleKey): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', key.account).where('client', '=', key.client).execute();
}

/** A password reset: the old password is gone, so are the guesses at it, from every address. */
export async function clearAccountFailures(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', throttleKey('', { id: userId }, ALL_CLIENTS).account).execute();
}
