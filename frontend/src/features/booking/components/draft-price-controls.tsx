import { Flex } from '@radix-ui/themes';
import { formatCents } from '../../catalogue';
import { useCart } from '../../cart';
import { CreditChoice, VoucherCode, type PackagePrice } from '../../checkout';
import type { BookingDraft } from '../booking-draft';

interface DraftPriceControlsProps {
  draft: BookingDraft;
  price: PackagePrice;
  replaceDraft: (draft: BookingDraft) => void;
}

/**
 * The details page's 'Have a code?' and 'Use my credit' (issue 32), under its summary: this page
 * places the order, so both are chosen here and go with it. The code is kept in the draft and in the
 * festival's cart entry (Back to the package selection finds it there); the credit choice in the
 * draft (Back from the payment page finds it ticked), and a changed choice places a new order that
 * replaces the pending one.
 */
export function DraftPriceControls({ draft, price, replaceDraft }: DraftPriceControlsProps) {
  const { setVoucherCode } = useCart();
  const view = price.priced?.view;
  const applyCode = (code: string | null) => {
    const { voucherCode: _previous, ...rest } = draft;
    replaceDraft(code ? { ...rest, voucherCode: code } : rest);
    setVoucherCode(draft.festivalId, code);
  };
  return (
    <Flex direction="column" gap="3">
      <VoucherCode applied={draft.voucherCode ?? null} priced={price.priced} checking={price.checking} onApply={applyCode} onRemove={() => applyCode(null)} />
      {view && view.creditBalanceCents > 0 && (
        <CreditChoice
          balance={formatCents(view.creditBalanceCents, view.currency)}
          checked={draft.useCredit === true}
          onCheckedChange={(useCredit) => replaceDraft({ ...draft, useCredit })}
        />
      )}
    </Flex>
  );
}
