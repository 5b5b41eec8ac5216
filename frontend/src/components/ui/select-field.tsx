import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';

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
  const messageId = `${id}-message`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onValueChange} disabled={disabled} size="3">
        <Select.Trigger
          id={id}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
        <Select.Content position="popper">
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {error && (
        <Text id={messageId} size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

/** The same choices for a list of currency codes. */
export const currencyOptions = (codes: readonly string[]): SelectOption[] => codes.map((code) => ({ value: code, label: code }));

export const yesNoOptions: SelectOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
