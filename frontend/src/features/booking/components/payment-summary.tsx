import { Separator } from '@radix-ui/themes';
import { formatDateRange } from '../../catalogue';
import { BookingFacts, PackageSummary, SummaryCard, type PackageLines } from '../../checkout';
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
    <SummaryCard title="Booking Summary">
      <BookingFacts
        facts={[
          { label: 'Reference', value: bookingReference(paid.orderId), testId: 'booking-reference' },
          { label: 'Festival', value: paid.festivalName },
          { label: 'Location', value: paid.festivalLocation || 'TBA' },
          { label: 'Dates', value: formatDateRange(paid.festivalStartDate, paid.festivalEndDate) },
        ]}
      />
      <Separator size="4" my="3" />
      <PackageSummary lines={paid.lines} totalTestId={paid.totalTestId} />
    </SummaryCard>
  );
}
