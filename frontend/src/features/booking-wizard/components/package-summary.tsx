import { Card, Heading, Text } from '@radix-ui/themes';
import { pointsForBooking } from '@pokerfest/domain';
import { PackageSummary as CorePackageSummary } from '../../checkout';
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
    <Card size="3" asChild>
      <section aria-labelledby="wizard-summary-heading">
        <Heading as="h2" size="4" id="wizard-summary-heading" mb="3">
          Order Summary
        </Heading>
        <CorePackageSummary lines={wizardPackageLines(catalogue, selection)} totalTestId="wizard-total" footer={points} />
      </section>
    </Card>
  );
}
