import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import type { PricedPackage } from '../price-calls';

interface VoucherCodeProps {
  /** The code kept with the selection (it travels to the order); null: none. */
  applied: string | null;
  /** The latest price: whether the code is in it, or why it was refused. */
  priced: PricedPackage | undefined;
  /** A price is on its way: the code is being checked. */
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** Said beside a code that cannot be checked here (a visitor's): when it will be. */
  uncheckedNote?: string;
}

type CodeState = 'none' | 'checking' | 'accepted' | 'refused' | 'unchecked';

function codeState({ applied, priced, checking, uncheckedNote }: VoucherCodeProps): CodeState {
  if (!applied) return 'none';
  if (uncheckedNote) return 'unchecked';
  // the price on screen may still be the one before the code: only a settled price with the code decides
  if (checking) return 'checking';
  // no price at all (the call failed): the code stays in its field, to apply again
  return priced?.voucherCode === applied ? 'accepted' : 'refused';
}

/**
 * 'Have a code?' in an order summary (issue 32): a link that reveals the code field and Apply. The
 * applied code is kept with the selection; once the price takes it, it shows as applied with a way
 * to remove it, and a refused code stays in the field with the API's reason under it (announced, and
 * the field's description).
 */
export function VoucherCode(props: VoucherCodeProps) {
  const { applied, priced, onApply, onRemove, uncheckedNote } = props;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(applied ?? '');
  const fieldId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const state = codeState(props);

  const remove = () => {
    setTyped('');
    setOpen(false);
    onRemove();
    // the Remove button goes away with the code: the focus goes to 'Have a code?', which takes its place
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (state === 'accepted' || state === 'unchecked') {
    return (
      <Flex justify="between" align="center" gap="2" wrap="wrap" data-testid="voucher-applied">
        <Text size="2" role="status">
          Code <strong>{applied}</strong> {state === 'accepted' ? 'applied' : uncheckedNote}
        </Text>
        <Button type="button" size="1" variant="ghost" color="red" onClick={remove} aria-label={`Remove code ${applied}`}>
          Remove
        </Button>
      </Flex>
    );
  }

  const showField = open || state !== 'none';
  const refusal = state === 'refused' && typed.trim().toUpperCase() === applied?.toUpperCase() ? (priced?.refusal ?? undefined) : undefined;
  return (
    <Flex direction="column" gap="2" align="start">
      {!showField && (
        <Button ref={opener} type="button" variant="ghost" size="2" aria-expanded={false} aria-controls={fieldId} onClick={() => setOpen(true)}>
          Have a code?
        </Button>
      )}
      {showField && (
        <Box asChild width="100%">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // codes are kept upper-case, as the shop prints them; the server matches them without regard to case
              if (typed.trim()) onApply(typed.trim().toUpperCase());
            }}
          >
            <Flex gap="2" align="start">
              <Box flexGrow="1" minWidth="0">
                <FormField
                  id={fieldId}
                  label="Voucher code"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={60}
                  autoFocus={state === 'none'}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  error={refusal}
                />
              </Box>
              {/* level with the input, under the label's line */}
              <Button type="submit" size="3" variant="soft" loading={state === 'checking'} style={{ marginTop: 'calc(var(--space-1) + var(--line-height-2))' }}>
                Apply
              </Button>
            </Flex>
            {state !== 'none' && (
              <Button type="button" size="1" variant="ghost" color="red" mt="2" onClick={remove} aria-label={`Remove code ${applied}`}>
                Remove code
              </Button>
            )}
          </form>
        </Box>
      )}
    </Flex>
  );
}
