export { loyaltyLedgerProjection } from './projection';
export { auditEntries, countAuditEntries, loyaltyAuditPage, memberLedger, type LoyaltyAuditFilters, type MemberLedger } from './query';
