import { TextArea } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';
import { fieldMessage, LabelledField, messageIdOf } from './labelled-field';

interface TextAreaFieldProps extends ComponentProps<typeof TextArea> {
  label: string;
  error?: string;
}

/** A labelled multi-line input with its validation message; pass react-hook-form's `register(...)` as props. */
export function TextAreaField({ label, error, id, ...input }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <LabelledField label={label} controlId={inputId} message={fieldMessage(error)}>
      <TextArea id={inputId} size="3" rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? messageIdOf(inputId) : undefined} {...input} />
    </LabelledField>
  );
}
