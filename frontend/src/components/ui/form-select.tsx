import { Controller, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from './select-field';

interface FormSelectProps<T extends FieldValues, Out, Name extends FieldPath<T>> {
  control: Control<T, unknown, Out>;
  name: Name;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  /** The option that stands for the field's value. */
  format: (value: FieldPathValue<T, Name>) => string;
  /** The field's value for a chosen option; the option itself when absent. */
  parse?: (option: string) => unknown;
}

/** A SelectField bound to a react-hook-form field, with its validation message. */
export function FormSelect<T extends FieldValues, Out, Name extends FieldPath<T>>({ control, name, format, parse, ...select }: FormSelectProps<T, Out, Name>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...select}
          value={format(field.value)}
          onValueChange={(option) => field.onChange(parse ? parse(option) : option)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A yes/no select for a boolean field. */
export const yesNoBinding = { format: (value: unknown) => (value ? 'yes' : 'no'), parse: (option: string) => option === 'yes' };
