import { Badge, Box, Callout, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { OrderView } from '@pokerfest/domain';
import { LOYALTY_RULES } from '../../../config/support';
import { formatDate, formatDateTime, formatMoney } from '../../catalogue';
import { orderPackageLines, PackageSummary } from '../../checkout';
import { BookingProgress } from './booking-progress';
import { bookingReference } from '../booking-reference';
import { OrderActions } from '../order-actions/order-actions';
import { CancellationTerms } from '../order-changes/cancellation-terms';
import { BookingChangeLinks } from '../order-changes/change-links';
import { PendingChangeNotice } from '../order-changes/pending-change-notice';
import type { OrderStanding } from '../order-actions/order-standing';
import { useOrderStanding } from '../order-actions/use-order-standing';
import { orderStatusText, type OrderStatusText } from '../order-status-text';
import { useOrderDocuments } from '../order-documents/document-calls';
import { bookingInvoice } from '../order-documents/document-words';
import { DocumentsSection } from '../order-documents/documents-section';
import { BookingHelp } from './booking-help';
import { ReceiptActions } from './receipt-actions';
import { ReceiptSeller } from './receipt-seller';
import { SectionCard } from '../../../components/ui/section-card';
import { PaymentPlanSummary } from '../payment-plan/payment-plan-summary';
import { isPaidInParts } from '../payment-plan/schedule-words';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

function OrderDetails({ order, status }: { order: OrderView; status: OrderStatusText }) {
  return (
    <DataList.Root size="2">
      <Detail label="Reference">{bookingReference(order.id)}</Detail>
      <Detail label="Order ID">
        <Text style={{ wordBreak: 'break-all' }}>{order.id}</Text>
      </Detail>
      <Detail label="Festival">{order.festivalName}</Detail>
      <Detail label="Status">
        <Badge color={status.tone} data-testid="order-status">
          {status.label}
        </Badge>
      </Detail>
      <Detail label="Order date">{formatDate(order.createdAt)}</Detail>
      <Detail label="Total">{formatMoney(order.totalPrice, order.currency)}</Detail>
      <Detail label="Name">{order.customerName}</Detail>
      <Detail label="Email">{order.customerEmail}</Detail>
      {order.paidAt && (
        <Detail label="Paid on">
          <span data-testid="receipt-paid-at">{formatDateTime(order.paidAt)}</span>
        </Detail>
      )}
      {order.cardLast4 && <Detail label="Paid with">Card ending in {order.cardLast4}</Detail>}
      <ReceiptSeller />
    </DataList.Root>
  );
}

function WhatsNext() {
  return (
    <SectionCard headingId="whats-next-heading" title="What's Next">
      <ol className="booking-next-steps">
        <li>Check your inbox: your booking confirmation and invoice are on their way by email.</li>
        <li>Review your booking at any time in your dashboard, under My Bookings.</li>
        <li>Tournament seats you reserved are paid at the venue when you register on site.</li>
        <li>Your loyalty points are added within {LOYALTY_RULES.pointsAddedWithinHours} hours of check-in.</li>
      </ol>
    </SectionCard>
  );
}

function PointsEarned({ order }: { order: OrderView }) {
  return (
    <Callout.Root color="jade" variant="surface">
      <Callout.Text>
        Loyalty points earned: <strong data-testid="points-earned">{order.pointsToEarn}</strong>. They are added to your account within{' '}
        {LOYALTY_RULES.pointsAddedWithinHours} hours of check-in.
      </Callout.Text>
    </Callout.Root>
  );
}

/**
 * One order, printable as a clean receipt (see booking-flow.css) once confirmed, until its invoice is
 * issued; an unpaid one prints as a booking summary. Points, the receipt and 'What's Next' belong to
 * a confirmed booking only; an unpaid one offers its payment or cancel.
 */
export function ConfirmationReceipt({ order, paymentAccepted = false }: { order: OrderView; paymentAccepted?: boolean }) {
  const standing: OrderStanding = useOrderStanding(order, { paymentAccepted });
  const status = orderStatusText(order, standing);
  const confirmed = standing === 'confirmed';
  const documents = useOrderDocuments(order);
  // printed, an unpaid order is a summary of what is held for the player, not a proof of payment
  const printsAsSummary = standing === 'awaiting-payment';
  return (
    <div className="booking-receipt">
      <Box mb="5">
        <BookingProgress current={3} />
      </Box>
      <Flex direction="column" gap="2" mb="5">
        <Heading as="h1" size="7" className={printsAsSummary ? 'receipt-screen-only' : undefined}>
          {status.heading}
        </Heading>
        {printsAsSummary && (
          <Heading as="h1" size="7" className="receipt-print-only">
            Booking summary
          </Heading>
        )}
        <Text as="p" color="gray" data-testid="order-standing-message">
          {status.message}
        </Text>
        {standing === 'awaiting-payment' && <OrderActions order={order} standing={standing} withStatus={false} />}
        {order.pendingChange && <PendingChangeNotice orderId={order.id} change={order.pendingChange} />}
        <div className="receipt-screen-only">
          <BookingChangeLinks order={order} standing={standing} />
        </div>
      </Flex>
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
        <Flex direction="column" gap="4">
          <SectionCard headingId="order-details-heading" title="Booking details">
            <OrderDetails order={order} status={status} />
          </SectionCard>
          <SectionCard headingId="order-items-heading" title="Your package">
            <PackageSummary lines={orderPackageLines(order)} totalTestId="order-total" />
          </SectionCard>
          {isPaidInParts(order.payment) && (
            <SectionCard headingId="order-payment-plan-heading" title="Payment plan">
              <PaymentPlanSummary order={order} />
            </SectionCard>
          )}
          {confirmed && <PointsEarned order={order} />}
          <ReceiptActions orderId={order.id} standing={standing} invoice={bookingInvoice(documents.data)} />
          <DocumentsSection documents={documents.data} />
        </Flex>
        <Flex direction="column" gap="4">
          {confirmed && <WhatsNext />}
          <CancellationTerms sentences={order.cancellationTerms} />
          <BookingHelp />
        </Flex>
      </Grid>
    </div>
  );
}
