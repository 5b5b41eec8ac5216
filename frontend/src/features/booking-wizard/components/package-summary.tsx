import { Text } from '@radix-ui/themes';
import { PackageSummary as CorePackageSummary, SummaryCard } from '../../checkout';
import { useLoyaltyConfig } from '../../loyalty';
import { packagePoints } from '../package-points';
import { quoteSelection, type WizardCatalogue, type WizardSelection } from '../wizard-package';
import { wizardPackageLines } from '../wizard-lines';

interface PackageSummaryProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
}

/** The wizard's live order summary: the core's package summary with the points the package earns. */
export function PackageSummary({ catalogue, selection }: PackageSummaryProps) {
  const points = packagePoints(quoteSelection(catalogue, selection), useLoyaltyConfig().data);
  const footer =
    points === null ? null : (
      <Text size="2" color="gray">
        Earn about {points} loyalty points with this package.
      </Text>
    );
  return (
    <SummaryCard title="Order Summary">
      <CorePackageSummary lines={wizardPackageLines(catalogue, selection)} totalTestId="wizard-total" footer={footer} />
    </SummaryCard>
  );
}
