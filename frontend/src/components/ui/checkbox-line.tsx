import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { messageIdOf } from './labelled-field';

interface CheckboxLineProps extends Omit<ComponentProps<typeof Checkbox>, 'children' | 'color'> {
  /** The sentence the box agrees to; it names the box. */
  label: ReactNode;
  /** The validation message, shown under the sentence and announced. */
  error?: string;
}

/**
 * A checkbox with its sentence beside it and, when it was refused, the reason under it: marked
 * invalid and described by that reason, so the message is where the eye (and the screen reader) is.
 */
export function CheckboxLine({ label, error, id, ...checkbox }: CheckboxLineProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="2" align="start">
          <Checkbox
            id={boxId}
            mt="1"
            color={error ? 'red' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageIdOf(boxId) : undefined}
            {...checkbox}
          />
          <span>{label}</span>
        </Flex>
      </Text>
      {error && (
        // indented to the sentence: the box (16 px) and the gap beside it
        <Text id={messageIdOf(boxId)} size="1" color="red" role="alert" style={{ paddingLeft: 'calc(var(--space-4) + var(--space-2))' }}>
          {error}
        </Text>
      )}
    </Flex>
  );
}
