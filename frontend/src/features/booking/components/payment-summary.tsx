import { Card, DataList, Heading, Separator } from '@radix-ui/themes';
import { formatDateRange } from '../../catalogue/format';
import type { BookingDraft } from '../booking-draft';
import { bookingReference } from '../booking-reference';
import { DraftLines } from './booking-summary';

/** The payment page's booking summary (product spec section 2 'Payment'). */
export function PaymentSummary({ orderId, draft }: { orderId: string; draft: BookingDraft }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby="payment-summary-heading">
        <Heading as="h2" size="4" id="payment-summary-heading" mb="3">
          Booking Summary
        </Heading>
        <DataList.Root size="2" orientation="horizontal">
          <DataList.Item>
            <DataList.Label>Reference</DataList.Label>
            <DataList.Value data-testid="booking-reference">{bookingReference(orderId)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Festival</DataList.Label>
            <DataList.Value>{draft.festivalName}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Location</DataList.Label>
            <DataList.Value>{draft.festivalLocation || 'TBA'}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Dates</DataList.Label>
            <DataList.Value>{formatDateRange(draft.festivalStartDate, draft.festivalEndDate)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Separator size="4" my="3" />
        <DraftLines draft={draft} />
      </section>
    </Card>
  );
}
