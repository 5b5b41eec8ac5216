import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { formatCents, formatDateRange, formatMoney } from '../../catalogue';
import { BookingFacts, isBeingConfirmed, useOrder } from '../../checkout';
import { SectionCard } from '../../../components/ui/section-card';

/** What was booked and what it cost: each discount above the total, the tournament credit that paid part of it below (issue 32). */
const facts = (order: OrderView) => [
  { label: 'Festival', value: order.festivalName },
  { label: 'Dates', value: formatDateRange(order.festivalStartDate, order.festivalEndDate) },
  ...order.discounts.map((discount) => ({ label: discount.label, value: formatCents(-discount.amountCents, order.currency), testId: 'confirmed-discount' })),
  { label: 'Total', value: formatMoney(order.totalPrice, order.currency), testId: 'confirmed-total' },
  ...(order.creditAppliedCents > 0 ? [{ label: 'Tournament credit', value: formatCents(-order.creditAppliedCents, order.currency), testId: 'confirmed-credit' }] : []),
  { label: 'Points Earned', value: `${order.pointsToEarn} points` },
];

/**
 * Step 4, Confirmation: what was booked, what it cost and the points it earns. An order whose
 * payment the provider is still confirming is read again by the core's order query until it is.
 */
export function ConfirmationStep({ order: booked }: { order: OrderView }) {
  const order = useOrder(booked.id).data ?? booked;
  return (
    <SectionCard headingId="wizard-confirmed-heading" title="Booking Confirmed" size="6" color="jade" stack="4" cardSize="4">
      <Text as="p" color="gray">
        Thank you! Your poker festival package has been booked. A summary is in your dashboard.
      </Text>
      {isBeingConfirmed(order) && (
        <Callout.Root color="gray" role="status">
          <Callout.Text>Your payment was received and is being confirmed; this page updates by itself.</Callout.Text>
        </Callout.Root>
      )}
      <BookingFacts facts={facts(order)} size="3" />
      <Flex gap="3" wrap="wrap">
        {[
          { to: appPaths.dashboard, text: 'View My Bookings', variant: 'solid' as const },
          { to: appPaths.home, text: 'Back to Home', variant: 'soft' as const },
        ].map((link) => (
          <Button key={link.to} asChild size="3" variant={link.variant}>
            <Link to={link.to}>{link.text}</Link>
          </Button>
        ))}
      </Flex>
    </SectionCard>
  );
}
