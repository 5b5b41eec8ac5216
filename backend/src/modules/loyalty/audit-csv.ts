import type { LoyaltyAuditEntry } from '@pokerfest/domain';

// The loyalty audit as CSV (RFC 4180: CRLF rows, quoted fields). Text a spreadsheet would run as a
// formula (starting with = + - @, or a tab or carriage return) gets a leading single quote, so an
// adjustment reason or a username can never execute in the admin's spreadsheet. Numbers stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const AUDIT_CSV_HEADER = ['id', 'createdAt', 'userId', 'username', 'points', 'source', 'sourceId', 'description', 'adminUsername'] as const;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

function auditRow(entry: LoyaltyAuditEntry): string {
  const cells = [entry.id, entry.createdAt, entry.userId, entry.username, entry.points, entry.source, entry.sourceId, entry.description, entry.admin?.username ?? null];
  return cells.map(csvCell).join(',');
}

export function auditCsv(entries: readonly LoyaltyAuditEntry[]): string {
  return [AUDIT_CSV_HEADER.join(','), ...entries.map(auditRow)].join('\r\n') + '\r\n';
}
