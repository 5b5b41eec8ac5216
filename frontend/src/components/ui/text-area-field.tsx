import { Flex, Text, TextArea } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';

interface TextAreaFieldProps extends ComponentProps<typeof TextArea> {
  label: string;
  error?: string;
}

/** A labelled multi-line input with its validation message; pass react-hook-form's `register(...)` as props. */
export function TextAreaField({ label, error, id, ...input }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {label}
      </Text>
      <TextArea
        id={inputId}
        size="3"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...input}
      />
      {error && (
        <Text id={messageId} size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}
