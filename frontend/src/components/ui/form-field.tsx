import { TextField } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';
import { fieldMessage, LabelledField, messageIdOf } from './labelled-field';

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
  const message = fieldMessage(error, hint);
  return (
    <LabelledField label={label} controlId={inputId} message={message}>
      <TextField.Root
        id={inputId}
        size="3"
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageIdOf(inputId) : undefined}
        {...input}
      />
    </LabelledField>
  );
}
