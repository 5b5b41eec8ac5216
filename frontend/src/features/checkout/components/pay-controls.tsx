import { Button, Checkbox, Flex, Text } from '@radix-ui/themes';
import { notify } from '../../../lib/notify';
import { formatMoney } from '../../catalogue';
import { LegalLink } from '../../legal';

export interface TermsState {
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
}

/** True when the terms box is ticked; otherwise the spec's toast (section 5, 'Payment'). */
export function termsAccepted({ accepted }: TermsState): boolean {
  if (!accepted) {
    notify({
      title: 'Please agree to the terms',
      description: 'You must accept the terms and conditions to proceed.',
      tone: 'destructive',
      id: 'booking-payment',
    });
  }
  return accepted;
}

/** The terms box and the pay button showing the amount in euros with two decimals. */
export function PayControls({ terms, amount, isPaying, disabled }: { terms: TermsState; amount: number; isPaying: boolean; disabled?: boolean }) {
  return (
    <Flex direction="column" gap="4">
      <Text as="label" size="2">
        <Flex gap="2" align="start">
          <Checkbox mt="1" checked={terms.accepted} onCheckedChange={(checked) => terms.onAcceptedChange(checked === true)} />
          <span>
            I agree to the <LegalLink document="terms">terms and conditions</LegalLink> and authorise this payment
          </span>
        </Flex>
      </Text>
      <Button type="submit" size="3" loading={isPaying} disabled={disabled} data-testid="pay-button">
        Pay {formatMoney(amount, 'EUR')}
      </Button>
    </Flex>
  );
}
