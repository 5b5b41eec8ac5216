import type { SelectQueryBuilder } from 'kysely';
import { calendarDayStart, type LoyaltyAuditEntry, type LoyaltyAuditPage, type LoyaltyAuditQuery, type LoyaltyTransactionView } from '@pokerfest/domain';
import type { Database, Executor, LoyaltyTransactionsTable } from '@pokerfest/infra';

type TransactionRow = Omit<LoyaltyTransactionsTable, 'id' | 'event_id' | 'admin_id'> & { id: number };

function transactionView(row: TransactionRow): LoyaltyTransactionView {
  return {
    id: row.id,
    userId: row.user_id,
    points: row.points,
    source: row.source,
    sourceId: row.source_id,
    description: row.description,
    createdAt: row.created_at.toISOString(),
  };
}

const VIEW_COLUMNS = ['id', 'user_id', 'points', 'source', 'source_id', 'description', 'created_at'] as const;

export interface MemberLedger {
  points: number;
  pendingPoints: number;
  /** Newest first. */
  transactions: LoyaltyTransactionView[];
}

/** A member's balance, what is promised but not yet earned, and their latest transactions. */
export async function memberLedger(db: Executor, userId: number, limit = 200): Promise<MemberLedger> {
  const [user, pending, rows] = await Promise.all([
    db.selectFrom('users').select('loyalty_points').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('loyalty_pending_points')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('points'), eb.val('0')).as('points'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('loyalty_transactions').select(VIEW_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  ]);
  return { points: user?.loyalty_points ?? 0, pendingPoints: Number(pending.points), transactions: rows.map(transactionView) };
}

export type LoyaltyAuditFilters = Pick<LoyaltyAuditQuery, 'userId' | 'source' | 'from' | 'to'>;

/** The audit's filters; `from` and `to` are whole days (UTC), both included. */
function filtered<O>(query: SelectQueryBuilder<Database, 'loyalty_transactions', O>, filters: LoyaltyAuditFilters) {
  let narrowed = query;
  if (filters.userId !== undefined) narrowed = narrowed.where('loyalty_transactions.user_id', '=', filters.userId);
  if (filters.source) narrowed = narrowed.where('loyalty_transactions.source', '=', filters.source);
  if (filters.from) narrowed = narrowed.where('loyalty_transactions.created_at', '>=', calendarDayStart(filters.from));
  if (filters.to) narrowed = narrowed.where('loyalty_transactions.created_at', '<', calendarDayStart(filters.to, 1));
  return narrowed;
}

/** Matching transactions newest first, with the member's and the adjusting admin's names. */
export async function auditEntries(db: Executor, filters: LoyaltyAuditFilters, range: { offset: number; limit: number }): Promise<LoyaltyAuditEntry[]> {
  const rows = await filtered(db.selectFrom('loyalty_transactions'), filters)
    .leftJoin('users as member', 'member.id', 'loyalty_transactions.user_id')
    .leftJoin('users as admin', 'admin.id', 'loyalty_transactions.admin_id')
    .select(VIEW_COLUMNS.map((column) => `loyalty_transactions.${column}` as const))
    .select(['loyalty_transactions.admin_id', 'member.username as username', 'admin.username as admin_username'])
    .orderBy('loyalty_transactions.created_at', 'desc')
    .orderBy('loyalty_transactions.id', 'desc')
    .offset(range.offset)
    .limit(range.limit)
    .execute();
  return rows.map((row) => ({
    ...transactionView(row),
    username: row.username ?? '(deleted user)',
    admin: row.admin_id === null ? null : { id: row.admin_id, username: row.admin_username ?? '(deleted user)' },
  }));
}

export async function countAuditEntries(db: Executor, filters: LoyaltyAuditFilters): Promise<number> {
  const row = await filtered(db.selectFrom('loyalty_transactions'), filters)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page of the admin's loyalty audit. */
export async function loyaltyAuditPage(db: Executor, query: LoyaltyAuditQuery): Promise<LoyaltyAuditPage> {
  const range = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const [items, total] = await Promise.all([auditEntries(db, query, range), countAuditEntries(db, query)]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
