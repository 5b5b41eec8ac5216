// Labelled checkbox, select and text area bound to react-hook-form: Radix's checkbox and select are
// buttons, not native inputs, so they are wired through a Controller to keep focus and values in
// the form.
import { Checkbox, Flex, Select, Text, TextArea } from '@radix-ui/themes';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';

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

export function SelectField<T extends FieldValues>({ control, name, label, placeholder, options }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={id} size="2" weight="medium">
            {label}
          </Text>
          <Select.Root size="3" name={field.name} value={field.value} onValueChange={field.onChange}>
            <Select.Trigger id={id} ref={field.ref} placeholder={placeholder} onBlur={field.onBlur} />
            <Select.Content position="popper">
              {Object.entries(options).map(([value, text]) => (
                <Select.Item key={value} value={value}>
                  {text}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      )}
    />
  );
}

type TextAreaProps = Omit<ComponentProps<typeof TextArea>, 'name' | 'onChange' | 'onBlur' | 'ref'>;

interface TextAreaFieldProps extends TextAreaProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The validation message of this field, shown under it and announced. */
  error?: string;
}

export function TextAreaField({ label, registration, error, ...textArea }: TextAreaFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextArea
        id={id}
        size="2"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...textArea}
        {...registration}
      />
      {error && (
        <Text id={messageId} size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}
