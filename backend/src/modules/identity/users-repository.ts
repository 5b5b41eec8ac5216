import { sql, type Selectable } from 'kysely';
import { isUniqueViolation, type Executor, type UsersTable } from '@pokerfest/infra';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Several users by id, in one query (absent ids are missing from the map). */
export async function findUsersByIds(db: Executor, ids: readonly number[]): Promise<Map<number, UserRow>> {
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Usernames are unique regardless of case; people may also log in with their e-mail. */
export function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const column = login.includes('@') ? 'email' : 'username';
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(${sql.ref(column)})`, '=', login.toLowerCase())
    .executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserByReferralCode(db: Executor, code: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('referral_code', '=', code.toUpperCase()).executeTakeFirst();
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  referralCode: string;
  referredBy: number | null;
  role?: UserRow['role'];
  isEmailVerified?: boolean;
}

export function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      referral_code: user.referralCode,
      referred_by: user.referredBy,
      role: user.role ?? 'player',
      is_email_verified: user.isEmailVerified ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(
  db: Executor,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'created_at' | 'updated_at'>>,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Which unique rule an insert broke, from the index name Postgres reports. */
export function uniqueViolationOf(error: unknown): 'username' | 'email' | 'referral_code' | undefined {
  if (isUniqueViolation(error, 'users_username_key')) return 'username';
  if (isUniqueViolation(error, 'users_email_key')) return 'email';
  if (isUniqueViolation(error, 'users_referral_code_key')) return 'referral_code';
  return undefined;
}
