import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The id of the line under a control, which the control names in aria-describedby. */
export const messageIdOf = (controlId: string) => `${controlId}-message`;

interface LabelledFieldProps {
  label: string;
  /** The id of the control the label is for. */
  controlId: string;
  /** The line under the control: a validation message (red, announced) or a hint (gray). */
  message?: { text: string; isError: boolean };
  gap?: '1' | '2';
  /** The control. */
  children: ReactNode;
  /** What follows the message (an image's preview). */
  after?: ReactNode;
}

/** A form control with its label above it and its message or hint under it. */
export function LabelledField({ label, controlId, message, gap = '1', children, after }: LabelledFieldProps) {
  return (
    <Flex direction="column" gap={gap}>
      <Text as="label" htmlFor={controlId} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {message && (
        <Text id={messageIdOf(controlId)} size="1" color={message.isError ? 'red' : 'gray'} role={message.isError ? 'alert' : undefined}>
          {message.text}
        </Text>
      )}
      {after}
    </Flex>
  );
}

/** The line under a field: its validation message when there is one, else its hint. */
export function fieldMessage(error: string | undefined, hint?: string) {
  if (error) return { text: error, isError: true };
  return hint ? { text: hint, isError: false } : undefined;
}
