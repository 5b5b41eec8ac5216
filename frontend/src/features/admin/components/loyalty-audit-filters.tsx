import { Grid } from '@radix-ui/themes';
import { loyaltySources, type LoyaltySource } from '@pokerfest/domain';
import { DayField } from '../../../components/ui/day-field';
import { sourceLabels } from '../../loyalty';
import { useAdminUsers } from '../api/admin-reads';
import type { LoyaltyAuditFilters } from '../loyalty-audit-query';
import type { SelectOption } from '../../../components/ui/select-field';
import { FilterSelect } from './fields/filter-select';

const sourceOptions: SelectOption[] = loyaltySources.map((source) => ({ value: source, label: sourceLabels[source] }));

const isSource = (value: string): value is LoyaltySource => loyaltySources.some((source) => source === value);

interface LoyaltyAuditFiltersProps {
  filters: LoyaltyAuditFilters;
  onChange: (filters: LoyaltyAuditFilters) => void;
}

/** Who, which source and which days: each change shows the first page of the new selection. */
export function LoyaltyAuditFilterBar({ filters, onChange }: LoyaltyAuditFiltersProps) {
  const users = useAdminUsers();
  const userOptions: SelectOption[] = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.username }));
  return (
    <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
      <FilterSelect
        label="User"
        allLabel="All users"
        value={filters.userId === undefined ? undefined : String(filters.userId)}
        options={userOptions}
        onChange={(userId) => onChange({ ...filters, userId: userId === undefined ? undefined : Number(userId) })}
      />
      <FilterSelect
        label="Source"
        allLabel="All sources"
        value={filters.source}
        options={sourceOptions}
        onChange={(source) => onChange({ ...filters, source: source && isSource(source) ? source : undefined })}
      />
      <DayField label="From" day={filters.from} value={filters.from ?? ''} max={filters.to} onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })} />
      <DayField label="To" day={filters.to} value={filters.to ?? ''} min={filters.from} onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })} />
    </Grid>
  );
}
