// Labelled checkbox and select bound to react-hook-form: Radix's checkbox and select are buttons,
// not native inputs, so they are wired through a Controller to keep their values in the form.
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CheckboxLine } from '../../../components/ui/checkbox-line';
import { SelectField as SharedSelectField } from '../../../components/ui/select-field';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  label: ReactNode;
}

/** A form's checkbox with its validation message under it (a required agreement left unticked). */
export function CheckboxField<T extends FieldValues>({ control, name, label }: CheckboxFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxLine
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          label={label}
          error={fieldState.error?.message}
        />
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
