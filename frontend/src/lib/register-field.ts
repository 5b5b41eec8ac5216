import { get, type FieldError, type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * A text field's react-hook-form registration with its validation message, to spread on a
 * FormField or TextAreaField: `<FormField label="Name" {...registerField(form, 'name')} />`.
 */
export function registerField<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return { ...form.register(name, options), error: error?.message };
}
