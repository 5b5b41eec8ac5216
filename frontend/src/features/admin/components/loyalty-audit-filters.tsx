import { Grid } from '@radix-ui/themes';
import { loyaltySources, type LoyaltySource } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { sourceLabels } from '../../loyalty';
import { useAdminUsers } from '../api/admin-reads';
import type { LoyaltyAuditFilters } from '../loyalty-audit-query';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';

const ALL = 'all';

const sourceOptions: SelectOption[] = [
  { value: ALL, label: 'All sources' },
  ...loyaltySources.map((source) => ({ value: source, label: sourceLabels[source] })),
];

const isSource = (value: string): value is LoyaltySource => loyaltySources.some((source) => source === value);

interface LoyaltyAuditFiltersProps {
  filters: LoyaltyAuditFilters;
  onChange: (filters: LoyaltyAuditFilters) => void;
}

/** Who, which source and which days: each change shows the first page of the new selection. */
export function LoyaltyAuditFilterBar({ filters, onChange }: LoyaltyAuditFiltersProps) {
  const users = useAdminUsers();
  const userOptions: SelectOption[] = [
    { value: ALL, label: 'All users' },
    ...(users.data ?? []).map((user) => ({ value: String(user.id), label: user.username })),
  ];
  return (
    <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
      <SelectField
        label="User"
        value={filters.userId === undefined ? ALL : String(filters.userId)}
        options={userOptions}
        onValueChange={(value) => onChange({ ...filters, userId: value === ALL ? undefined : Number(value) })}
      />
      <SelectField
        label="Source"
        value={filters.source ?? ALL}
        options={sourceOptions}
        onValueChange={(value) => onChange({ ...filters, source: isSource(value) ? value : undefined })}
      />
      <FormField
        label="From"
        type="date"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
      />
      <FormField
        label="To"
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
      />
    </Grid>
  );
}
