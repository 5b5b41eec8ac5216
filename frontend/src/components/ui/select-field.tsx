import { Select } from '@radix-ui/themes';
import { useId } from 'react';
import { fieldMessage, LabelledField, messageIdOf } from './labelled-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

/** A labelled Radix select with its validation message; use it through react-hook-form's Controller. */
export function SelectField({ label, value, onValueChange, options, placeholder, error, disabled }: SelectFieldProps) {
  const id = useId();
  return (
    <LabelledField label={label} controlId={id} message={fieldMessage(error)}>
      <Select.Root value={value} onValueChange={onValueChange} disabled={disabled} size="3">
        <Select.Trigger id={id} placeholder={placeholder} aria-invalid={error ? true : undefined} aria-describedby={error ? messageIdOf(id) : undefined} />
        <Select.Content position="popper">
          {options.map(({ value: option, label: optionLabel }) => (
            <Select.Item key={option} value={option}>
              {optionLabel}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </LabelledField>
  );
}

/** The same choices for a list of currency codes. */
export const currencyOptions = (codes: readonly string[]): SelectOption[] => codes.map((code) => ({ value: code, label: code }));

export const yesNoOptions: SelectOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
