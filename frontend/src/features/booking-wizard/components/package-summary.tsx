import { Text } from '@radix-ui/themes';
import { pointsForBooking } from '@pokerfest/domain';
import { PackageSummary as CorePackageSummary, SummaryCard } from '../../checkout';
import { quoteSelection, type WizardCatalogue, type WizardSelection } from '../wizard-package';
import { wizardPackageLines } from '../wizard-lines';

interface PackageSummaryProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
}

/** The wizard's live order summary: the core's package summary with the points the package earns. */
export function PackageSummary({ catalogue, selection }: PackageSummaryProps) {
  const quote = quoteSelection(catalogue, selection);
  const points = quote.ok ? (
    <Text size="2" color="gray">
      Earn about {pointsForBooking(quote.price.totalCents)} loyalty points with this package.
    </Text>
  ) : null;
  return (
    <SummaryCard title="Order Summary">
      <CorePackageSummary lines={wizardPackageLines(catalogue, selection)} totalTestId="wizard-total" footer={points} />
    </SummaryCard>
  );
}
