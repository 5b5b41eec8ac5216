import { Callout, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface FormFailureProps {
  /** The toast's title, said first (the toast fades; this stays until the next try). */
  title: string;
  /** What went wrong; nothing is shown without it. */
  text: string | null | undefined;
  /** The way on, under the words (a link back to where it can be put right). */
  action?: ReactNode;
}

/** A refused save in words, beside the button that sent it. */
export function FormFailure({ title, text, action }: FormFailureProps) {
  if (!text) return null;
  const words = (
    <Callout.Text>
      <Text weight="bold">{title}:</Text> {text}
    </Callout.Text>
  );
  return (
    <Callout.Root color="red" role="alert" data-testid="form-failure">
      {action ? (
        <Flex direction="column" gap="2" align="start">
          {words}
          {action}
        </Flex>
      ) : (
        words
      )}
    </Callout.Root>
  );
}
