import { csvText, type LoyaltyAuditEntry } from '@pokerfest/domain';

// The loyalty audit as CSV, quoted and guarded against formulas as every export is (domain's csv.ts).

export { csvCell } from '@pokerfest/domain';

export const AUDIT_CSV_HEADER = ['id', 'createdAt', 'userId', 'username', 'points', 'source', 'sourceId', 'description', 'adminUsername'] as const;

export function auditCsv(entries: readonly LoyaltyAuditEntry[]): string {
  return csvText(
    AUDIT_CSV_HEADER,
    entries.map((entry) => [entry.id, entry.createdAt, entry.userId, entry.username, entry.points, entry.source, entry.sourceId, entry.description, entry.admin?.username ?? null]),
  );
}
