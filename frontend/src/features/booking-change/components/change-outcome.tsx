import { Badge, Callout, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ChangeQuoteView, OrderView } from '@pokerfest/domain';
import { BookingLinks } from './change-chrome';
import { SectionCard } from '../../../components/ui/section-card';
import { closedSentences, orderStanding, standingLooks } from '../../booking';
import { orderPackageLines, PackageSummary } from '../../checkout';
import { refundOnItsWay } from '../quote-words';

/** After a change or cancellation: the booking as it now is, and the refund on its way when there is one. */
export function ChangeOutcome({ order, quote }: { order: OrderView; quote: ChangeQuoteView }) {
  const standing = orderStanding(order, Date.now());
  const look = standingLooks[standing];
  const cancelled = standing === 'cancelled';
  return (
    <Container size="2" px="4" py="6">
      <Flex direction="column" gap="4">
        <Heading as="h1" size="7">
          {cancelled ? 'Booking cancelled' : 'Booking changed'}
        </Heading>
        <Flex align="center" gap="2" wrap="wrap">
          <Text color="gray">{order.festivalName}</Text>
          <Badge size="2" color={look.color} highContrast data-testid="booking-status">
            {look.label}
          </Badge>
        </Flex>
        {cancelled && <Text as="p">{closedSentences.cancelled}</Text>}
        {quote.refundCents > 0 && (
          <Callout.Root color="jade" variant="surface" role="status">
            <Callout.Text data-testid="refund-on-its-way">{refundOnItsWay(quote.refund, quote.currency)}</Callout.Text>
          </Callout.Root>
        )}
        {!cancelled && (
          <SectionCard headingId="changed-package-heading" title="Your booking now">
            <PackageSummary lines={orderPackageLines(order)} totalTestId="order-total" />
          </SectionCard>
        )}
        <Flex gap="3" wrap="wrap">
          <BookingLinks orderId={order.id} />
        </Flex>
      </Flex>
    </Container>
  );
}
