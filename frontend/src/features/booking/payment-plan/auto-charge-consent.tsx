import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { INSTALMENT_REMINDER_DAYS } from '@pokerfest/domain';
import { CheckboxLine } from '../../../components/ui/checkbox-line';

export const AUTO_CHARGE_CONSENT = 'Charge the later payments to this card on their due dates';

interface AutoChargeConsentProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * At a plan's first payment only: the player may let the card being charged now pay the later
 * payments too. Unticked unless the player ticks it, as the consent must be theirs; the line under it
 * (the box's description) says what keeps the player in control.
 */
export function AutoChargeConsent({ checked, onCheckedChange }: AutoChargeConsentProps) {
  const explanationId = useId();
  return (
    <Flex direction="column" gap="1" data-testid="auto-charge-consent">
      <CheckboxLine checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} aria-describedby={explanationId} label={AUTO_CHARGE_CONSENT} />
      {/* indented to the sentence: the box (16 px) and the gap beside it */}
      <Text as="p" id={explanationId} size="1" color="gray" style={{ paddingLeft: 'calc(var(--space-4) + var(--space-2))' }}>
        A reminder e-mail comes {INSTALMENT_REMINDER_DAYS} days before each payment, and you can stop automatic charges at any time from your booking.
      </Text>
    </Flex>
  );
}
