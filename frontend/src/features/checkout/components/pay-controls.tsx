import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useRef, type ReactNode } from 'react';
import { CheckboxLine } from '../../../components/ui/checkbox-line';
import { centreFocusedField } from '../../../lib/field-focus';
import { notify } from '../../../lib/notify';
import { formatMoney } from '../../catalogue';
import { LegalLink } from '../../legal';

export interface TermsState {
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** How often paying was refused for the unticked box (0: not yet); each refusal brings the box back into view. */
  refusals: number;
  onRefused: () => void;
}

/** The spec's words for the unticked box (section 5, 'Payment'): the toast's title and description. */
const TERMS_REFUSED = { title: 'Please agree to the terms', description: 'You must accept the terms and conditions to proceed.' } as const;

/** True when the terms box is ticked; otherwise the spec's toast, and the same words under the box. */
export function termsAccepted({ accepted, onRefused }: TermsState): boolean {
  if (!accepted) {
    notify({ ...TERMS_REFUSED, tone: 'destructive', id: 'booking-payment' });
    onRefused();
  }
  return accepted;
}

interface PayControlsProps {
  terms: TermsState;
  amount: number;
  isPaying: boolean;
  disabled?: boolean;
  /** A choice about this card made with the payment (automatic charges), shown above the terms. */
  consent?: ReactNode;
}

/** The terms box and the pay button showing the amount in euros with two decimals. */
export function PayControls({ terms, amount, isPaying, disabled, consent }: PayControlsProps) {
  const box = useRef<HTMLButtonElement>(null);
  const { refusals } = terms;
  useEffect(() => {
    if (refusals === 0) return;
    box.current?.focus();
    centreFocusedField();
  }, [refusals]);

  return (
    <Flex direction="column" gap="4">
      {consent}
      <CheckboxLine
        ref={box}
        checked={terms.accepted}
        onCheckedChange={(checked) => terms.onAcceptedChange(checked === true)}
        error={refusals > 0 && !terms.accepted ? TERMS_REFUSED.description : undefined}
        label={
          <>
            I agree to the <LegalLink document="terms">terms and conditions</LegalLink> and authorise this payment
          </>
        }
      />
      <Button type="submit" size="3" loading={isPaying} disabled={disabled} data-testid="pay-button">
        Pay {formatMoney(amount, 'EUR')}
      </Button>
    </Flex>
  );
}
