import { Callout, Text } from '@radix-ui/themes';

interface FormFailureProps {
  /** The toast's title, said first (the toast fades; this stays until the next try). */
  title: string;
  /** What went wrong; nothing is shown without it. */
  text: string | null | undefined;
}

/** A refused save in words, beside the button that sent it. */
export function FormFailure({ title, text }: FormFailureProps) {
  if (!text) return null;
  return (
    <Callout.Root color="red" role="alert" data-testid="form-failure">
      <Callout.Text>
        <Text weight="bold">{title}:</Text> {text}
      </Callout.Text>
    </Callout.Root>
  );
}
