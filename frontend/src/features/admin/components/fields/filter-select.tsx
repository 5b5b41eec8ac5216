import { SelectField, type SelectOption } from '../../../../components/ui/select-field';

const ALL = 'all';

interface FilterSelectProps {
  label: string;
  /** The first option, which stands for no filter ('All users'). */
  allLabel: string;
  /** The chosen option; none for no filter. */
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
}

/** A list filter's select: its first option lifts the filter. */
export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <SelectField
      label={label}
      value={value ?? ALL}
      options={[{ value: ALL, label: allLabel }, ...options]}
      onValueChange={(option) => onChange(option === ALL ? undefined : option)}
    />
  );
}
