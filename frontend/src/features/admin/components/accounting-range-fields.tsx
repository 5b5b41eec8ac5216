import { Grid } from '@radix-ui/themes';
import { DayField } from '../../../components/ui/day-field';
import type { AccountingRange } from '../accounting-query';

interface AccountingRangeFieldsProps {
  range: AccountingRange;
  onChange: (range: AccountingRange) => void;
}

/** The first and last day of the documents shown and exported, both included. */
export function AccountingRangeFields({ range, onChange }: AccountingRangeFieldsProps) {
  return (
    <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
      <DayField label="From" day={range.from} value={range.from} max={range.to || undefined} onChange={(event) => onChange({ ...range, from: event.target.value })} />
      <DayField label="To" day={range.to} value={range.to} min={range.from || undefined} onChange={(event) => onChange({ ...range, to: event.target.value })} />
    </Grid>
  );
}
