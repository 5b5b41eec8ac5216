import { Flex, Text } from '@radix-ui/themes';
import { CheckboxLine } from '../../../components/ui/checkbox-line';

interface CreditChoiceProps {
  /** The player's usable credit, in money. */
  balance: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * 'Use my credit' where the order is placed (issue 32): the player's tournament credit and the box
 * that lets it pay first; the summary then shows the credit taken and what the card pays.
 */
export function CreditChoice({ balance, checked, onCheckedChange, disabled }: CreditChoiceProps) {
  return (
    <Flex direction="column" gap="1" data-testid="credit-choice">
      <Text size="2">
        Your tournament credit: <strong data-testid="credit-balance">{balance}</strong>
      </Text>
      <CheckboxLine checked={checked} disabled={disabled} onCheckedChange={(value) => onCheckedChange(value === true)} label="Use my credit" />
    </Flex>
  );
}
