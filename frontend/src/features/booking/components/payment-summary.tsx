import { Card, DataList, Heading, Separator } from '@radix-ui/themes';
import { formatDateRange } from '../../catalogue/format';
import { PackageSummary, type PackageLines } from '../../checkout';
import { bookingReference } from '../booking-reference';

export interface PaidPackage {
  orderId: string;
  festivalName: string;
  festivalLocation: string;
  festivalStartDate: string | null;
  festivalEndDate: string | null;
  lines: PackageLines;
  /** The total's test id: 'booking-total' for the stored draft, 'order-total' for an order read by its id. */
  totalTestId: string;
}

/** The payment page's booking summary (product spec section 2 'Payment'). */
export function PaymentSummary({ paid }: { paid: PaidPackage }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby="payment-summary-heading">
        <Heading as="h2" size="4" id="payment-summary-heading" mb="3">
          Booking Summary
        </Heading>
        <DataList.Root size="2" orientation="horizontal">
          <DataList.Item>
            <DataList.Label>Reference</DataList.Label>
            <DataList.Value data-testid="booking-reference">{bookingReference(paid.orderId)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Festival</DataList.Label>
            <DataList.Value>{paid.festivalName}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Location</DataList.Label>
            <DataList.Value>{paid.festivalLocation || 'TBA'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Dates</DataList.Label>
            <DataList.Value>{formatDateRange(paid.festivalStartDate, paid.festivalEndDate)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Separator size="4" my="3" />
        <PackageSummary lines={paid.lines} totalTestId={paid.totalTestId} />
      </section>
    </Card>
  );
}
