import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';

type InputProps = Omit<ComponentProps<typeof TextField.Root>, 'children'>;

interface FormFieldProps extends InputProps {
  label: string;
  /** The validation message of this field, shown under it and announced. */
  error?: string;
  hint?: string;
}

/** A labelled text input with its validation message; pass react-hook-form's `register(...)` as props. */
export function FormField({ label, error, hint, id, ...input }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={inputId}
        size="3"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...input}
      />
      {message && (
        <Text id={messageId} size="1" color={error ? 'red' : 'gray'} role={error ? 'alert' : undefined}>
          {message}
        </Text>
      )}
    </Flex>
  );
}
