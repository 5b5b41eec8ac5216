import { Flex, Text } from '@radix-ui/themes';
import type { CartEntry } from '../../cart';
import { EntryVoucherCode } from '../../cart';
import { formatCents } from '../../catalogue';
import { CreditChoice, PackageSummary as CorePackageSummary, SummaryCard, withPrice, type PackagePrice } from '../../checkout';
import { useLoyaltyConfig } from '../../loyalty';
import { packagePoints } from '../package-points';
import { quoteSelection, type WizardCatalogue, type WizardSelection } from '../wizard-package';
import { wizardPackageLines } from '../wizard-lines';

/** 'Use my credit', where the order is placed (the Payment step). */
export interface WizardCredit {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

interface PackageSummaryProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  /** The server's price (issue 32): the total, its discounts and the credit. */
  price: PackagePrice;
  /** The festival's cart entry: its voucher code is kept there. */
  entry: CartEntry | undefined;
  /** Offered on the step that places the order, to a player with credit. */
  credit?: WizardCredit;
}

/** The wizard's live order summary: the core's package summary at the server's price, the points it earns, 'Have a code?' and the credit. */
export function PackageSummary({ catalogue, selection, price, entry, credit }: PackageSummaryProps) {
  const view = price.priced?.view;
  const points = packagePoints(quoteSelection(catalogue, selection), useLoyaltyConfig().data, view?.amountDueCents);
  const lines = view ? withPrice(wizardPackageLines(catalogue, selection), view) : wizardPackageLines(catalogue, selection);
  const footer = (
    <Flex direction="column" gap="3">
      {points !== null && (
        <Text size="2" color="gray">
          Earn about {points} loyalty points with this package.
        </Text>
      )}
      {entry && <EntryVoucherCode entry={entry} price={{ ...price, signedIn: true }} />}
      {credit && view && view.creditBalanceCents > 0 && (
        <CreditChoice balance={formatCents(view.creditBalanceCents, view.currency)} checked={credit.checked} onCheckedChange={credit.onCheckedChange} />
      )}
    </Flex>
  );
  return (
    <SummaryCard title="Order Summary">
      <CorePackageSummary lines={lines} totalTestId="wizard-total" footer={footer} />
    </SummaryCard>
  );
}
