import { Grid } from '@radix-ui/themes';
import { FormField } from '../../../components/ui/form-field';
import type { AccountingRange } from '../accounting-query';

interface AccountingRangeFieldsProps {
  range: AccountingRange;
  onChange: (range: AccountingRange) => void;
}

/** The first and last day of the documents shown and exported, both included. */
export function AccountingRangeFields({ range, onChange }: AccountingRangeFieldsProps) {
  return (
    <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
      <FormField label="From" type="date" value={range.from} max={range.to || undefined} onChange={(event) => onChange({ ...range, from: event.target.value })} />
      <FormField label="To" type="date" value={range.to} min={range.from || undefined} onChange={(event) => onChange({ ...range, to: event.target.value })} />
    </Grid>
  );
}
