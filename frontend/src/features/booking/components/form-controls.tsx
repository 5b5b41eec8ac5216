// Labelled checkbox and select bound to react-hook-form: Radix's checkbox and select are buttons,
// not native inputs, so they are wired through a Controller to keep their values in the form.
import { Checkbox, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SelectField as SharedSelectField } from '../../../components/ui/select-field';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: ReactNode;
}

export function CheckboxField<T extends FieldValues>({ control, name, label }: CheckboxFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Text as="label" size="2">
          <Flex gap="2" align="start">
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              mt="1"
            />
            <span>{label}</span>
          </Flex>
        </Text>
      )}
    />
  );
}

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  placeholder: string;
  options: Record<string, string>;
}

/** The shared select, bound to the form through a Controller. */
export function SelectField<T extends FieldValues>({ control, name, label, placeholder, options }: SelectFieldProps<T>) {
  const choices = Object.entries(options).map(([value, text]) => ({ value, label: text }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SharedSelectField label={label} value={field.value} onValueChange={field.onChange} placeholder={placeholder} options={choices} />}
    />
  );
}
