import { Flex, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off switch with its label and a one-line explanation. */
export function SwitchField({ label, hint, checked, onCheckedChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <Flex gap="3" align="start">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={hint ? `${id}-hint` : undefined} mt="1" />
      <Flex direction="column">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {hint && (
          <Text id={`${id}-hint`} size="1" color="gray">
            {hint}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
